import sharp from "sharp";
import { createRng } from "./prng";

const TILE = 128;

let tile: Promise<string> | undefined;

/**
 * A tile of monochrome film grain as a PNG data URI, tiled over the whole picture by an SVG pattern.
 * feTurbulence would do the same but costs librsvg over 100 ms per image; a seeded tile is cheap and byte-stable.
 */
export function grainTile(): Promise<string> {
  tile ??= (async () => {
    const rng = createRng("film-grain");
    const pixels = Buffer.alloc(TILE * TILE * 2);
    for (let i = 0; i < TILE * TILE; i++) {
      pixels[i * 2] = rng.chance(0.5) ? 255 : 0;
      pixels[i * 2 + 1] = Math.round(rng.next() ** 2 * 16);
    }
    const png = await sharp(pixels, { raw: { width: TILE, height: TILE, channels: 2 } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return `data:image/png;base64,${png.toString("base64")}`;
  })();
  return tile;
}

export const GRAIN_TILE_SIZE = TILE;
