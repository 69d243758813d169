import { fromHsl, mix, parseHex, toHex, toHsl, type Rgb } from "./color";
import type { Rng } from "./prng";

/** Every colour a scene may use: cool near-blacks plus the story's single accent. */
export interface Palette {
  skyTop: string;
  skyMid: string;
  skyHorizon: string;
  /** Silhouette fills from the farthest layer to the nearest; distance reads as lighter, hazier tone. */
  layers: readonly [string, string, string, string];
  ink: string;
  fog: string;
  moon: string;
  /** Cold moonlit highlight for rims, water glints and unlit glass. */
  pale: string;
  accent: string;
  /** The accent pushed toward white, for the hot core of a lamp or neon tube. */
  accentHot: string;
}

/** Dark accents (oxblood, navy) would vanish on a near-black scene, so lift them until they can glow. */
function glowingAccent(accent: Rgb): Rgb {
  const hsl = toHsl(accent);
  return fromHsl({ h: hsl.h, s: Math.max(hsl.s, 0.55), l: Math.min(Math.max(hsl.l, 0.5), 0.66) });
}

export function createPalette(accentHex: string, rng: Rng): Palette {
  const accent = glowingAccent(parseHex(accentHex));
  const hue = rng.range(205, 232);
  const saturation = rng.range(0.18, 0.34);
  const dusk = rng.range(0.04, 0.22);
  const sky = (l: number, s = saturation) => fromHsl({ h: hue, s, l });
  const horizon = mix(sky(rng.range(0.2, 0.27)), accent, dusk);
  const layer = (l: number) => toHex(mix(sky(l, saturation * 0.8), horizon, 0.1));
  const fog = mix(fromHsl({ h: hue, s: 0.14, l: 0.62 }), accent, 0.08);

  return {
    skyTop: toHex(sky(rng.range(0.025, 0.045))),
    skyMid: toHex(sky(rng.range(0.08, 0.12))),
    skyHorizon: toHex(horizon),
    layers: [layer(0.17), layer(0.11), layer(0.06), layer(0.025)],
    ink: toHex(sky(0.012, 0.3)),
    fog: toHex(fog),
    moon: toHex(fromHsl({ h: hue - 160, s: 0.2, l: 0.9 })),
    pale: toHex(fromHsl({ h: hue, s: 0.25, l: 0.78 })),
    accent: toHex(accent),
    accentHot: toHex(mix(accent, { r: 255, g: 246, b: 230 }, 0.55)),
  };
}
