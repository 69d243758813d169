import { paintGlow, paintWindows, type WindowRect } from "../elements/light";
import { paintClouds, paintMoon, paintSky, paintStars, randomMoon } from "../elements/sky";
import { ridgeHeights, ridgePath } from "../elements/terrain";
import { paintReflection, paintWater } from "../elements/water";
import { paintFog, paintWeather } from "../elements/weather";
import { HEIGHT, WIDTH, type SceneBuilder } from "../scene";
import { n, rectPath } from "../svg";

/** A container port after midnight: gantry cranes over a moored freighter, their lights smeared across the water. */
export const harbor: SceneBuilder = (ctx) => {
  const { rng, palette, canvas } = ctx;
  const waterline = rng.range(520, 580);
  paintSky(ctx, waterline - 20);
  paintStars(ctx, rng.int(30, 90), 340);
  const moon = randomMoon(ctx, { minX: 120, maxX: 1080, minY: 80, maxY: 220 });
  if (rng.chance(0.7)) paintMoon(ctx, moon);
  paintClouds(ctx, { count: rng.int(2, 6), minY: 60, maxY: 300, opacity: 0.75 });

  const shore = ridgeHeights(rng, { detail: 5, amplitude: 40, roughness: 0.5 });
  canvas.add(`<path d="${ridgePath(shore.map((h) => h + 40), waterline - 40, waterline)}" fill="${palette.layers[0]}"/>`);
  let shoreLights = "";
  for (let i = 0; i < rng.int(20, 45); i++) shoreLights += `M${n(rng.range(0, WIDTH))} ${n(waterline - rng.range(4, 30))}h0`;
  canvas.add(`<path d="${shoreLights}" stroke="${palette.pale}" stroke-width="2" stroke-linecap="round" opacity="0.45"/>`);
  paintWater(ctx, waterline, 120);
  paintFog(ctx, { y: waterline - 10, height: 80, opacity: 0.25, patches: 3 });

  // Quay along one side with container stacks and gantry cranes.
  const quayLeft = rng.chance(0.5);
  const quayEnd = quayLeft ? rng.range(380, 520) : WIDTH - rng.range(380, 520);
  const quayY = waterline + rng.range(30, 60);
  const from = quayLeft ? -10 : quayEnd;
  const to = quayLeft ? quayEnd : WIDTH + 10;
  let quay = rectPath(from, quayY, to - from, HEIGHT - quayY + 10);
  for (let x = from; x < to - 40; x += rng.range(46, 70)) {
    const stack = rng.int(1, 4);
    quay += rectPath(x, quayY - stack * 22, rng.range(40, 64), stack * 22 + 1);
  }
  const lights: Array<{ x: number; y: number; accent: boolean }> = [];
  let cranes = "";
  const craneCount = rng.int(2, 3);
  for (let i = 0; i < craneCount; i++) {
    const cx = from + ((i + 0.6) * (to - from)) / (craneCount + 0.2);
    const legH = rng.range(170, 230);
    const span = 80;
    const boomY = quayY - legH - 30;
    const raised = rng.chance(0.3);
    const reach = (quayLeft ? 1 : -1) * rng.range(260, 380);
    cranes += `M${n(cx - span / 2)} ${n(quayY)}L${n(cx - span / 2 + 8)} ${n(boomY)}L${n(cx - span / 2 + 16)} ${n(boomY)}L${n(cx - span / 2 + 10)} ${n(quayY)}Z`;
    cranes += `M${n(cx + span / 2)} ${n(quayY)}L${n(cx + span / 2 - 8)} ${n(boomY)}L${n(cx + span / 2 - 16)} ${n(boomY)}L${n(cx + span / 2 - 10)} ${n(quayY)}Z`;
    cranes += rectPath(cx - span / 2, quayY - legH * 0.45, span, 8) + rectPath(cx - span / 2 - 10, boomY - 34, span + 20, 34);
    const tipX = cx + reach;
    const tipY = raised ? boomY - Math.abs(reach) * 0.9 : boomY - 4;
    cranes += `M${n(cx)} ${n(boomY - 10)}L${n(tipX)} ${n(tipY)}L${n(tipX)} ${n(tipY + 10)}L${n(cx)} ${n(boomY + 4)}Z`;
    cranes += `M${n(cx - reach * 0.4)} ${n(boomY)}L${n(cx - reach * 0.4)} ${n(boomY - 14)}L${n(cx - reach * 0.6)} ${n(boomY - 14)}L${n(cx - reach * 0.6)} ${n(boomY)}Z`;
    const stay = `M${n(cx)} ${n(boomY - 70)}L${n(tipX)} ${n(tipY)}M${n(cx)} ${n(boomY - 70)}L${n(cx - reach * 0.5)} ${n(boomY)}`;
    cranes += rectPath(cx - 3, boomY - 70, 6, 40);
    canvas.add(`<path d="${stay}" stroke="${palette.layers[3]}" stroke-width="2"/>`);
    lights.push({ x: tipX, y: tipY, accent: true }, { x: cx, y: boomY - 72, accent: true });
  }
  canvas.add(`<path d="${cranes}" fill="${palette.layers[3]}"/>`);

  // The freighter moored at the quay.
  const shipL = quayLeft ? quayEnd + rng.range(-40, 40) : rng.range(-160, 0);
  const shipW = rng.range(620, 780);
  const shipR = quayLeft ? Math.min(shipL + shipW, WIDTH + 200) : quayEnd + rng.range(-40, 40);
  const deck = waterline + rng.range(-40, -10);
  const hullBottom = waterline + 60;
  const bow = quayLeft ? shipR : shipL;
  const stern = quayLeft ? shipL : shipR;
  let ship = `M${n(stern)} ${n(deck)}L${n(bow + (quayLeft ? 30 : -30))} ${n(deck - 18)}L${n(bow - (quayLeft ? 30 : -30))} ${n(hullBottom)}L${n(stern)} ${n(hullBottom)}Z`;
  const bridgeX = stern + (quayLeft ? 30 : -150);
  ship += rectPath(bridgeX, deck - 110, 120, 111) + rectPath(bridgeX + 20, deck - 140, 80, 32);
  ship += rectPath(bridgeX + 70, deck - 190, 24, 52);
  const mastX = (stern + bow) / 2 + rng.range(-60, 60);
  ship += rectPath(mastX - 2, deck - 150, 4, 150) + rectPath(mastX - 40, deck - 120, 80, 4);
  for (let x = Math.min(stern, bow) + 160; x < Math.max(stern, bow) - 100; x += rng.range(60, 90)) {
    if (Math.abs(x - bridgeX - 60) < 120) continue;
    ship += rectPath(x, deck - rng.int(1, 3) * 20, 56, rng.int(1, 3) * 20 + 1);
  }
  canvas.add(`<path d="${ship}" fill="${palette.layers[3]}"/>`);
  const bridgeWindows: WindowRect[] = [];
  for (let r = 0; r < 4; r++) for (let c = 0; c < 6; c++) bridgeWindows.push({ x: bridgeX + 10 + c * 18, y: deck - 100 + r * 24, w: 9, h: 8 });
  paintWindows(ctx, bridgeWindows, { lit: 0.45, accent: 0.05, paleOpacity: 0.6 });
  lights.push({ x: mastX, y: deck - 152, accent: false }, { x: bridgeX + 60, y: deck - 100, accent: false });

  canvas.add(`<path d="${quay}" fill="${palette.ink}"/>`);
  for (const light of lights) {
    const color = light.accent ? palette.accent : palette.pale;
    paintGlow(ctx, light.x, light.y, 46, color, 0.7);
    canvas.add(`<path d="M${n(light.x)} ${n(light.y)}h0" stroke="${light.accent ? palette.accentHot : palette.moon}" stroke-width="5" stroke-linecap="round"/>`);
    if (light.x > 0 && light.x < WIDTH && (quayLeft ? light.x > quayEnd : light.x < quayEnd)) {
      paintReflection(ctx, { x: light.x, surfaceY: hullBottom, length: HEIGHT - hullBottom, width: 26, color, opacity: 0.4 });
    }
  }
  paintFog(ctx, { y: hullBottom, height: 90, opacity: 0.14, patches: 4 });

  // Bollards and a slack mooring line in the very foreground.
  const bollardX = quayLeft ? rng.range(80, 260) : WIDTH - rng.range(80, 260);
  canvas.add(
    `<path d="${rectPath(bollardX - 22, HEIGHT - 120, 44, 90)}${rectPath(bollardX - 32, HEIGHT - 128, 64, 16)}" fill="${palette.ink}"/>` +
      `<path d="M${n(bollardX)} ${n(HEIGHT - 110)}Q${n((bollardX + bow) / 2)} ${n(HEIGHT - 40)} ${n(quayLeft ? shipL + 40 : shipR - 40)} ${n(deck + 6)}" stroke="${palette.ink}" stroke-width="4" fill="none"/>`,
  );
  paintWeather(ctx, rng.pick(["clear", "rain", "rain", "fog"] as const));
  return { focusX: (shipL + shipR) / 2 };
};
