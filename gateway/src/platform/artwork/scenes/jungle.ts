import { paintBeam, paintGlow } from "../elements/light";
import { paintMoon, paintSky, paintStars, randomMoon } from "../elements/sky";
import { ridgeAt, ridgeHeights } from "../elements/terrain";
import { paintFog, paintRain } from "../elements/weather";
import type { Rng } from "../prng";
import { HEIGHT, WIDTH, type SceneBuilder, type SceneContext } from "../scene";
import { n, rectPath } from "../svg";

/** A stepped temple rising out of steaming canopy, framed by giant leaves and hanging vines, fireflies in the accent. */
export const jungle: SceneBuilder = (ctx) => {
  const { rng, palette, canvas } = ctx;
  const horizon = rng.range(440, 500);
  paintSky(ctx, horizon);
  paintStars(ctx, rng.int(30, 90), horizon * 0.7);
  const moon = randomMoon(ctx, { minX: 150, maxX: 1050, minY: 80, maxY: 200 });
  paintMoon(ctx, moon);

  const templeX = rng.range(380, 820);
  const canopyFar = ridgeHeights(rng, { detail: 4, amplitude: 50, roughness: 0.5 });
  canvas.add(`<path d="${canopy(rng, canopyFar, horizon, 22)}" fill="${palette.layers[0]}"/>`);
  paintFog(ctx, { y: horizon, height: 100, opacity: 0.22 });

  paintTemple(ctx, templeX, horizon + 70);
  paintFog(ctx, { y: horizon + 80, height: 140, opacity: 0.24, patches: 6 });

  const canopyMid = ridgeHeights(rng, { detail: 4, amplitude: 70, roughness: 0.5 });
  canvas.add(`<path d="${canopy(rng, canopyMid, horizon + 170, 38)}" fill="${palette.layers[2]}"/>`);
  paintFog(ctx, { y: horizon + 200, height: 120, opacity: 0.14, patches: 4 });

  paintBeam(ctx, { x: moon.x, y: moon.y, angle: moon.x < templeX ? 55 : 125, spread: 10, length: 700, color: palette.pale, opacity: 0.07, startWidth: 60 });

  // Hanging vines from the top edge.
  let vines = "";
  for (let i = 0; i < rng.int(3, 6); i++) {
    const x = rng.chance(0.5) ? rng.range(0, 320) : rng.range(880, WIDTH);
    const length = rng.range(150, 420);
    vines += `M${n(x)} -10C${n(x + rng.range(-60, 60))} ${n(length * 0.4)} ${n(x + rng.range(-60, 60))} ${n(length * 0.7)} ${n(x + rng.range(-30, 30))} ${n(length)}`;
  }
  canvas.add(`<path d="${vines}" stroke="${palette.ink}" stroke-width="3" fill="none"/>`);

  // Palm fronds arch in from the corners and edges, framing the temple.
  let fronds = "";
  for (let i = 0; i < rng.int(5, 8); i++) {
    const [x, y] = rng.pick([
      [rng.range(-40, 80), HEIGHT + 20],
      [rng.range(1120, 1240), HEIGHT + 20],
      [rng.range(-40, 0), rng.range(-40, 300)],
      [rng.range(1200, 1240), rng.range(-40, 300)],
    ] as const);
    const towardCentre = Math.atan2(HEIGHT * 0.4 - y, WIDTH / 2 - x);
    fronds += frond(rng, x, y, towardCentre + rng.range(-0.5, 0.5), rng.range(260, 420));
  }
  canvas.add(`<path d="${fronds}" fill="${palette.ink}"/>`);

  let fireflies = "";
  for (let i = 0; i < rng.int(14, 26); i++) fireflies += `M${n(rng.range(150, 1050))} ${n(rng.range(horizon + 60, HEIGHT - 60))}h0`;
  canvas.add(`<path d="${fireflies}" stroke="${palette.accent}" stroke-width="10" stroke-linecap="round" opacity="0.25"/>`);
  canvas.add(`<path d="${fireflies}" stroke="${palette.accentHot}" stroke-width="3" stroke-linecap="round"/>`);
  if (rng.chance(0.4)) paintRain(ctx, { count: rng.int(300, 420), slant: rng.range(-0.08, 0.08), opacity: 0.18 });
  return { focusX: templeX };
};

/** Rounded tree crowns along a ridge: overlapping circles read as a rainforest canopy. */
function canopy(rng: Rng, heights: readonly number[], baseY: number, crown: number): string {
  // Every sub-path winds clockwise so overlapping crowns merge instead of cancelling out.
  let d = `M-20 ${n(baseY)}H${WIDTH + 20}V${HEIGHT + 10}H-20Z`;
  for (let x = -20; x < WIDTH + 40; x += crown * rng.range(0.7, 1.2)) {
    const r = crown * rng.range(0.7, 1.3);
    const cy = ridgeAt(heights, baseY, x) - r * 0.3;
    d += `M${n(x - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 1 ${n(r * 2)} 0a${n(r)} ${n(r)} 0 1 1 ${n(-r * 2)} 0Z`;
    d += rectPath(x - r, cy, r * 2, baseY - cy + 2);
  }
  return d;
}

function paintTemple(ctx: SceneContext, x: number, base: number): void {
  const { canvas, palette, rng } = ctx;
  const tiers = rng.int(5, 7);
  const baseW = rng.range(300, 380);
  const tierH = rng.range(26, 34);
  let d = "";
  let top = base;
  for (let i = 0; i < tiers; i++) {
    const w = baseW * (1 - i * 0.12);
    top = base - (i + 1) * tierH;
    d += rectPath(x - w / 2, top, w, tierH + 1);
  }
  const shrineW = baseW * 0.26;
  const shrineH = tierH * 1.8;
  d += rectPath(x - shrineW / 2, top - shrineH, shrineW, shrineH) + rectPath(x - shrineW * 0.65, top - shrineH - 10, shrineW * 1.3, 10);
  const stairW = baseW * 0.16;
  canvas.add(`<path d="${d}" fill="${palette.layers[1]}"/>`);
  canvas.add(`<path d="M${n(x - stairW / 2)} ${n(base)}L${n(x - stairW * 0.35)} ${n(top)}H${n(x + stairW * 0.35)}L${n(x + stairW / 2)} ${n(base)}Z" fill="${palette.layers[2]}"/>`);
  let steps = "";
  for (let y = top + 6; y < base; y += 7) steps += `M${n(x - stairW / 2)} ${n(y)}h${n(stairW)}`;
  canvas.add(`<path d="${steps}" stroke="${palette.pale}" stroke-width="1" opacity="0.1"/>`);
  const doorW = shrineW * 0.32;
  canvas.add(`<path d="${rectPath(x - doorW / 2, top - shrineH * 0.75, doorW, shrineH * 0.75)}" fill="${palette.accentHot}"/>`);
  paintGlow(ctx, x, top - shrineH * 0.35, 150, palette.accent, 0.6);
  paintBeam(ctx, { x, y: top - shrineH * 0.4, angle: -90, spread: 14, length: 500, color: palette.accent, opacity: 0.14, startWidth: doorW });
}

/**
 * A palm frond: a drooping midrib with narrow leaflets swept back along both sides, longest mid-frond.
 * Built as filled slivers so one path can hold every frond in the scene.
 */
function frond(rng: Rng, x: number, y: number, angle: number, length: number): string {
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  // Gravity bends every frond downward on screen, whichever way it points.
  const droop = length * rng.range(0.25, 0.45);
  const at = (t: number): [number, number] => [x + dx * length * t, y + dy * length * t + droop * t * t];
  let d = "";
  const rib: Array<[number, number]> = [];
  const steps = 22;
  for (let i = 0; i <= steps; i++) rib.push(at(i / steps));
  d += `M${rib.map(([px, py]) => `${n(px)} ${n(py)}`).join("L")}`;
  d += `L${[...rib].reverse().map(([px, py]) => `${n(px + 3)} ${n(py + 3)}`).join("L")}Z`;
  for (let i = 2; i < steps; i++) {
    const t = i / steps;
    const [px, py] = rib[i];
    const [nx, ny] = rib[i + 1];
    const heading = Math.atan2(ny - py, nx - px);
    const leaflet = length * 0.32 * Math.sin(Math.PI * t) ** 0.7 + 8;
    for (const side of [-1, 1]) {
      const a = heading + side * rng.range(0.7, 1.0);
      const tipX = px + Math.cos(a) * leaflet;
      const tipY = py + Math.sin(a) * leaflet + leaflet * 0.35;
      const w = 4 + leaflet * 0.05;
      d += `M${n(px)} ${n(py)}Q${n((px + tipX) / 2 + side * w)} ${n((py + tipY) / 2 - w)} ${n(tipX)} ${n(tipY)}Q${n((px + tipX) / 2 - side * w * 0.3)} ${n((py + tipY) / 2 + w)} ${n(nx)} ${n(ny)}Z`;
    }
  }
  return d;
}
