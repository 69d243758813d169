import { figure } from "../elements/figure";
import { paintBeam, paintGlow } from "../elements/light";
import { createProjector } from "../elements/perspective";
import { HEIGHT, WIDTH, type SceneBuilder } from "../scene";
import { linearGradient, n, radialGradient, rectPath } from "../svg";

/**
 * A gallery after closing, in one-point perspective: colonnades, moonlight falling from a tall arched window,
 * and a single spotlight on a plinth whose glass case stands empty.
 */
export const museum: SceneBuilder = (ctx) => {
  const { rng, palette, canvas } = ctx;
  const vx = rng.range(480, 720);
  const vy = rng.range(330, 400);
  const view = createProjector(vx, vy, 520);
  const halfWidth = rng.range(5.5, 7.5);
  const floor = 3.2;
  const ceiling = -rng.range(6, 8);
  const near = 1.2;
  const back = rng.range(26, 34);

  const wall = canvas.id("wall");
  canvas.def(linearGradient(wall, 0, 0, 0, 1, [[0, palette.ink], [0.6, palette.layers[1]], [1, palette.layers[2]]]));
  canvas.add(`<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${wall})"/>`);
  const [bl, bt] = view.point(-halfWidth, ceiling, back);
  const [br, bb] = view.point(halfWidth, floor, back);
  canvas.add(`<path d="${rectPath(bl, bt, br - bl, bb - bt)}" fill="${palette.layers[1]}"/>`);
  const floorFill = canvas.id("floor");
  canvas.def(linearGradient(floorFill, 0, 0, 0, 1, [[0, palette.layers[1]], [1, palette.ink]]));
  canvas.add(`<path d="${view.quad([[-halfWidth, floor, back], [halfWidth, floor, back], [halfWidth, floor, near], [-halfWidth, floor, near]])}" fill="url(#${floorFill})"/>`);

  // Floor joints converge on the vanishing point; cross joints close up with distance.
  let joints = "";
  for (let x = -halfWidth; x <= halfWidth; x += 1.5) {
    const [x1, y1] = view.point(x, floor, back);
    const [x2, y2] = view.point(x, floor, near);
    joints += `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
  }
  for (let z = near + 0.5; z < back; z *= 1.22) {
    const [x1, y1] = view.point(-halfWidth, floor, z);
    const [x2] = view.point(halfWidth, floor, z);
    joints += `M${n(x1)} ${n(y1)}H${n(x2)}`;
  }
  canvas.add(`<path d="${joints}" stroke="${palette.pale}" stroke-width="1" opacity="0.08"/>`);

  // The arched window in the back wall and the moonlight it throws down the hall.
  const winW = halfWidth * rng.range(0.35, 0.5);
  const winX = rng.range(-halfWidth * 0.4, halfWidth * 0.4 - winW);
  const [wl, wt] = view.point(winX, ceiling * 0.75, back);
  const [wr, wb] = view.point(winX + winW, floor * 0.2, back);
  const archR = (wr - wl) / 2;
  const glass = `M${n(wl)} ${n(wb)}V${n(wt + archR)}A${n(archR)} ${n(archR)} 0 0 1 ${n(wr)} ${n(wt + archR)}V${n(wb)}Z`;
  const moonGlass = canvas.id("glass");
  canvas.def(radialGradient(moonGlass, [[0, palette.moon, 0.9], [1, palette.pale, 0.5]], 0.5, 0.3, 0.8));
  canvas.add(`<path d="${glass}" fill="url(#${moonGlass})"/>`);
  const mullions = `M${n((wl + wr) / 2)} ${n(wt)}V${n(wb)}M${n(wl)} ${n(wt + (wb - wt) * 0.45)}H${n(wr)}M${n(wl)} ${n(wt + (wb - wt) * 0.72)}H${n(wr)}`;
  canvas.add(`<path d="${mullions}" stroke="${palette.layers[1]}" stroke-width="3"/>`);
  const poolZ = back * rng.range(0.32, 0.5);
  const pool = view.quad([[winX, floor, poolZ * 1.5], [winX + winW, floor, poolZ * 1.5], [winX + winW * 1.2, floor, poolZ], [winX - winW * 0.2, floor, poolZ]]);
  const [, poolY] = view.point(0, floor, poolZ);
  const shaft = canvas.id("shaft");
  canvas.def(linearGradient(shaft, 0, 0, 0, 1, [[0, palette.pale, 0.16], [1, palette.pale, 0.03]]));
  const [pl, pt] = view.point(winX - winW * 0.2, floor, poolZ);
  const [pr] = view.point(winX + winW * 1.2, floor, poolZ);
  canvas.add(`<path d="M${n(wl)} ${n(wt + archR)}L${n(wr)} ${n(wt + archR)}L${n(pr)} ${n(pt)}L${n(pl)} ${n(poolY)}Z" fill="url(#${shaft})"/>`);
  canvas.add(`<path d="${pool}" fill="${palette.pale}" opacity="0.2"/>`);

  // Colonnades down both sides, painted far to near so nearer columns overlap.
  const spacing = rng.range(4, 6);
  for (let z = back - 1; z > near; z -= spacing) {
    for (const side of [-1, 1]) {
      const x = side * (halfWidth - 0.6);
      const [cx, top] = view.point(x, ceiling, z);
      const [, bottom] = view.point(x, floor, z);
      const w = (520 * 0.9) / z;
      const shade = z > back / 2 ? palette.layers[2] : palette.layers[3];
      canvas.add(
        `<path d="${rectPath(cx - w / 2, top, w, bottom - top)}${rectPath(cx - w * 0.7, top, w * 1.4, w * 0.35)}${rectPath(cx - w * 0.7, bottom - w * 0.35, w * 1.4, w * 0.35)}" fill="${shade}"/>`,
      );
      if (z < back - spacing && z > near + 6 && rng.chance(0.7)) {
        const frameZ = z + spacing / 2;
        const fx = side * halfWidth;
        const frame = view.quad([[fx, ceiling * 0.45, frameZ - 1.1], [fx, ceiling * 0.45, frameZ + 1.1], [fx, floor * 0.1, frameZ + 1.1], [fx, floor * 0.1, frameZ - 1.1]]);
        canvas.add(`<path d="${frame}" fill="${palette.ink}" stroke="${palette.pale}" stroke-width="${n(Math.max(1, 40 / frameZ))}" stroke-opacity="0.22"/>`);
      }
    }
  }

  // The plinth under its spotlight, glass case empty.
  const plinthZ = back * rng.range(0.3, 0.45);
  const plinthX = rng.range(-1.5, 1.5);
  const [px, pyTop] = view.point(plinthX, floor - 1.4, plinthZ);
  const [, pyBottom] = view.point(plinthX, floor, plinthZ);
  const pw = (520 * 0.9) / plinthZ;
  const [, ceilingY] = view.point(plinthX, ceiling, plinthZ);
  paintBeam(ctx, { x: px, y: ceilingY, angle: 90, spread: 22, length: pyBottom - ceilingY + 40, color: palette.accent, opacity: 0.3, startWidth: 10 });
  const poolLight = canvas.id("spot");
  canvas.def(radialGradient(poolLight, [[0, palette.accent, 0.45], [1, palette.accent, 0]]));
  canvas.add(`<ellipse cx="${n(px)}" cy="${n(pyBottom)}" rx="${n(pw * 2.6)}" ry="${n(pw * 0.5)}" fill="url(#${poolLight})"/>`);
  canvas.add(`<path d="${rectPath(px - pw / 2, pyTop, pw, pyBottom - pyTop)}${rectPath(px - pw * 0.62, pyTop - pw * 0.1, pw * 1.24, pw * 0.14)}" fill="${palette.ink}"/>`);
  canvas.add(`<path d="${rectPath(px - pw * 0.45, pyTop - pw * 1.05, pw * 0.9, pw * 0.95)}" fill="${palette.accent}" fill-opacity="0.08" stroke="${palette.accentHot}" stroke-width="1.5" stroke-opacity="0.7"/>`);
  paintGlow(ctx, px, pyTop - pw * 0.5, pw * 2, palette.accent, 0.35);

  if (rng.chance(0.45)) {
    let lasers = "";
    for (let i = 0; i < rng.int(3, 5); i++) {
      const z = rng.range(near + 3, back * 0.5);
      const [x1, y1] = view.point(-halfWidth, rng.range(0.5, floor - 0.3), z);
      const [x2, y2] = view.point(halfWidth, rng.range(0.5, floor - 0.3), z + rng.range(-3, 3));
      lasers += `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
    }
    canvas.add(`<path d="${lasers}" stroke="${palette.accent}" stroke-width="1.5" opacity="0.55"/>`);
  } else {
    const [fx, fy] = view.point(plinthX + rng.pick([-2.4, 2.4]), floor, plinthZ - 2);
    canvas.add(figure(fx, fy, (520 * 3.6) / (plinthZ - 2), palette.ink, rng.chance(0.5)));
  }
  return { focusX: px };
};
