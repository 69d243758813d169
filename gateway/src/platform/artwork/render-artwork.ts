import sharp from "sharp";
import type { ArtworkSubject } from "./artwork-subject";
import { coverCamera, thumbnailCamera, viewBoxAttr } from "./camera";
import { coverText } from "./cover-text";
import { frameSvg } from "./frame";
import { grainTile } from "./grain";
import { createPalette } from "./palette";
import { createRng } from "./prng";
import { SvgCanvas, WIDTH as SCENE_WIDTH } from "./scene";
import { SCENES } from "./scenes";

export const COVER_SIZE = { width: 1200, height: 800 } as const;
export const THUMBNAIL_SIZE = { width: 640, height: 480 } as const;
/** The cover for phones up to a device pixel ratio of about 1.9, and for laptops at 1: a third of the full cover's pixels. */
export const SMALL_COVER_SIZE = { width: 720, height: 480 } as const;

export interface StoryArtwork {
  cover: Buffer;
  /** The same cover, at SMALL_COVER_SIZE. */
  smallCover: Buffer;
  thumbnail: Buffer;
}

/** Scales a 3:2 cover (an image file or an SVG) down to SMALL_COVER_SIZE. */
export function encodeSmallCover(cover: Buffer): Promise<Buffer> {
  return sharp(cover).resize(SMALL_COVER_SIZE).webp({ quality: 80, effort: 2 }).toBuffer();
}

/** Builds the story's scene once, then frames it twice: a 3:2 cover with type (in two sizes) and a 4:3 thumbnail without. */
export async function renderStoryArtwork(story: ArtworkSubject): Promise<StoryArtwork> {
  const rng = createRng(story.slug);
  const palette = createPalette(story.art.accent, rng.fork("palette"));
  const canvas = new SvgCanvas();
  const scene = SCENES[story.art.motif]({ rng: rng.fork("scene"), palette, canvas });
  const camera = rng.fork("camera");
  // Half the stories see their scene in a mirror: the cheapest way to double the variety within a motif.
  const mirrored = camera.chance(0.5);
  const focusX = mirrored ? SCENE_WIDTH - scene.focusX : scene.focusX;
  const coverView = coverCamera(camera);
  const thumbnailView = thumbnailCamera(camera, focusX);
  const grain = await grainTile();

  const cover = frameSvg({
    scene: canvas.toSvg(COVER_SIZE.width, COVER_SIZE.height, viewBoxAttr(coverView), mirrored),
    ...COVER_SIZE,
    grain,
    shade: 0.92,
    overlay: coverText(story, palette, COVER_SIZE.width, COVER_SIZE.height),
  });
  const thumbnail = frameSvg({
    scene: canvas.toSvg(THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height, viewBoxAttr(thumbnailView), mirrored),
    ...THUMBNAIL_SIZE,
    grain,
    shade: 0.5,
  });

  const [coverWebp, smallCoverWebp, thumbnailWebp] = await Promise.all([
    sharp(Buffer.from(cover)).webp({ quality: 80, effort: 2 }).toBuffer(),
    encodeSmallCover(Buffer.from(cover)),
    sharp(Buffer.from(thumbnail)).webp({ quality: 78, effort: 2 }).toBuffer(),
  ]);
  return { cover: coverWebp, smallCover: smallCoverWebp, thumbnail: thumbnailWebp };
}
