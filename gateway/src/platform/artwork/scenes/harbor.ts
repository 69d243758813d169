import { paintGlow, paintWindows, type WindowRect } from "../elements/light";
import { paintClouds, paintMoon, paintSky, paintStars, randomMoon } from "../elements/sky";
import { ridgeHeights, ridgePath } from "../elements/terrain";
import { paintReflection, paintWater } from "../elements/water";
import { paintFog, paintWeather } from "../elements/weather";
import { HEIGHT, WIDTH, type SceneBuilder, type SceneContext } from "../scene";
import { n, polyPath, rectPath } from "../svg";

interface Light {
  x: number;
  y: number;
  accent: boolean;
}

/** A container port after midnight: a laden freighter at anchor, gantry cranes beyond, lights smeared across the water. */
export const harbor: SceneBuilder = (ctx) => {
  const { rng, palette, canvas } = ctx;
  const waterline = rng.range(480, 530);
  paintSky(ctx, waterline - 20);
  paintStars(ctx, rng.int(30, 90), 340);
  const moon = randomMoon(ctx, { minX: 120, maxX: 1080, minY: 80, maxY: 220 });
  if (rng.chance(0.7)) paintMoon(ctx, moon);
  paintClouds(ctx, { count: rng.int(2, 6), minY: 60, maxY: 300, opacity: 0.75 });

  const quayY = waterline - rng.range(10, 24);
  const shore = ridgeHeights(rng, { detail: 5, amplitude: 30, roughness: 0.5 });
  canvas.add(`<path d="${ridgePath(shore.map((h) => h + 30), quayY - 30, waterline)}" fill="${palette.layers[0]}"/>`);
  const lights: Light[] = [];
  paintCranes(ctx, quayY, lights);
  paintWater(ctx, waterline, 120);
  paintFog(ctx, { y: waterline - 10, height: 80, opacity: 0.25, patches: 3 });

  const ship = paintShip(ctx, waterline, lights);

  for (const light of lights) {
    const color = light.accent ? palette.accent : palette.pale;
    paintGlow(ctx, light.x, light.y, 40, color, 0.7);
    canvas.add(`<path d="M${n(light.x)} ${n(light.y)}h0" stroke="${light.accent ? palette.accentHot : palette.moon}" stroke-width="5" stroke-linecap="round"/>`);
    if (light.x > 0 && light.x < WIDTH && (light.x < ship.left || light.x > ship.right)) {
      paintReflection(ctx, { x: light.x, surfaceY: waterline + 2, length: rng.range(120, 220), width: 18, color, opacity: 0.35 });
    }
  }
  for (const x of [ship.left + 80, (ship.left + ship.right) / 2, ship.right - 80]) {
    paintReflection(ctx, { x, surfaceY: ship.keel, length: HEIGHT - ship.keel, width: 40, color: rng.chance(0.3) ? palette.accent : palette.pale, opacity: 0.28 });
  }
  paintFog(ctx, { y: ship.keel + 30, height: 90, opacity: 0.14, patches: 4 });

  // Our side of the water: the quay edge, a bollard and a slack line to the ship.
  const edge = HEIGHT - rng.range(70, 110);
  const bollardX = rng.chance(0.5) ? rng.range(120, 300) : WIDTH - rng.range(120, 300);
  canvas.add(
    `<path d="${rectPath(-10, edge, WIDTH + 20, HEIGHT - edge + 10)}${rectPath(bollardX - 24, edge - 70, 48, 72)}${rectPath(bollardX - 34, edge - 80, 68, 16)}" fill="${palette.ink}"/>` +
      `<path d="M${n(bollardX)} ${n(edge - 64)}Q${n((bollardX + ship.bowX) / 2)} ${n(edge - 10)} ${n(ship.bowX)} ${n(ship.deck + 10)}" stroke="${palette.ink}" stroke-width="3" fill="none"/>`,
  );
  canvas.add(`<path d="${rectPath(-10, edge, WIDTH + 20, 2)}" fill="${palette.pale}" opacity="0.2"/>`);
  paintWeather(ctx, rng.pick(["clear", "rain", "rain", "fog"] as const));
  return { focusX: (ship.left + ship.right) / 2 };
};

/** Ship-to-shore gantry cranes on the far quay, booms lowered or raised, warning lights in the accent. */
function paintCranes({ canvas, palette, rng }: SceneContext, quayY: number, lights: Light[]): void {
  let steel = "";
  let stays = "";
  const count = rng.int(2, 4);
  const spacing = WIDTH / count;
  for (let i = 0; i < count; i++) {
    const cx = spacing * (i + 0.5) + rng.range(-60, 60);
    const legH = rng.range(150, 200);
    const span = rng.range(60, 80);
    const beamY = quayY - legH;
    const raised = rng.chance(0.35);
    const reach = rng.range(170, 240);
    for (const leg of [cx - span / 2, cx + span / 2]) steel += rectPath(leg - 3, beamY, 6, legH);
    steel += rectPath(cx - span / 2, quayY - legH * 0.4, span, 5) + rectPath(cx - span / 2 - 14, beamY - 26, span + 28, 26);
    const tipY = raised ? beamY - reach * 0.95 : beamY - 8;
    const tipX = raised ? cx + reach * 0.3 : cx + reach;
    steel += polyPath([[cx, beamY - 14], [tipX, tipY], [tipX, tipY + 8], [cx, beamY - 4]]);
    steel += polyPath([[cx, beamY - 14], [cx - reach * 0.45, beamY - 12], [cx - reach * 0.45, beamY - 2], [cx, beamY - 4]]);
    steel += rectPath(cx - 2.5, beamY - 70, 5, 50);
    stays += `M${n(cx)} ${n(beamY - 70)}L${n(tipX)} ${n(tipY)}M${n(cx)} ${n(beamY - 70)}L${n(cx - reach * 0.45)} ${n(beamY - 12)}`;
    lights.push({ x: tipX, y: tipY - 2, accent: true }, { x: cx, y: beamY - 72, accent: true });
  }
  canvas.add(`<path d="${stays}" stroke="${palette.layers[2]}" stroke-width="1.5"/><path d="${steel}" fill="${palette.layers[2]}"/>`);
}

interface ShipOutline {
  left: number;
  right: number;
  deck: number;
  keel: number;
  bowX: number;
}

/** A container ship broadside: raked bow, stacked boxes, accommodation block and funnel at the stern. */
function paintShip(ctx: SceneContext, waterline: number, lights: Light[]): ShipOutline {
  const { canvas, palette, rng } = ctx;
  const length = rng.range(720, 900);
  const left = rng.range(-120, WIDTH - length + 120);
  const right = left + length;
  const bowRight = rng.chance(0.5);
  const deck = waterline - rng.range(40, 60);
  const keel = waterline + 22;
  const bowX = bowRight ? right : left;
  const sternX = bowRight ? left : right;
  const dir = bowRight ? 1 : -1;
  let hull = polyPath([
    [sternX, deck],
    [bowX + dir * 20, deck - 14],
    [bowX - dir * 40, keel],
    [sternX + dir * 10, keel],
  ]);
  const blockX = sternX + dir * 40;
  const blockW = 110;
  const blockLeft = bowRight ? blockX : blockX - blockW;
  hull += rectPath(blockLeft, deck - 130, blockW, 131) + rectPath(blockLeft - 10, deck - 140, blockW + 20, 12);
  const funnelLeft = blockLeft + (bowRight ? -40 : blockW + 10);
  hull += rectPath(funnelLeft, deck - 110, 30, 111);
  // Container stacks of uneven height between the block and the bow.
  const from = bowRight ? blockLeft + blockW + 14 : bowX + 90;
  const to = bowRight ? bowX - 90 : blockLeft - 14;
  let boxes = "";
  for (let x = from; x < to - 30; x += 34) {
    const tiers = rng.int(2, 6);
    hull += rectPath(x, deck - tiers * 17, 32, tiers * 17 + 1);
    for (let t = 1; t < tiers; t++) boxes += `M${n(x)} ${n(deck - t * 17)}h32`;
  }
  canvas.add(`<path d="${hull}" fill="${palette.layers[3]}"/><path d="${boxes}" stroke="${palette.layers[1]}" stroke-width="1"/>`);
  const windows: WindowRect[] = [];
  for (let r = 0; r < 5; r++) for (let c = 0; c < 6; c++) windows.push({ x: blockLeft + 10 + c * 16, y: deck - 122 + r * 22, w: 9, h: 7 });
  paintWindows(ctx, windows, { lit: 0.45, accent: 0.04, paleOpacity: 0.6 });
  canvas.add(`<path d="${rectPath(blockLeft - 10, deck - 140, blockW + 20, 3)}${rectPath(funnelLeft, deck - 100, 30, 8)}" fill="${palette.accent}" opacity="0.8"/>`);
  lights.push({ x: blockLeft + blockW / 2, y: deck - 150, accent: false }, { x: bowX - dir * 30, y: deck - 30, accent: false });
  return { left, right, deck, keel, bowX };
}
