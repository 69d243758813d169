import type { SceneContext } from "../scene";
import { HEIGHT, WIDTH } from "../scene";
import { linearGradient, n, userGradient } from "../svg";

/** Dark water from the horizon down, with faint swell lines that crowd together toward the horizon. */
export function paintWater({ canvas, palette, rng }: SceneContext, horizonY: number, swell = 90): void {
  const id = canvas.id("water");
  canvas.def(
    linearGradient(id, 0, 0, 0, 1, [
      [0, palette.skyHorizon],
      [0.12, palette.layers[1]],
      [1, palette.ink],
    ]),
  );
  canvas.add(`<rect x="0" y="${n(horizonY)}" width="${WIDTH}" height="${n(HEIGHT - horizonY)}" fill="url(#${id})"/>`);
  let d = "";
  for (let i = 0; i < swell; i++) {
    const t = rng.next();
    const y = horizonY + 3 + t ** 2 * (HEIGHT - horizonY);
    const length = 20 + t * rng.range(40, 160);
    d += `M${n(rng.range(-50, WIDTH))} ${n(y)}h${n(length)}`;
  }
  canvas.add(`<path d="${d}" stroke="${palette.pale}" stroke-width="1.2" opacity="0.09"/>`);
}

/**
 * A light's broken reflection: rows of shimmering dashes below (x, surfaceY), spreading and fading with distance.
 */
export function paintReflection(
  { canvas, rng }: SceneContext,
  options: { x: number; surfaceY: number; length: number; width: number; color: string; opacity: number },
): void {
  let d = "";
  const rows = Math.max(8, Math.round(options.length / 9));
  for (let i = 0; i < rows; i++) {
    const t = i / rows;
    const y = options.surfaceY + 2 + t ** 1.3 * options.length;
    const spread = options.width * (0.5 + t * 1.1);
    const dashes = rng.int(1, 3);
    for (let j = 0; j < dashes; j++) {
      const w = spread * rng.range(0.08, 0.45);
      d += `M${n(options.x + rng.range(-0.5, 0.5) * spread - w / 2)} ${n(y)}h${n(w)}`;
    }
  }
  const fade = canvas.id("refl");
  canvas.def(
    userGradient(fade, 0, options.surfaceY, 0, options.surfaceY + options.length, [
      [0, options.color, options.opacity],
      [1, options.color, options.opacity * 0.15],
    ]),
  );
  canvas.add(`<path d="${d}" stroke="url(#${fade})" stroke-width="${n(Math.max(1.4, options.length / 110))}" stroke-linecap="round"/>`);
}
