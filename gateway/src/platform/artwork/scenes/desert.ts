import { paintGlow } from "../elements/light";
import { paintMoon, paintSky, paintStars } from "../elements/sky";
import { ridgeHeights, ridgePath } from "../elements/terrain";
import { paintFog } from "../elements/weather";
import type { Rng } from "../prng";
import { HEIGHT, WIDTH, type SceneBuilder, type SceneContext } from "../scene";
import { linearGradient, n, polyPath, radialGradient, rectPath } from "../svg";

/** Mesas under a huge moon, a lonely highway and a roadside neon sign buzzing in the accent colour. */
export const desert: SceneBuilder = (ctx) => {
  const { rng, palette, canvas } = ctx;
  const horizon = rng.range(470, 520);
  paintSky(ctx, horizon);
  paintMilkyWay(ctx);
  paintStars(ctx, rng.int(160, 260), horizon);
  const moonX = rng.range(150, 1050);
  paintMoon(ctx, { x: moonX, y: horizon - rng.range(90, 170), r: rng.range(60, 95), fullness: rng.chance(0.5) ? 1 : rng.range(0.6, 0.9), haloOpacity: 0.3 });

  // Flat-topped mesas and narrow buttes along the horizon, two depths.
  for (const [depth, fill] of [[0.6, palette.layers[0]], [1, palette.layers[1]]] as const) {
    let mesas = "";
    for (let i = 0; i < rng.int(1, 3); i++) mesas += mesa(rng, rng.range(-100, WIDTH), horizon + 2, depth);
    canvas.add(`<path d="${mesas}" fill="${fill}"/>`);
  }
  paintFog(ctx, { y: horizon, height: 50, opacity: 0.18, patches: 0 });

  const dunes = ridgeHeights(rng, { detail: 4, amplitude: 16, roughness: 0.45 });
  const groundFill = canvas.id("sand");
  canvas.def(linearGradient(groundFill, 0, 0, 0, 1, [[0, palette.layers[1]], [0.3, palette.layers[2]], [1, palette.layers[3]]]));
  canvas.add(`<path d="${ridgePath(dunes, horizon + 8)}" fill="url(#${groundFill})"/>`);

  // The highway runs to a vanishing point on the horizon.
  const vanishX = rng.range(350, 850);
  const roadBottomL = vanishX - rng.range(380, 520);
  const roadBottomR = vanishX + rng.range(380, 520);
    // Wet asphalt catches the sky, so the road reads lighter than the desert floor around it.
  const asphalt = canvas.id("road");
  canvas.def(linearGradient(asphalt, 0, 0, 0, 1, [[0, palette.skyHorizon], [0.35, palette.layers[1]], [1, palette.layers[2]]]));
  canvas.add(`<path d="${polyPath([[vanishX - 3, horizon + 6], [vanishX + 3, horizon + 6], [roadBottomR, HEIGHT], [roadBottomL, HEIGHT]])}" fill="url(#${asphalt})"/>`);
  canvas.add(`<path d="M${n(vanishX - 3)} ${n(horizon + 6)}L${n(roadBottomL)} ${HEIGHT}M${n(vanishX + 3)} ${n(horizon + 6)}L${n(roadBottomR)} ${HEIGHT}" stroke="${palette.pale}" stroke-width="2" opacity="0.3"/>`);
  let dashes = "";
  for (let i = 0; i < 14; i++) {
    const t0 = (i / 14) ** 2;
    const t1 = ((i + 0.45) / 14) ** 2;
    const midBottom = (roadBottomL + roadBottomR) / 2;
    dashes += `M${n(vanishX + (midBottom - vanishX) * t0)} ${n(horizon + 6 + (HEIGHT - horizon - 6) * t0)}L${n(vanishX + (midBottom - vanishX) * t1)} ${n(horizon + 6 + (HEIGHT - horizon - 6) * t1)}`;
  }
  canvas.add(`<path d="${dashes}" stroke="${palette.pale}" stroke-width="3" opacity="0.35"/>`);

  // Telegraph poles marching beside the road, wires sagging between them.
  const side = rng.chance(0.5) ? -1 : 1;
  const poleBottom = side < 0 ? roadBottomL - 120 : roadBottomR + 120;
  let poles = "";
  let wire = "";
  let previous: [number, number] | undefined;
  for (let i = 1; i <= 7; i++) {
    const t = (i / 7) ** 2.2;
    const x = vanishX + (poleBottom - vanishX) * t;
    const base = horizon + 6 + (HEIGHT + 60 - horizon) * t;
    const h = 16 + 380 * t;
    poles += rectPath(x - 1 - 4 * t, base - h, 2 + 8 * t, h) + rectPath(x - 6 - 40 * t, base - h + 8 * t, 12 + 80 * t, 2 + 6 * t);
    const top: [number, number] = [x, base - h + 10 * t];
    if (previous) wire += `M${n(previous[0])} ${n(previous[1])}Q${n((previous[0] + top[0]) / 2)} ${n((previous[1] + top[1]) / 2 + 6 + 30 * t)} ${n(top[0])} ${n(top[1])}`;
    previous = top;
  }
  canvas.add(`<path d="${poles}" fill="${palette.ink}"/><path d="${wire}" stroke="${palette.ink}" stroke-width="1.5" fill="none"/>`);

  const signX = Math.min(Math.max(side < 0 ? rng.range(vanishX + 180, vanishX + 380) : rng.range(vanishX - 380, vanishX - 180), 140), WIDTH - 140);
  paintSign(ctx, signX, horizon + 40);

  // Saguaros in the foreground.
  let cacti = "";
  for (let i = 0; i < rng.int(1, 3); i++) {
    const x = rng.chance(0.5) ? rng.range(40, 300) : rng.range(900, 1160);
    cacti += saguaro(x, HEIGHT - rng.range(20, 60), rng.range(160, 280), rng.chance(0.5));
  }
  canvas.add(`<path d="${cacti}" fill="${palette.ink}"/>`);
  return { focusX: (vanishX + signX) / 2 };
};

/** Eroded caprock over a talus slope: a jittered flat top, a sheer cliff band, then a spreading skirt. */
function mesa(rng: Rng, x: number, base: number, depth: number): string {
  const butte = rng.chance(0.35);
  const w = (butte ? rng.range(50, 110) : rng.range(180, 420)) * depth;
  const h = (butte ? rng.range(110, 170) : rng.range(60, 130)) * depth;
  const top = base - h;
  const cliff = h * rng.range(0.3, 0.5);
  const skirt = rng.range(40, 90) * depth;
  const points: Array<readonly [number, number]> = [[x - skirt, base]];
  points.push([x - skirt * 0.35, top + cliff + rng.range(-6, 6)], [x + rng.range(-4, 4), top + cliff * 0.9], [x + 2, top]);
  const steps = Math.max(2, Math.round(w / 30));
  for (let i = 1; i < steps; i++) points.push([x + (w * i) / steps, top + rng.range(-3, 3) + (rng.chance(0.15) ? rng.range(4, 12) : 0)]);
  points.push([x + w - 2, top], [x + w + rng.range(-4, 4), top + cliff * 0.9], [x + w + skirt * 0.3, top + cliff + rng.range(-6, 6)], [x + w + skirt * 1.2, base]);
  return polyPath(points);
}

function paintMilkyWay({ canvas, palette, rng }: SceneContext): void {
  const id = canvas.id("galaxy");
  canvas.def(radialGradient(id, [[0, palette.pale, 0.12], [0.5, palette.pale, 0.05], [1, palette.pale, 0]]));
  const angle = rng.range(-35, 35);
  canvas.add(`<ellipse cx="${n(WIDTH / 2 + rng.range(-200, 200))}" cy="260" rx="900" ry="${n(rng.range(60, 110))}" fill="url(#${id})" transform="rotate(${n(angle)} 600 260)"/>`);
}

/** A motel sign on a tall pole: a neon-outlined board and an arrow, no lettering so thumbnails stay text-free. */
function paintSign(ctx: SceneContext, x: number, groundY: number): void {
  const { canvas, palette, rng } = ctx;
  const h = rng.range(170, 230);
  const boardW = rng.range(90, 130);
  const boardH = boardW * 0.55;
  const top = groundY - h;
  canvas.add(`<path d="${rectPath(x - 3, top, 6, h)}${rectPath(x - boardW / 2, top - boardH, boardW, boardH)}" fill="${palette.ink}"/>`);
  paintGlow(ctx, x, top - boardH / 2, boardW * 1.6, palette.accent, 0.55);
  const inset = 7;
  const arrow = `M${n(x - boardW / 2 - 20)} ${n(top + 26)}h${n(boardW * 0.7)}l-12 -12M${n(x - boardW / 2 - 20 + boardW * 0.7)} ${n(top + 26)}l-12 12`;
  canvas.add(
    `<path d="${rectPath(x - boardW / 2 + inset, top - boardH + inset, boardW - inset * 2, boardH - inset * 2)}${arrow}" fill="none" stroke="${palette.accentHot}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
  let bars = "";
  for (let i = 0; i < 3; i++) bars += `M${n(x - boardW / 2 + 18)} ${n(top - boardH + 16 + i * (boardH - 30) / 2)}h${n(boardW - 36 - i * 12)}`;
  canvas.add(`<path d="${bars}" stroke="${palette.accent}" stroke-width="4" stroke-linecap="round"/>`);
  paintGlow(ctx, x, groundY, 160, palette.accent, 0.25);
}

function saguaro(x: number, base: number, h: number, mirrored: boolean): string {
  const w = h * 0.11;
  const s = mirrored ? -1 : 1;
  const arm = (y: number, reach: number, up: number) => {
    const ax = x + s * (w / 2);
    return `M${n(ax)} ${n(y)}h${n(s * reach)}q${n(s * w * 0.5)} 0 ${n(s * w * 0.5)} ${n(-w * 0.5)}v${n(-up)}a${n(w * 0.4)} ${n(w * 0.4)} 0 0 0 ${n(-s * w * 0.8)} 0v${n(up - w * 0.3)}h${n(-s * (reach - w * 0.3))}Z`;
  };
  return (
    `M${n(x - w / 2)} ${n(base)}V${n(base - h + w / 2)}a${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(w)} 0V${n(base)}Z` +
    arm(base - h * 0.45, w * 1.2, h * 0.28) +
    `M${n(x - s * w / 2)} ${n(base - h * 0.6)}h${n(-s * w)}q${n(-s * w * 0.5)} 0 ${n(-s * w * 0.5)} ${n(-w * 0.5)}v${n(-h * 0.18)}a${n(w * 0.4)} ${n(w * 0.4)} 0 0 1 ${n(s * w * 0.8)} 0v${n(h * 0.18 - w * 0.3)}h${n(s * w * 0.7)}Z`
  );
}
