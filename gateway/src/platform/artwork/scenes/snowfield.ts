import { paintGlow } from "../elements/light";
import { paintMoon, paintSky, paintStars, randomMoon } from "../elements/sky";
import { bareTreeStrokes, pinePath, ridgeAt, ridgeHeights, ridgePath, strokeTree } from "../elements/terrain";
import { paintFog, paintSnow } from "../elements/weather";
import { HEIGHT, WIDTH, type SceneBuilder, type SceneContext } from "../scene";
import { linearGradient, n, radialGradient, rectPath } from "../svg";

/** A frozen plain: moonlit snow brighter than the sky, a treeline, telegraph poles and a trail of footprints. */
export const snowfield: SceneBuilder = (ctx) => {
  const { rng, palette, canvas } = ctx;
  const horizon = rng.range(480, 560);
  paintSky(ctx, horizon);
  if (rng.chance(0.35)) paintAurora(ctx, horizon);
  paintStars(ctx, rng.int(60, 150), horizon * 0.85);
  paintMoon(ctx, randomMoon(ctx, { minX: 120, maxX: 1080, minY: 80, maxY: 230 }));

  const treeline = ridgeHeights(rng, { detail: 4, amplitude: 12, roughness: 0.5 });
  let pines = "";
  for (let x = -10; x < WIDTH + 10; x += rng.range(5, 14)) {
    if (rng.chance(0.25)) x += rng.range(30, 160);
    const h = rng.range(18, 46);
    pines += pinePath(rng, x, ridgeAt(treeline, horizon, x) + 2, h, h * 0.4);
  }
  canvas.add(`<path d="${pines}" fill="${palette.layers[0]}"/>`);

  // Snow catches the moon: the ground is lighter than the sky, the one inversion in the whole set.
  const snow = canvas.id("snow");
  canvas.def(linearGradient(snow, 0, 0, 0, 1, [[0, palette.fog, 0.7], [0.45, palette.fog, 0.38], [1, palette.layers[0], 1]]));
  const drifts = ridgeHeights(rng, { detail: 4, amplitude: 10, roughness: 0.5 });
  canvas.add(`<path d="${ridgePath(drifts, horizon + 4)}" fill="${palette.layers[1]}"/><path d="${ridgePath(drifts, horizon + 4)}" fill="url(#${snow})"/>`);
  const drift = canvas.id("drift");
  canvas.def(radialGradient(drift, [[0, palette.pale, 0.16], [1, palette.pale, 0]]));
  let highlights = "";
  for (let i = 0; i < 6; i++) highlights += `<ellipse cx="${n(rng.range(0, WIDTH))}" cy="${n(rng.range(horizon + 40, HEIGHT))}" rx="${n(rng.range(150, 400))}" ry="${n(rng.range(12, 40))}"/>`;
  canvas.add(`<g fill="url(#${drift})">${highlights}</g>`);
  paintFog(ctx, { y: horizon, height: 70, opacity: 0.2, patches: 3 });

  // Telegraph poles crossing the plain on a diagonal.
  const fromLeft = rng.chance(0.5);
  let poles = "";
  let wires = "";
  let previous: [number, number] | undefined;
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    const depth = 0.15 + t ** 1.8 * 0.85;
    const x = fromLeft ? 700 - t * 900 + rng.range(-10, 10) : 500 + t * 900;
    const base = horizon + 6 + depth * (HEIGHT - horizon);
    const h = 30 + depth * 330;
    poles += rectPath(x - 1 - depth * 3, base - h, 2 + depth * 6, h) + rectPath(x - 4 - depth * 30, base - h + depth * 12, 8 + depth * 60, 1.5 + depth * 4);
    const top: [number, number] = [x, base - h + depth * 14];
    if (previous) wires += `M${n(previous[0])} ${n(previous[1])}Q${n((previous[0] + top[0]) / 2)} ${n((previous[1] + top[1]) / 2 + 8 + depth * 30)} ${n(top[0])} ${n(top[1])}`;
    previous = top;
  }
  canvas.add(`<path d="${poles}" fill="${palette.ink}"/><path d="${wires}" stroke="${palette.ink}" stroke-width="1.5" fill="none"/>`);

  // The destination of the footprints: a cabin or a car that ran off the road, either way showing the accent.
  const targetX = rng.range(320, 880);
  const targetY = horizon + rng.range(40, 90);
  const scale = 0.5 + (targetY - horizon) / 200;
  if (rng.chance(0.5)) paintCar(ctx, targetX, targetY, scale);
  else paintCabin(ctx, targetX, targetY, scale);
  paintFootprints(ctx, targetX, targetY);

  const tree = bareTreeStrokes(rng, rng.chance(0.5) ? rng.range(40, 260) : rng.range(940, 1160), HEIGHT - rng.range(30, 80), rng.range(280, 420), 5);
  canvas.add(strokeTree(tree, palette.ink, 10));
  paintSnow(ctx, { count: rng.int(180, 360), opacity: 0.75 });
  return { focusX: targetX };
};

function paintAurora({ canvas, palette, rng }: SceneContext, horizon: number): void {
  const id = canvas.id("aurora");
  canvas.def(linearGradient(id, 0, 0, 0, 1, [[0, palette.accent, 0], [0.7, palette.accent, 0.16], [1, palette.accent, 0]]));
  let d = "";
  const y = horizon - rng.range(220, 320);
  for (let i = 0; i < 3; i++) {
    const y0 = y + i * 30;
    d += `M-20 ${n(y0)}C${n(rng.range(200, 400))} ${n(y0 - rng.range(60, 140))} ${n(rng.range(700, 900))} ${n(y0 + rng.range(40, 120))} 1220 ${n(y0 - rng.range(0, 80))}v${n(rng.range(120, 180))}C900 ${n(y0 + 200)} 400 ${n(y0 + 60)} -20 ${n(y0 + 160)}Z`;
  }
  canvas.add(`<path d="${d}" fill="url(#${id})"/>`);
}

function paintCar(ctx: SceneContext, x: number, ground: number, scale: number): void {
  const { canvas, palette } = ctx;
  const w = 130 * scale;
  const h = 34 * scale;
  const body = `M${n(x - w / 2)} ${n(ground)}V${n(ground - h)}L${n(x - w * 0.25)} ${n(ground - h)}L${n(x - w * 0.12)} ${n(ground - h * 1.9)}L${n(x + w * 0.22)} ${n(ground - h * 1.9)}L${n(x + w * 0.34)} ${n(ground - h)}L${n(x + w / 2)} ${n(ground - h * 0.9)}V${n(ground)}Z`;
  canvas.add(`<path d="${body}" fill="${palette.ink}" transform="rotate(-6 ${n(x)} ${n(ground)})"/>`);
  const tail = x - w / 2 + 4 * scale;
  const tailY = ground - h * 0.7;
  canvas.add(`<path d="${rectPath(tail - 3 * scale, tailY, 6 * scale, 7 * scale)}" fill="${palette.accentHot}"/>`);
  paintGlow(ctx, tail, tailY, 90 * scale, palette.accent, 0.7);
  const spill = canvas.id("spill");
  canvas.def(radialGradient(spill, [[0, palette.accent, 0.35], [1, palette.accent, 0]]));
  canvas.add(`<ellipse cx="${n(tail - 40 * scale)}" cy="${n(ground + 4)}" rx="${n(140 * scale)}" ry="${n(16 * scale)}" fill="url(#${spill})"/>`);
}

function paintCabin(ctx: SceneContext, x: number, ground: number, scale: number): void {
  const { canvas, palette } = ctx;
  const w = 100 * scale;
  const h = 44 * scale;
  canvas.add(
    `<path d="${rectPath(x - w / 2, ground - h, w, h)}M${n(x - w / 2 - 10 * scale)} ${n(ground - h)}L${n(x)} ${n(ground - h - 40 * scale)}L${n(x + w / 2 + 10 * scale)} ${n(ground - h)}Z${rectPath(x + w * 0.2, ground - h - 44 * scale, 10 * scale, 26 * scale)}" fill="${palette.ink}"/>`,
  );
  canvas.add(`<path d="M${n(x - w / 2 - 10 * scale)} ${n(ground - h)}L${n(x)} ${n(ground - h - 40 * scale)}L${n(x + w / 2 + 10 * scale)} ${n(ground - h)}" stroke="${palette.pale}" stroke-width="${n(3 * scale)}" fill="none" opacity="0.5"/>`);
  canvas.add(`<path d="${rectPath(x - w * 0.3, ground - h * 0.7, 14 * scale, 16 * scale)}" fill="${palette.accent}"/>`);
  paintGlow(ctx, x - w * 0.3 + 7 * scale, ground - h * 0.7 + 8 * scale, 90 * scale, palette.accent, 0.6);
}

/** Paired prints winding from the bottom edge to the target, shrinking with distance. */
function paintFootprints({ canvas, palette, rng }: SceneContext, x: number, y: number): void {
  let d = "";
  const startX = x + rng.range(-260, 260);
  const wobble = rng.range(30, 90);
  for (let i = 0; i < 26; i++) {
    const t = i / 25;
    const px = startX + (x - startX) * t + Math.sin(t * Math.PI * 2) * wobble * (1 - t);
    const py = HEIGHT + 10 - (HEIGHT + 10 - y - 6) * t ** 0.7;
    const size = 9 * (1 - t * 0.8);
    const offset = (i % 2 === 0 ? -1 : 1) * size * 0.8;
    d += `M${n(px + offset)} ${n(py)}h${n(size * 0.3)}`;
  }
  canvas.add(`<path d="${d}" stroke="${palette.ink}" stroke-width="5" stroke-linecap="round" opacity="0.55"/>`);
}
