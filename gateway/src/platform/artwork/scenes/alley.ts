import { figure } from "../elements/figure";
import { paintGlow } from "../elements/light";
import { createProjector, type Projector } from "../elements/perspective";
import { paintReflection } from "../elements/water";
import { paintFog, paintRain } from "../elements/weather";
import { HEIGHT, WIDTH, type SceneBuilder, type SceneContext } from "../scene";
import { linearGradient, n, radialGradient, rectPath } from "../svg";

interface Alley {
  view: Projector;
  halfWidth: number;
  ground: number;
  roof: number;
  near: number;
  back: number;
}

/**
 * A wet back alley in one-point perspective: brick walls closing in, a fire escape, a blade sign in the accent,
 * and a figure waiting in the fog where the alley opens onto the street.
 */
export const alley: SceneBuilder = (ctx) => {
  const { rng, palette, canvas } = ctx;
  const vx = rng.range(500, 700);
  const vy = rng.range(380, 430);
  const scene: Alley = {
    view: createProjector(vx, vy, 620),
    halfWidth: rng.range(2.4, 3.2),
    ground: 2,
    roof: -rng.range(10, 14),
    near: 0.9,
    back: rng.range(20, 26),
  };
  const { view, halfWidth, ground, roof, near, back } = scene;

  const sky = canvas.id("gap");
  canvas.def(linearGradient(sky, 0, 0, 0, 1, [[0, palette.skyTop], [1, palette.skyHorizon]]));
  canvas.add(`<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${sky})"/>`);

  // The street beyond the alley mouth: fog lit by a street lamp out of sight.
  const [ml, mt] = view.point(-halfWidth, roof, back);
  const [mr, mb] = view.point(halfWidth, ground, back);
  const mouth = canvas.id("mouth");
  canvas.def(radialGradient(mouth, [[0, palette.moon, 0.9], [0.45, palette.fog, 0.55], [1, palette.fog, 0.12]], 0.5, 0.85, 0.75));
  canvas.add(`<path d="${rectPath(ml, mt, mr - ml, mb - mt)}" fill="url(#${mouth})"/>`);
  const [lampX] = view.point(rng.pick([-0.7, 0.7]) * halfWidth, 0, back + 2);
  const [, lampTop] = view.point(0, ground - 4.5, back + 2);
  canvas.add(`<path d="${rectPath(lampX - 1.5, lampTop, 3, mb - lampTop)}${rectPath(lampX - 8, lampTop - 3, 16, 5)}" fill="${palette.layers[1]}"/>`);
  paintGlow(ctx, lampX, lampTop, 70, palette.moon, 0.6);

  const groundFill = canvas.id("ground");
  canvas.def(linearGradient(groundFill, 0, 0, 0, 1, [[0, palette.layers[0]], [0.25, palette.layers[2]], [1, palette.ink]]));
  canvas.add(`<path d="${view.quad([[-halfWidth, ground, back], [halfWidth, ground, back], [halfWidth, ground, near], [-halfWidth, ground, near]])}" fill="url(#${groundFill})"/>`);
  paintReflection(ctx, { x: vx, surfaceY: mb, length: HEIGHT - mb, width: mr - ml, color: palette.pale, opacity: 0.18 });

  const wallFill = canvas.id("wall");
  canvas.def(linearGradient(wallFill, 0, 0, 0, 1, [[0, palette.ink], [0.55, palette.layers[2]], [1, palette.layers[3]]]));
  for (const side of [-1, 1]) {
    const x = side * halfWidth;
    canvas.add(`<path d="${view.quad([[x, roof, back], [x, roof, near], [x, ground, near], [x, ground, back]])}" fill="url(#${wallFill})"/>`);
    paintBrickCourses(ctx, scene, x);
    paintWallWindows(ctx, scene, x);
  }
  const escapeSide = rng.pick([-1, 1]);
  paintFireEscape(ctx, scene, escapeSide * halfWidth);
  const signZ = rng.range(7, 11);
  paintBladeSign(ctx, scene, -escapeSide * halfWidth, signZ);

  const [fx, fy] = view.point(rng.range(-0.4, 0.4) * halfWidth, ground, back - 1.5);
  canvas.add(figure(fx, fy, (620 * 1.85) / (back - 1.5), palette.ink, rng.chance(0.5)));
  paintFog(ctx, { y: mb - 10, height: 130, opacity: 0.22, patches: 3 });

  // Bins and crates against the near walls.
  let clutter = "";
  for (const side of [-1, 1]) {
    const z = rng.range(2.2, 4);
    const x = side * (halfWidth - 0.5);
    clutter += view.quad([[x - 0.45, ground - 1.1, z], [x + 0.45, ground - 1.1, z], [x + 0.45, ground, z], [x - 0.45, ground, z]]);
    clutter += view.quad([[x - 0.55, ground - 1.25, z], [x + 0.55, ground - 1.25, z], [x + 0.55, ground - 1.05, z], [x - 0.55, ground - 1.05, z]]);
  }
  canvas.add(`<path d="${clutter}" fill="${palette.ink}"/>`);

  const steam = canvas.id("steam");
  canvas.def(radialGradient(steam, [[0, palette.fog, 0.2], [1, palette.fog, 0]]));
  const gx = vx + rng.range(-140, 140);
  let puffs = "";
  for (let i = 0; i < 5; i++) puffs += `<ellipse cx="${n(gx + rng.range(-30, 30) + i * 10)}" cy="${n(HEIGHT - 50 - i * 60)}" rx="${n(80 + i * 25)}" ry="${n(45 + i * 12)}"/>`;
  canvas.add(`<g fill="url(#${steam})">${puffs}</g>`);
  paintRain(ctx, { count: rng.int(280, 420), slant: rng.range(-0.15, 0.15), opacity: 0.22 });
  return { focusX: vx };
};

/** Mortar courses converging on the vanishing point: they carry the perspective more than any outline. */
function paintBrickCourses({ canvas, palette }: SceneContext, { view, roof, ground, near, back }: Alley, x: number): void {
  let d = "";
  for (let y = ground - 0.3; y > roof; y -= 0.3) {
    const [x1, y1] = view.point(x, y, back);
    const [x2, y2] = view.point(x, y, near);
    d += `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
  }
  canvas.add(`<path d="${d}" stroke="${palette.pale}" stroke-width="0.8" opacity="0.07"/>`);
}

/** Sash windows set into the wall plane, a few still lit. */
function paintWallWindows({ canvas, palette, rng }: SceneContext, { view, roof, ground, back }: Alley, x: number): void {
  let lit = "";
  let dark = "";
  for (let z = 4; z < back - 1; z += rng.range(2.6, 3.4)) {
    for (let y = ground - 5; y > roof + 1; y -= 3) {
      const pane = view.quad([[x, y - 1.6, z], [x, y - 1.6, z + 0.9], [x, y, z + 0.9], [x, y, z]]);
      if (rng.chance(0.22)) lit += pane;
      else dark += pane;
    }
  }
  canvas.add(`<path d="${dark}" fill="${palette.ink}" opacity="0.8"/><path d="${lit}" fill="${palette.pale}" opacity="0.55"/>`);
}

/** Slatted landings and zig-zag stairs in thin black iron, kept mid-distance so they read as lacework. */
function paintFireEscape({ canvas, palette, rng }: SceneContext, { view, roof, ground }: Alley, x: number): void {
  const side = Math.sign(x);
  const z0 = rng.range(6, 8);
  const z1 = z0 + rng.range(3, 4);
  const out = x - side * 1.1;
  let iron = "";
  let slabs = "";
  let flip = false;
  for (let level = ground - 4; level > roof + 1.5; level -= 3) {
    slabs += view.quad([[x, level, z0], [out, level, z0], [out, level, z1], [x, level, z1]]);
    const rail = level - 1;
    for (let z = z0; z <= z1 + 0.01; z += (z1 - z0) / 4) {
      const [px, py] = view.point(out, level, z);
      const [, ry] = view.point(out, rail, z);
      iron += `M${n(px)} ${n(py)}V${n(ry)}`;
    }
    const [r1x, r1y] = view.point(out, rail, z0);
    const [r2x, r2y] = view.point(out, rail, z1);
    iron += `M${n(r1x)} ${n(r1y)}L${n(r2x)} ${n(r2y)}`;
    const [sx, sy] = view.point(out + side * 0.4, level, flip ? z1 - 0.3 : z0 + 0.3);
    const [ex, ey] = view.point(out + side * 0.4, level + 3, flip ? z0 + 0.3 : z1 - 0.3);
    if (level + 3 < ground) iron += `M${n(sx)} ${n(sy)}L${n(ex)} ${n(ey)}`;
    flip = !flip;
  }
  canvas.add(`<path d="${slabs}" fill="${palette.ink}"/><path d="${iron}" stroke="${palette.ink}" stroke-width="2"/>`);
}

/** A vertical neon sign hung off the wall, facing the camera; its light pools in the wet ground below. */
function paintBladeSign(ctx: SceneContext, { view, roof, ground, halfWidth }: Alley, x: number, z: number): void {
  const { canvas, palette } = ctx;
  const side = Math.sign(x);
  const [ax, top] = view.point(x, roof * 0.4, z);
  const [bx, bottom] = view.point(x - side * 0.9, roof * 0.12, z);
  const left = Math.min(ax, bx);
  const width = Math.abs(bx - ax);
  paintGlow(ctx, left + width / 2, (top + bottom) / 2, (bottom - top) * 1.2, palette.accent, 0.5);
  canvas.add(`<path d="${rectPath(left, top, width, bottom - top)}" fill="${palette.ink}" stroke="${palette.accentHot}" stroke-width="2.5"/>`);
  let tubes = "";
  for (let i = 0; i < 5; i++) tubes += `M${n(left + width * 0.32)} ${n(top + ((i + 0.8) * (bottom - top)) / 5.6)}h${n(width * 0.36)}`;
  canvas.add(`<path d="${tubes}" stroke="${palette.accent}" stroke-width="${n(width * 0.14)}" stroke-linecap="round"/>`);
  const [, groundY] = view.point(x - side * halfWidth * 0.3, ground, z);
  paintReflection(ctx, { x: left + width / 2, surfaceY: groundY, length: HEIGHT - groundY, width: width * 1.6, color: palette.accent, opacity: 0.5 });
}
