import type { Rng } from "../prng";
import { HEIGHT, WIDTH } from "../scene";
import { n } from "../svg";

/**
 * Heights along a horizon by midpoint displacement: roughness near 0.5 gives rolling hills, near 0.7 jagged peaks.
 * Returns 2^detail + 1 evenly spaced heights.
 */
export function ridgeHeights(rng: Rng, options: { detail: number; amplitude: number; roughness: number }): number[] {
  const count = 2 ** options.detail + 1;
  const heights = new Array<number>(count).fill(0);
  heights[0] = rng.range(-0.5, 0.5) * options.amplitude;
  heights[count - 1] = rng.range(-0.5, 0.5) * options.amplitude;
  let step = count - 1;
  let scale = options.amplitude;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < count; i += step) {
      heights[i] = (heights[i - half] + heights[i + half]) / 2 + rng.range(-0.5, 0.5) * scale;
    }
    scale *= options.roughness;
    step = half;
  }
  return heights;
}

/** A filled silhouette from a horizon line at baseY down to the bottom edge. */
export function ridgePath(heights: readonly number[], baseY: number, bottom = HEIGHT + 10): string {
  const stepX = (WIDTH + 40) / (heights.length - 1);
  let d = `M-20 ${n(bottom)}`;
  heights.forEach((h, i) => {
    d += `L${n(-20 + i * stepX)} ${n(baseY - h)}`;
  });
  return `${d}L${WIDTH + 20} ${n(bottom)}Z`;
}

/** Height of a ridge at x, for planting things on it. */
export function ridgeAt(heights: readonly number[], baseY: number, x: number): number {
  const stepX = (WIDTH + 40) / (heights.length - 1);
  const position = Math.min(Math.max((x + 20) / stepX, 0), heights.length - 1.001);
  const i = Math.floor(position);
  const t = position - i;
  return baseY - (heights[i] * (1 - t) + heights[i + 1] * t);
}

/** A ragged conifer: tiers of drooping branches narrowing to a spire. */
export function pinePath(rng: Rng, x: number, baseY: number, height: number, width: number): string {
  const tiers = Math.min(30, Math.max(4, Math.round(height / 16)));
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i < tiers; i++) {
    const t = i / tiers;
    const y = baseY - height * 0.08 - t * height * 0.9;
    const spread = (width / 2) * (1 - t) ** 0.9 * rng.range(0.75, 1.15);
    const droop = (height / tiers) * 0.6;
    left.push(`${n(x - spread)} ${n(y + droop * 0.3)}L${n(x - spread * 0.35)} ${n(y - droop * 0.5)}`);
    right.unshift(`${n(x + spread * 0.35)} ${n(y - droop * 0.5)}L${n(x + spread)} ${n(y + droop * 0.3)}`);
  }
  const trunk = Math.max(1.2, width * 0.05);
  return (
    `M${n(x - trunk)} ${n(baseY)}L${left.join("L")}L${n(x)} ${n(baseY - height)}` +
    `L${right.join("L")}L${n(x + trunk)} ${n(baseY)}Z`
  );
}

/** A leafless tree as stroked branches, grouped by thickness so the whole tree is a handful of paths. */
export function bareTreeStrokes(rng: Rng, x: number, baseY: number, height: number, depthLimit = 5): string[] {
  const byDepth: string[] = new Array<string>(depthLimit + 1).fill("");
  const grow = (x0: number, y0: number, angle: number, length: number, depth: number) => {
    const x1 = x0 + Math.cos(angle) * length;
    const y1 = y0 + Math.sin(angle) * length;
    const bend = rng.range(-0.2, 0.2) * length;
    byDepth[depth] += `M${n(x0)} ${n(y0)}Q${n((x0 + x1) / 2 + bend)} ${n((y0 + y1) / 2)} ${n(x1)} ${n(y1)}`;
    if (depth >= depthLimit) return;
    const branches = depth === 0 ? 3 : rng.int(2, 3);
    for (let i = 0; i < branches; i++) {
      grow(x1, y1, angle + rng.range(-0.75, 0.75), length * rng.range(0.55, 0.78), depth + 1);
    }
  };
  grow(x, baseY, -Math.PI / 2 + rng.range(-0.12, 0.12), height * 0.38, 0);
  return byDepth;
}

export function strokeTree(strokes: readonly string[], color: string, trunkWidth: number): string {
  return strokes
    .map((d, depth) =>
      d ? `<path d="${d}" stroke="${color}" stroke-width="${n(Math.max(0.7, trunkWidth * 0.62 ** depth))}" stroke-linecap="round" fill="none"/>` : "",
    )
    .join("");
}
