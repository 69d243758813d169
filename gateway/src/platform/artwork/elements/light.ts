import type { SceneContext } from "../scene";
import { n, radialGradient, rectPath, userGradient } from "../svg";

export function paintGlow({ canvas }: SceneContext, x: number, y: number, r: number, color: string, opacity: number): void {
  const id = canvas.id("glow");
  canvas.def(radialGradient(id, [[0, color, opacity], [0.3, color, opacity * 0.45], [1, color, 0]]));
  canvas.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#${id})"/>`);
}

/** A cone of light from (x, y) pointing at angle degrees (0 = right, 90 = down), fading along its length. */
export function paintBeam(
  { canvas }: SceneContext,
  beam: { x: number; y: number; angle: number; spread: number; length: number; color: string; opacity: number; startWidth?: number },
): void {
  const rad = (beam.angle * Math.PI) / 180;
  const half = (beam.spread * Math.PI) / 360;
  const endX = beam.x + Math.cos(rad) * beam.length;
  const endY = beam.y + Math.sin(rad) * beam.length;
  const w0 = (beam.startWidth ?? 4) / 2;
  const far = beam.length / Math.cos(half);
  const px = -Math.sin(rad) * w0;
  const py = Math.cos(rad) * w0;
  const id = canvas.id("beam");
  canvas.def(
    userGradient(id, beam.x, beam.y, endX, endY, [
      [0, beam.color, beam.opacity],
      [0.5, beam.color, beam.opacity * 0.35],
      [1, beam.color, 0],
    ]),
  );
  const points = [
    [beam.x + px, beam.y + py],
    [beam.x + Math.cos(rad + half) * far, beam.y + Math.sin(rad + half) * far],
    [beam.x + Math.cos(rad - half) * far, beam.y + Math.sin(rad - half) * far],
    [beam.x - px, beam.y - py],
  ];
  canvas.add(`<path d="M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z" fill="url(#${id})"/>`);
}

export interface WindowRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Lights a share of the given windows: most lit ones a cold pale, a rare few in the accent, the rest dark glass.
 * Returns the accent-lit windows so a scene can add glows around them.
 */
export function paintWindows(
  { canvas, palette, rng }: SceneContext,
  windows: readonly WindowRect[],
  options: { lit: number; accent: number; dark?: string; paleOpacity?: number },
): WindowRect[] {
  let pale = "";
  let accent = "";
  let dark = "";
  const accentLit: WindowRect[] = [];
  for (const win of windows) {
    const path = rectPath(win.x, win.y, win.w, win.h);
    const roll = rng.next();
    if (roll < options.accent) {
      accent += path;
      accentLit.push(win);
    } else if (roll < options.lit) pale += path;
    else dark += path;
  }
  if (dark && options.dark) canvas.add(`<path d="${dark}" fill="${options.dark}"/>`);
  if (pale) canvas.add(`<path d="${pale}" fill="${palette.pale}" opacity="${options.paleOpacity ?? 0.55}"/>`);
  if (accent) canvas.add(`<path d="${accent}" fill="${palette.accent}"/>`);
  return accentLit;
}
