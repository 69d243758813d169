import { paintGlow, paintWindows, type WindowRect } from "../elements/light";
import { paintClouds, paintMoon, paintSky, paintStars, randomMoon } from "../elements/sky";
import { pinePath, ridgeAt, ridgeHeights, ridgePath } from "../elements/terrain";
import { paintFog, paintWeather } from "../elements/weather";
import type { Rng } from "../prng";
import { HEIGHT, WIDTH, type SceneBuilder, type SceneContext } from "../scene";
import { linearGradient, n, polyPath, rectPath } from "../svg";

/** A great moonlit peak over ranges drowning in cloud, a lodge on the ridge and its cable car hanging over the drop. */
export const mountain: SceneBuilder = (ctx) => {
  const { rng, palette, canvas } = ctx;
  const valley = rng.range(430, 480);
  paintSky(ctx, valley);
  paintStars(ctx, rng.int(80, 160), valley);
  const peakX = rng.range(300, 900);
  const moon = randomMoon(ctx, peakX < WIDTH / 2 ? { minX: 700, maxX: 1080, minY: 70, maxY: 180 } : { minX: 120, maxX: 500, minY: 70, maxY: 180 });
  paintMoon(ctx, moon);
  paintClouds(ctx, { count: rng.int(2, 4), minY: 80, maxY: 260, opacity: 0.5 });

  paintPeak(ctx, peakX, rng.range(120, 190), valley + 40, moon.x > peakX ? 1 : -1);
  paintFog(ctx, { y: valley + 20, height: 140, opacity: 0.26, patches: 6 });

  const mid = ridgeHeights(rng, { detail: 6, amplitude: 150, roughness: 0.6 });
  const midBase = valley + 110;
  canvas.add(`<path d="${ridgePath(mid, midBase)}" fill="${palette.layers[1]}"/>`);
  canvas.add(`<path d="${crest(mid, midBase)}" stroke="${palette.pale}" stroke-width="1.2" fill="none" opacity="0.25"/>`);
  paintFog(ctx, { y: midBase + 20, height: 130, opacity: 0.2, patches: 5 });

  const ridge = ridgeHeights(rng, { detail: 5, amplitude: 120, roughness: 0.55 });
  const ridgeBase = HEIGHT - rng.range(150, 200);
  const lodgeX = peakX < WIDTH / 2 ? rng.range(700, 1000) : rng.range(200, 500);
  const lodgeY = ridgeAt(ridge, ridgeBase, lodgeX) + 8;
  let trees = ridgePath(ridge, ridgeBase);
  for (let x = -20; x < WIDTH + 20; x += rng.range(14, 50)) {
    if (Math.abs(x - lodgeX) < 90 || rng.chance(0.3)) continue;
    const h = rng.range(50, 130);
    trees += pinePath(rng, x, ridgeAt(ridge, ridgeBase, x) + 6, h, h * 0.36);
  }
  canvas.add(`<path d="${trees}" fill="${palette.layers[3]}"/>`);
  paintLodge(ctx, lodgeX, lodgeY);
  paintCableCar(ctx, lodgeX, lodgeY);
  paintWeather(ctx, rng.pick(["clear", "snow", "snow", "fog"] as const));
  return { focusX: (peakX + lodgeX) / 2 };
};

/**
 * The hero peak: a jagged massif with a shoulder, its moon-facing flank lit and streaked with snow couloirs,
 * the far flank falling away in shadow.
 */
function paintPeak(ctx: SceneContext, x: number, summit: number, base: number, litSide: number): void {
  const { canvas, palette, rng } = ctx;
  const height = base - summit;
  const halfWidth = rng.range(420, 600);
  const shoulderX = x + rng.pick([-1, 1]) * halfWidth * rng.range(0.35, 0.55);
  const shoulder = height * rng.range(0.45, 0.65);
  const noise = ridgeHeights(rng, { detail: 7, amplitude: 70, roughness: 0.64 });
  const stepX = (WIDTH + 40) / (noise.length - 1);
  const outline: Array<[number, number]> = noise.map((jag, i) => {
    const px = -20 + i * stepX;
    const main = height * Math.max(0, 1 - Math.abs(px - x) / halfWidth) ** 1.15;
    const second = shoulder * Math.max(0, 1 - Math.abs(px - shoulderX) / (halfWidth * 0.5)) ** 1.2;
    const envelope = Math.max(main, second);
    return [px, base - envelope - jag * (envelope / height) * 0.8];
  });
  const summitIndex = outline.reduce((best, point, i) => (point[1] < outline[best][1] ? i : best), 0);
  const [topX, topY] = outline[summitIndex];
  canvas.add(`<path d="${polyPath([[-20, base + 40], ...outline, [WIDTH + 20, base + 40]])}" fill="${palette.layers[1]}"/>`);

  const flank = litSide > 0 ? outline.slice(summitIndex) : outline.slice(0, summitIndex + 1).reverse();
  const spur = ragged(rng, [topX, topY], [topX + litSide * halfWidth * 0.2, base + 40], 9, 16);
  const face = canvas.id("face");
  canvas.def(linearGradient(face, 0, 0, 0, 1, [[0, palette.pale, 0.5], [0.5, palette.pale, 0.16], [1, palette.pale, 0]]));
  canvas.add(`<path d="${polyPath([...spur, ...[...flank].reverse()])}" fill="url(#${face})"/>`);
  let couloirs = "";
  for (let i = 0; i < 9; i++) {
    const t = rng.range(0.05, 0.55);
    const sx = topX + litSide * halfWidth * t * rng.range(0.2, 0.9);
    const sy = topY + height * t * rng.range(0.9, 1.2);
    couloirs += `M${n(sx)} ${n(sy)}l${n(litSide * rng.range(4, 30))} ${n(rng.range(30, 110))}`;
  }
  canvas.add(`<path d="${couloirs}" stroke="${palette.pale}" stroke-width="2.5" stroke-linecap="round" opacity="0.2"/>`);
  canvas.add(`<path d="${polyPath(flank, false)}" stroke="${palette.pale}" stroke-width="1.5" fill="none" opacity="0.5"/>`);
}

/** A jagged line between two points, as a list of points including both ends. */
function ragged(rng: Rng, from: readonly [number, number], to: readonly [number, number], segments: number, jitter: number): Array<[number, number]> {
  const points: Array<[number, number]> = [[from[0], from[1]]];
  for (let i = 1; i < segments; i++) {
    const t = i / segments;
    points.push([from[0] + (to[0] - from[0]) * t + rng.range(-jitter, jitter), from[1] + (to[1] - from[1]) * t + rng.range(-jitter, jitter) * 0.5]);
  }
  points.push([to[0], to[1]]);
  return points;
}

function crest(heights: readonly number[], base: number): string {
  const stepX = (WIDTH + 40) / (heights.length - 1);
  return heights.map((h, i) => `${i === 0 ? "M" : "L"}${n(-20 + i * stepX)} ${n(base - h)}`).join("");
}

function paintLodge(ctx: SceneContext, x: number, ground: number): void {
  const { canvas, palette } = ctx;
  const w = 84;
  const h = 30;
  canvas.add(
    `<path d="${rectPath(x - w / 2, ground - h, w, h + 20)}M${n(x - w / 2 - 12)} ${n(ground - h + 4)}L${n(x)} ${n(ground - h - 36)}L${n(x + w / 2 + 12)} ${n(ground - h + 4)}Z${rectPath(x + 14, ground - h - 40, 9, 18)}" fill="${palette.layers[3]}"/>`,
  );
  const windows: WindowRect[] = [];
  for (let i = 0; i < 4; i++) windows.push({ x: x - w / 2 + 10 + i * 18, y: ground - h + 9, w: 9, h: 11 });
  paintWindows(ctx, windows, { lit: 0.75, accent: 0, paleOpacity: 0.7 });
  paintGlow(ctx, x, ground - h + 14, 90, palette.pale, 0.2);
}

/** The cable runs from the lodge down into the valley, its cabin halfway, lit in the accent. */
function paintCableCar(ctx: SceneContext, x: number, y: number): void {
  const { canvas, palette, rng } = ctx;
  const goesRight = x < WIDTH / 2;
  const startY = y - 30;
  const endX = goesRight ? WIDTH + 40 : -40;
  const endY = startY - rng.range(120, 220);
  const ctrlX = (x + endX) / 2;
  const ctrlY = (startY + endY) / 2 + rng.range(60, 110);
  canvas.add(`<path d="M${n(x)} ${n(startY)}Q${n(ctrlX)} ${n(ctrlY)} ${n(endX)} ${n(endY)}" stroke="${palette.ink}" stroke-width="2" fill="none"/>`);
  const t = rng.range(0.4, 0.7);
  const carX = (1 - t) ** 2 * x + 2 * (1 - t) * t * ctrlX + t * t * endX;
  const carY = (1 - t) ** 2 * startY + 2 * (1 - t) * t * ctrlY + t * t * endY;
  canvas.add(`<path d="${rectPath(carX - 1, carY, 2, 22)}${rectPath(carX - 22, carY + 22, 44, 32)}" fill="${palette.ink}"/>`);
  canvas.add(`<path d="${rectPath(carX - 17, carY + 28, 34, 11)}" fill="${palette.accent}"/>`);
  paintGlow(ctx, carX, carY + 34, 70, palette.accent, 0.55);
}
