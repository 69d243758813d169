import { HEIGHT, WIDTH, type SceneContext } from "../scene";
import { linearGradient, n, n2, radialGradient } from "../svg";

/** The backdrop: near-black zenith falling to a hazy, faintly accent-tinted horizon at horizonY. */
export function paintSky({ canvas, palette }: SceneContext, horizonY: number): void {
  const id = canvas.id("sky");
  const h = horizonY / HEIGHT;
  canvas.def(
    linearGradient(id, 0, 0, 0, 1, [
      [0, palette.skyTop],
      [h * 0.55, palette.skyMid],
      [h, palette.skyHorizon],
      [1, palette.skyMid],
    ]),
  );
  canvas.add(`<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id})"/>`);
}

/** Round-capped zero-length strokes draw dots; one path holds a whole star field. */
export function paintStars({ canvas, palette, rng }: SceneContext, count: number, maxY: number): void {
  const sizes = [
    { width: 1.1, opacity: 0.35, share: 0.7 },
    { width: 1.8, opacity: 0.55, share: 0.25 },
    { width: 2.6, opacity: 0.8, share: 0.05 },
  ];
  for (const size of sizes) {
    let d = "";
    const total = Math.round(count * size.share);
    for (let i = 0; i < total; i++) {
      // Squaring the height draw thins the stars toward the hazy horizon.
      d += `M${n(rng.range(0, WIDTH))} ${n(rng.next() ** 1.6 * maxY)}h0`;
    }
    if (d) {
      canvas.add(
        `<path d="${d}" stroke="${palette.pale}" stroke-width="${size.width}" stroke-linecap="round" opacity="${size.opacity}"/>`,
      );
    }
  }
}

export interface MoonOptions {
  x: number;
  y: number;
  r: number;
  /** 0 is a thin crescent, 1 is full. */
  fullness: number;
  haloOpacity?: number;
}

export function paintMoon({ canvas, palette, rng }: SceneContext, moon: MoonOptions): void {
  const { x, y, r } = moon;
  const halo = canvas.id("halo");
  canvas.def(
    radialGradient(halo, [
      [0, palette.moon, moon.haloOpacity ?? 0.32],
      [0.25, palette.moon, (moon.haloOpacity ?? 0.32) * 0.35],
      [1, palette.moon, 0],
    ]),
  );
  canvas.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 7)}" fill="url(#${halo})"/>`);
  // Earthshine: the unlit side stays faintly visible, which reads as a real moon rather than a cut-out.
  canvas.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${palette.layers[0]}" opacity="0.55"/>`);

  const disc = canvas.id("disc");
  canvas.def(radialGradient(disc, [[0, palette.moon], [0.8, palette.moon], [1, palette.pale]], 0.42, 0.4, 0.62));
  let craters = "";
  for (let i = 0; i < 5; i++) {
    const angle = rng.range(0, Math.PI * 2);
    const dist = rng.range(0, r * 0.6);
    craters += `<circle cx="${n(x + Math.cos(angle) * dist)}" cy="${n(y + Math.sin(angle) * dist)}" r="${n(rng.range(r * 0.08, r * 0.24))}"/>`;
  }
  const lit = `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#${disc})"/><g fill="${palette.pale}" opacity="0.35">${craters}</g>`;
  if (moon.fullness >= 0.95) {
    canvas.add(lit);
    return;
  }
  const mask = canvas.id("phase");
  const side = rng.chance(0.5) ? 1 : -1;
  const offset = side * r * (0.35 + moon.fullness * 1.5);
  canvas.def(
    `<mask id="${mask}"><circle cx="${n(x)}" cy="${n(y)}" r="${n(r + 1)}" fill="#fff"/><circle cx="${n(x + offset)}" cy="${n(y - r * 0.08)}" r="${n(r * 1.04)}" fill="#000"/></mask>`,
  );
  canvas.add(`<g mask="url(#${mask})">${lit}</g>`);
}

/**
 * Soft cloud banks built from radial-gradient ellipses: no blur filter, so they cost almost nothing to rasterise.
 * Each bank has a dark body and a moonlit upper rim.
 */
export function paintClouds(
  { canvas, palette, rng }: SceneContext,
  options: { count: number; minY: number; maxY: number; opacity: number },
): void {
  const body = canvas.id("cloud");
  const rim = canvas.id("rim");
  canvas.def(radialGradient(body, [[0, palette.layers[1], 1], [0.6, palette.layers[1], 0.7], [1, palette.layers[1], 0]]));
  canvas.def(radialGradient(rim, [[0, palette.pale, 0.5], [1, palette.pale, 0]]));
  let rims = "";
  let bodies = "";
  for (let i = 0; i < options.count; i++) {
    const cx = rng.range(-100, WIDTH + 100);
    const cy = rng.range(options.minY, options.maxY);
    const rx = rng.range(160, 420);
    const ry = rng.range(18, 55);
    rims += `<ellipse cx="${n(cx + rng.range(-30, 30))}" cy="${n(cy - ry * 0.45)}" rx="${n(rx * 0.8)}" ry="${n(ry * 0.55)}"/>`;
    bodies += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"/>`;
  }
  canvas.add(`<g fill="url(#${rim})" opacity="${n2(options.opacity * 0.5)}">${rims}</g>`);
  canvas.add(`<g fill="url(#${body})" opacity="${n2(options.opacity)}">${bodies}</g>`);
}

/** The moon placement most outdoor scenes share: size, phase and position all vary per story. */
export function randomMoon(ctx: SceneContext, area: { minX: number; maxX: number; minY: number; maxY: number }): MoonOptions {
  const { rng } = ctx;
  return {
    x: rng.range(area.minX, area.maxX),
    y: rng.range(area.minY, area.maxY),
    r: rng.range(26, 62),
    fullness: rng.chance(0.4) ? 1 : rng.range(0.15, 0.9),
  };
}
