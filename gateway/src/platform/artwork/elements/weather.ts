import { HEIGHT, WIDTH, type SceneContext } from "../scene";
import { linearGradient, n, n2, radialGradient } from "../svg";

/** A horizontal fog bank centred on y; patches keep it from looking like a ruled stripe. */
export function paintFog(
  { canvas, palette, rng }: SceneContext,
  options: { y: number; height: number; opacity: number; patches?: number },
): void {
  const band = canvas.id("fog");
  canvas.def(
    linearGradient(band, 0, 0, 0, 1, [
      [0, palette.fog, 0],
      [0.5, palette.fog, options.opacity],
      [1, palette.fog, 0],
    ]),
  );
  canvas.add(
    `<rect x="0" y="${n(options.y - options.height / 2)}" width="${WIDTH}" height="${n(options.height)}" fill="url(#${band})"/>`,
  );
  const patchCount = options.patches ?? 5;
  if (patchCount === 0) return;
  const patch = canvas.id("patch");
  canvas.def(radialGradient(patch, [[0, palette.fog, options.opacity * 0.9], [1, palette.fog, 0]]));
  let patches = "";
  for (let i = 0; i < patchCount; i++) {
    patches += `<ellipse cx="${n(rng.range(0, WIDTH))}" cy="${n(options.y + rng.range(-0.3, 0.3) * options.height)}" rx="${n(rng.range(150, 380))}" ry="${n(options.height * rng.range(0.25, 0.5))}"/>`;
  }
  canvas.add(`<g fill="url(#${patch})">${patches}</g>`);
}

/** Slanted streaks in two depths; the nearer ones are longer and brighter. */
export function paintRain({ canvas, palette, rng }: SceneContext, options: { count: number; slant: number; opacity: number }): void {
  for (const depth of [
    { share: 0.65, length: [18, 34], width: 0.8, alpha: 0.5 },
    { share: 0.35, length: [40, 75], width: 1.3, alpha: 1 },
  ] as const) {
    let d = "";
    for (let i = 0; i < Math.round(options.count * depth.share); i++) {
      const x = rng.range(-80, WIDTH + 40);
      const y = rng.range(-40, HEIGHT);
      const length = rng.range(depth.length[0], depth.length[1]);
      d += `M${n(x)} ${n(y)}l${n(length * options.slant)} ${n(length)}`;
    }
    canvas.add(
      `<path d="${d}" stroke="${palette.pale}" stroke-width="${depth.width}" stroke-linecap="round" opacity="${n2(options.opacity * depth.alpha)}"/>`,
    );
  }
}

/** Falling snow: small distant flakes and a few large out-of-focus ones near the lens. */
export function paintSnow({ canvas, palette, rng }: SceneContext, options: { count: number; opacity: number }): void {
  for (const depth of [
    { share: 0.6, width: 2, alpha: 0.55 },
    { share: 0.3, width: 3.6, alpha: 0.75 },
    { share: 0.1, width: 7, alpha: 0.45 },
  ] as const) {
    let d = "";
    for (let i = 0; i < Math.round(options.count * depth.share); i++) {
      d += `M${n(rng.range(0, WIDTH))} ${n(rng.range(0, HEIGHT))}h0`;
    }
    canvas.add(
      `<path d="${d}" stroke="${palette.pale}" stroke-width="${depth.width}" stroke-linecap="round" opacity="${n2(options.opacity * depth.alpha)}"/>`,
    );
  }
}

export type Weather = "clear" | "rain" | "fog" | "snow";

export function paintWeather(ctx: SceneContext, weather: Weather): void {
  if (weather === "rain") paintRain(ctx, { count: ctx.rng.int(260, 420), slant: ctx.rng.range(-0.25, 0.1), opacity: 0.22 });
  if (weather === "snow") paintSnow(ctx, { count: ctx.rng.int(220, 380), opacity: 0.8 });
  if (weather === "fog") paintFog(ctx, { y: HEIGHT * 0.62, height: 420, opacity: 0.16, patches: 6 });
}
