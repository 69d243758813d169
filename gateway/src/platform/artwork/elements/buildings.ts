import type { Rng } from "../prng";
import { n, rectPath } from "../svg";
import type { WindowRect } from "./light";

export interface CityBlock {
  /** Union of every building's silhouette. */
  d: string;
  windows: WindowRect[];
  /** Antenna and spire tips, where aircraft warning lights belong. */
  tips: Array<{ x: number; y: number }>;
}

export interface CityOptions {
  x0: number;
  x1: number;
  baseY: number;
  minH: number;
  maxH: number;
  minW: number;
  maxW: number;
  /** Window grid pitch; distant layers use a finer grid. */
  pitch: number;
}

/** A row of towers with art-deco setbacks, spires, antennas and water tanks. */
export function cityBlock(rng: Rng, options: CityOptions): CityBlock {
  let d = "";
  const windows: WindowRect[] = [];
  const tips: Array<{ x: number; y: number }> = [];
  const { baseY, pitch } = options;
  let x = options.x0 - rng.range(0, options.maxW);
  while (x < options.x1) {
    const w = rng.range(options.minW, options.maxW);
    // Squaring favours low buildings so the occasional tall tower stands out.
    const h = options.minH + (options.maxH - options.minH) * rng.next() ** 2;
    const tiers: WindowRect[] = [{ x, y: baseY - h, w, h }];
    if (h > options.minH + (options.maxH - options.minH) * 0.45 && rng.chance(0.7)) {
      const setbacks = rng.int(1, 3);
      for (let i = 0; i < setbacks; i++) {
        const below = tiers[tiers.length - 1];
        const tw = below.w * rng.range(0.55, 0.8);
        const th = h * rng.range(0.08, 0.16);
        tiers.push({ x: below.x + (below.w - tw) / 2, y: below.y - th, w: tw, h: th });
      }
    }
    for (const tier of tiers) {
      d += rectPath(tier.x, tier.y, tier.w, tier.h + 1);
      addWindowGrid(windows, tier, pitch);
    }
    const top = tiers[tiers.length - 1];
    const cx = top.x + top.w / 2;
    const crown = rng.next();
    if (crown < 0.22) {
      const spire = h * rng.range(0.15, 0.3);
      d += `M${n(cx - top.w * 0.22)} ${n(top.y)}L${n(cx)} ${n(top.y - spire)}L${n(cx + top.w * 0.22)} ${n(top.y)}Z`;
      tips.push({ x: cx, y: top.y - spire });
    } else if (crown < 0.45) {
      const mast = rng.range(25, 70) * (pitch / 14);
      d += rectPath(cx - 1, top.y - mast, 2, mast);
      tips.push({ x: cx, y: top.y - mast });
    } else if (crown < 0.6 && top.w > pitch * 2.5) {
      // A rooftop water tank on legs: the signature of an older downtown.
      const tx = top.x + rng.range(0.15, 0.55) * top.w;
      const tw = pitch * 1.4;
      const legs = pitch * 0.8;
      d += rectPath(tx, top.y - legs - tw, tw, tw);
      d += `M${n(tx - 1)} ${n(top.y - legs - tw)}L${n(tx + tw / 2)} ${n(top.y - legs - tw * 1.5)}L${n(tx + tw + 1)} ${n(top.y - legs - tw)}Z`;
      d += rectPath(tx + 1, top.y - legs, 1.5, legs) + rectPath(tx + tw - 2.5, top.y - legs, 1.5, legs);
    }
    x += w + rng.range(-w * 0.15, pitch);
  }
  return { d, windows, tips };
}

function addWindowGrid(windows: WindowRect[], tier: WindowRect, pitch: number): void {
  const margin = pitch * 0.6;
  const cols = Math.floor((tier.w - margin * 2) / pitch);
  const rows = Math.floor((tier.h - margin) / (pitch * 1.3));
  const startX = tier.x + (tier.w - cols * pitch) / 2;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      windows.push({
        x: startX + c * pitch + pitch * 0.25,
        y: tier.y + margin + r * pitch * 1.3,
        w: pitch * 0.5,
        h: pitch * 0.7,
      });
    }
  }
}
