import { figure } from "../elements/figure";
import { paintBeam, paintGlow } from "../elements/light";
import { createProjector } from "../elements/perspective";
import { paintFog } from "../elements/weather";
import { HEIGHT, WIDTH, type SceneBuilder } from "../scene";
import { linearGradient, n, radialGradient } from "../svg";

/** A data-centre cold aisle in one-point perspective: racks of blinking LEDs, cable trays, a lit doorway at the end. */
export const serverRoom: SceneBuilder = (ctx) => {
  const { rng, palette, canvas } = ctx;
  const vx = rng.range(460, 740);
  const vy = rng.range(340, 420);
  const focal = 560;
  const view = createProjector(vx, vy, focal);
  const aisle = rng.range(1.6, 2.4);
  const rackDepth = 2;
  const floor = 2.6;
  const rackTop = -rng.range(1.6, 2.4);
  const ceiling = rackTop - 1.4;
  const near = 0.9;
  const back = rng.range(22, 30);

  canvas.add(`<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.ink}"/>`);
  const floorFill = canvas.id("floor");
  canvas.def(linearGradient(floorFill, 0, 0, 0, 1, [[0, palette.layers[1]], [1, palette.ink]]));
  canvas.add(`<path d="${view.quad([[-aisle, floor, back], [aisle, floor, back], [aisle * 3, floor, near], [-aisle * 3, floor, near]])}" fill="url(#${floorFill})"/>`);
  let tiles = "";
  for (let x = -aisle; x <= aisle + 0.01; x += aisle / 2) {
    const [x1, y1] = view.point(x, floor, back);
    const [x2, y2] = view.point(x, floor, near);
    tiles += `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
  }
  for (let z = near + 0.6; z < back; z += 1.2) {
    const [x1, y1] = view.point(-aisle, floor, z);
    const [x2] = view.point(aisle, floor, z);
    tiles += `M${n(x1)} ${n(y1)}H${n(x2)}`;
  }
  canvas.add(`<path d="${tiles}" stroke="${palette.pale}" stroke-width="1" opacity="0.1"/>`);

  // The doorway at the far end, backlit, with someone standing in it.
  const [dl, dt] = view.point(-aisle * 0.55, floor - 3.6, back);
  const [dr, db] = view.point(aisle * 0.55, floor, back);
  const door = canvas.id("door");
  canvas.def(radialGradient(door, [[0, palette.moon, 0.95], [1, palette.pale, 0.6]], 0.5, 0.8, 0.9));
  canvas.add(`<path d="M${n(dl)} ${n(dt)}H${n(dr)}V${n(db)}H${n(dl)}Z" fill="url(#${door})"/>`);
  paintBeam(ctx, { x: (dl + dr) / 2, y: db - 4, angle: 90, spread: 150, length: HEIGHT - db + 40, color: palette.pale, opacity: 0.16, startWidth: dr - dl });
  if (rng.chance(0.7)) canvas.add(figure((dl + dr) / 2 + rng.range(-0.25, 0.25) * (dr - dl), db, (db - dt) * 0.82, palette.ink));
  paintGlow(ctx, (dl + dr) / 2, (dt + db) / 2, (dr - dl) * 2.6, palette.pale, 0.25);

  // Two rows of racks, each a run of cabinets whose fronts face the aisle.
  const leds = { pale: "", accent: "" };
  for (const side of [-1, 1]) {
    const x = side * aisle;
    let bodies = "";
    let seams = "";
    for (let z = back; z > near; z -= 1.2) {
      const z0 = Math.max(z - 1.2, near);
      bodies += view.quad([[x, rackTop, z], [x, rackTop, z0], [x, floor, z0], [x, floor, z]]);
      const [sx, sy] = view.point(x, rackTop, z0);
      const [, ey] = view.point(x, floor, z0);
      seams += `M${n(sx)} ${n(sy)}V${n(ey)}`;
      const units = 14;
      for (const y of [rackTop + 0.08, floor - 0.25]) {
        const [ax, ay] = view.point(x, y, z);
        const [bx, by] = view.point(x, y, z0);
        seams += `M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`;
      }
      for (let u = 1; u < units; u++) {
        if (!rng.chance(0.55)) continue;
        const y = rackTop + ((floor - rackTop) * u) / units;
        const lz = z - rng.range(0.1, 1);
        const [lx, ly] = view.point(x, y, lz);
        if (rng.chance(0.07)) leds.accent += `M${n(lx)} ${n(ly)}h0`;
        else leds.pale += `M${n(lx)} ${n(ly)}h0`;
      }
    }
    const topFace = view.quad([[x, rackTop, back], [x + side * rackDepth, rackTop, back], [x + side * rackDepth, rackTop, near], [x, rackTop, near]]);
    canvas.add(`<path d="${topFace}" fill="${palette.layers[1]}"/>`);
    canvas.add(`<path d="${bodies}" fill="${palette.layers[2]}"/><path d="${seams}" stroke="${palette.ink}" stroke-width="2"/>`);
  }
  canvas.add(`<path d="${leds.pale}" stroke="${palette.pale}" stroke-width="2.2" stroke-linecap="round" opacity="0.7"/>`);
  canvas.add(`<path d="${leds.accent}" stroke="${palette.accentHot}" stroke-width="3" stroke-linecap="round"/>`);
  canvas.add(`<path d="${leds.accent}" stroke="${palette.accent}" stroke-width="12" stroke-linecap="round" opacity="0.25"/>`);

  // Overhead cable trays and light strips run the length of the aisle.
  let trays = "";
  let strips = "";
  for (const side of [-0.6, 0.6]) {
    trays += view.quad([[side * aisle - 0.3, ceiling + 0.5, back], [side * aisle + 0.3, ceiling + 0.5, back], [side * aisle + 0.3, ceiling + 0.5, near], [side * aisle - 0.3, ceiling + 0.5, near]]);
  }
  for (let z = back - 1; z > near + 1; z -= 3) strips += view.quad([[-0.25, ceiling, z], [0.25, ceiling, z], [0.25, ceiling, z - 1.4], [-0.25, ceiling, z - 1.4]]);
  canvas.add(`<path d="${trays}" fill="${palette.ink}"/><path d="${strips}" fill="${palette.pale}" opacity="0.3"/>`);

  const [, floorY] = view.point(0, floor, back * 0.3);
  paintFog(ctx, { y: floorY + 40, height: 200, opacity: 0.12, patches: 5 });
  const accentRack = rng.pick([-1, 1]) * aisle;
  const [gx, gy] = view.point(accentRack, (rackTop + floor) / 2, rng.range(near + 3, back * 0.4));
  paintGlow(ctx, gx, gy, 200, palette.accent, 0.3);
  return { focusX: vx };
};
