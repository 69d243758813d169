import { paintGlow, paintWindows, type WindowRect } from "../elements/light";
import { paintClouds, paintMoon, paintSky, paintStars } from "../elements/sky";
import { bareTreeStrokes, ridgeAt, ridgeHeights, ridgePath, strokeTree } from "../elements/terrain";
import { paintFog, paintWeather } from "../elements/weather";
import { HEIGHT, WIDTH, type SceneBuilder, type SceneContext } from "../scene";
import { n, rectPath } from "../svg";

/** A gabled house on a hill under a big moon, dead trees either side and an iron fence in the foreground. */
export const mansion: SceneBuilder = (ctx) => {
  const { rng, palette, canvas } = ctx;
  const hillTop = rng.range(470, 530);
  paintSky(ctx, hillTop + 40);
  paintStars(ctx, rng.int(50, 120), 420);
  const houseX = rng.range(420, 780);
  const moonX = houseX + rng.pick([-1, 1]) * rng.range(60, 220);
  paintMoon(ctx, { x: moonX, y: rng.range(150, 250), r: rng.range(70, 110), fullness: rng.chance(0.6) ? 1 : rng.range(0.5, 0.9), haloOpacity: 0.4 });
  paintClouds(ctx, { count: rng.int(3, 7), minY: 100, maxY: 360, opacity: 0.9 });

  const far = ridgeHeights(rng, { detail: 5, amplitude: 60, roughness: 0.55 });
  canvas.add(`<path d="${ridgePath(far, hillTop + 70)}" fill="${palette.layers[0]}"/>`);
  paintFog(ctx, { y: hillTop + 60, height: 90, opacity: 0.2 });

  // The hill swells up under the house.
  const hill = ridgeHeights(rng, { detail: 5, amplitude: 24, roughness: 0.5 }).map((h, i, all) => {
    const x = -20 + (i * (WIDTH + 40)) / (all.length - 1);
    return h + 90 * Math.exp(-(((x - houseX) / 380) ** 2));
  });
  const hillBase = hillTop + 90;
  canvas.add(`<path d="${ridgePath(hill, hillBase)}" fill="${palette.layers[2]}"/>`);
  const ground = ridgeAt(hill, hillBase, houseX) + 6;
  paintHouse(ctx, houseX, ground);

  paintFog(ctx, { y: ground + 60, height: 120, opacity: 0.16, patches: 4 });

  const trees = rng.int(1, 3);
  for (let i = 0; i < trees; i++) {
    const tx = i % 2 === 0 ? rng.range(30, houseX - 260) : rng.range(houseX + 260, WIDTH - 30);
    canvas.add(strokeTree(bareTreeStrokes(rng, tx, HEIGHT - rng.range(60, 110), rng.range(380, 560), 6), palette.layers[3], rng.range(12, 20)));
  }

  // Wrought-iron fence: spear-topped bars on two rails.
  const fenceTop = HEIGHT - rng.range(150, 200);
  let bars = "";
  for (let x = rng.range(-10, 10); x < WIDTH + 20; x += 26) {
    bars += rectPath(x, fenceTop, 4, HEIGHT - fenceTop + 10) + `M${n(x - 3)} ${n(fenceTop)}L${n(x + 2)} ${n(fenceTop - 16)}L${n(x + 7)} ${n(fenceTop)}Z`;
  }
  bars += rectPath(-10, fenceTop + 14, WIDTH + 20, 5) + rectPath(-10, HEIGHT - 50, WIDTH + 20, 5);
  canvas.add(`<path d="${bars}" fill="${palette.ink}"/>`);
  paintWeather(ctx, rng.pick(["clear", "clear", "rain"] as const));
  return { focusX: houseX };
};

/** Central block with a steep gable, two lower wings, chimneys and a turret whose side is chosen per story. */
function paintHouse(ctx: SceneContext, cx: number, ground: number): void {
  const { rng, palette, canvas } = ctx;
  const bodyW = rng.range(180, 230);
  const bodyH = rng.range(140, 170);
  const wingW = rng.range(120, 170);
  const wingH = bodyH * rng.range(0.55, 0.7);
  const roofH = rng.range(60, 90);
  const bodyX = cx - bodyW / 2;
  const top = ground - bodyH;
  let d = rectPath(bodyX, top, bodyW, bodyH);
  d += rng.chance(0.5)
    ? `M${n(bodyX - 10)} ${n(top)}L${n(cx)} ${n(top - roofH)}L${n(bodyX + bodyW + 10)} ${n(top)}Z`
    : `M${n(bodyX - 10)} ${n(top)}L${n(bodyX + 18)} ${n(top - roofH * 0.7)}L${n(bodyX + bodyW - 18)} ${n(top - roofH * 0.7)}L${n(bodyX + bodyW + 10)} ${n(top)}Z`;
  // Some houses lost a wing to fire or never had the money for the second one.
  const wings = rng.chance(0.3) ? [rng.pick([bodyX - wingW, bodyX + bodyW])] : [bodyX - wingW, bodyX + bodyW];
  for (const wx of wings) {
    d += rectPath(wx, ground - wingH, wingW, wingH);
    d += `M${n(wx - 6)} ${n(ground - wingH)}L${n(wx + 14)} ${n(ground - wingH - 34)}L${n(wx + wingW - 14)} ${n(ground - wingH - 34)}L${n(wx + wingW + 6)} ${n(ground - wingH)}Z`;
    d += rectPath(wx + wingW * rng.range(0.2, 0.7), ground - wingH - 58, 12, 30);
  }
  const turretX = rng.chance(0.5) ? bodyX - wingW * 0.55 : bodyX + bodyW + wingW * 0.55;
  const turretW = 44;
  const turretTop = ground - bodyH * rng.range(1.05, 1.3);
  d += rectPath(turretX - turretW / 2, turretTop, turretW, ground - turretTop);
  d += `M${n(turretX - turretW / 2 - 6)} ${n(turretTop)}L${n(turretX)} ${n(turretTop - rng.range(70, 110))}L${n(turretX + turretW / 2 + 6)} ${n(turretTop)}Z`;
  d += rectPath(cx + bodyW * 0.22, top - roofH * 0.8, 14, roofH * 0.7);
  canvas.add(`<path d="${d}" fill="${palette.layers[3]}"/>`);

  const windows: WindowRect[] = [];
  const addRow = (x0: number, width: number, y: number, count: number) => {
    for (let i = 0; i < count; i++) windows.push({ x: x0 + ((i + 0.5) * width) / count - 6, y, w: 12, h: 20 });
  };
  addRow(bodyX, bodyW, top + 22, 4);
  addRow(bodyX, bodyW, top + 72, 4);
  for (const wx of wings) addRow(wx, wingW, ground - wingH + 18, 3);
  addRow(turretX - turretW / 2, turretW, turretTop + 24, 1);
  paintWindows(ctx, windows, { lit: 0.35, accent: 0, paleOpacity: 0.5 });
  // Exactly one window burns in the accent: the room where it happened.
  const fatal = rng.pick(windows);
  canvas.add(`<path d="${rectPath(fatal.x, fatal.y, fatal.w, fatal.h)}" fill="${palette.accent}"/>`);
  paintGlow(ctx, fatal.x + fatal.w / 2, fatal.y + fatal.h / 2, 60, palette.accent, 0.6);
  canvas.add(`<path d="${rectPath(cx - 12, ground - 36, 24, 36)}" fill="${palette.ink}"/>`);
}
