import { figure } from "../elements/figure";
import { paintBeam, paintGlow, paintWindows, type WindowRect } from "../elements/light";
import { paintMoon, paintSky, paintStars, randomMoon } from "../elements/sky";
import { ridgeHeights, ridgePath } from "../elements/terrain";
import { paintFog, paintRain } from "../elements/weather";
import { HEIGHT, WIDTH, type SceneBuilder, type SceneContext } from "../scene";
import { linearGradient, n, radialGradient, rectPath } from "../svg";

/** A night train standing at a country platform: lit carriages, a lamp post, steam rolling over the roofs. */
export const train: SceneBuilder = (ctx) => {
  const { rng, palette, canvas } = ctx;
  const rail = rng.range(500, 540);
  paintSky(ctx, rail - 60);
  paintStars(ctx, rng.int(40, 100), 380);
  const moon = randomMoon(ctx, { minX: 150, maxX: 1050, minY: 90, maxY: 220 });
  paintMoon(ctx, moon);
  const hills = ridgeHeights(rng, { detail: 5, amplitude: 90, roughness: 0.55 });
  canvas.add(`<path d="${ridgePath(hills, rail - 80)}" fill="${palette.layers[0]}"/>`);
  paintFog(ctx, { y: rail - 70, height: 90, opacity: 0.2 });

  const carH = rng.range(170, 200);
  const carTop = rail - carH - 18;
  const heading = rng.chance(0.5) ? 1 : -1;
  const carW = rng.range(360, 420);
  const engineX = heading > 0 ? rng.range(760, 980) : rng.range(220, 440);
  paintSteam(ctx, engineX + heading * 120, carTop - 40);

  // Carriages stretch back from the engine past the frame edge.
  let body = "";
  const windows: WindowRect[] = [];
  for (let i = 0; i < 4; i++) {
    const x = heading > 0 ? engineX - (i + 1) * (carW + 12) : engineX + 12 + i * (carW + 12);
    body += `M${n(x)} ${n(carTop + 12)}Q${n(x)} ${n(carTop)} ${n(x + 20)} ${n(carTop)}H${n(x + carW - 20)}Q${n(x + carW)} ${n(carTop)} ${n(x + carW)} ${n(carTop + 12)}V${n(rail - 16)}H${n(x)}Z`;
    for (let w = 0; w < 9; w++) windows.push({ x: x + 22 + w * ((carW - 44) / 9), y: carTop + 28, w: (carW - 44) / 9 - 10, h: carH * 0.32 });
    for (const bogie of [x + 50, x + carW - 50]) body += wheels(bogie, rail);
  }
  // The engine: boiler, cab, funnel, cowcatcher.
  const boilerL = heading > 0 ? engineX : engineX - 230;
  body += rectPath(boilerL, carTop + 40, 230, carH - 40);
  const cabX = heading > 0 ? engineX : engineX - 80;
  body += rectPath(cabX, carTop - 4, 80, carH - 10);
  const funnelX = engineX + heading * 180;
  body += rectPath(funnelX - 14, carTop - 10, 28, 52) + rectPath(funnelX - 20, carTop - 18, 40, 10);
  body += `M${n(engineX + heading * 230)} ${n(carTop + 60)}L${n(engineX + heading * 262)} ${n(rail - 6)}L${n(engineX + heading * 230)} ${n(rail - 6)}Z`;
  body += wheels(engineX + heading * 70, rail) + wheels(engineX + heading * 160, rail);
  canvas.add(`<path d="${body}" fill="${palette.layers[3]}"/>`);
  const accentWindows = paintWindows(ctx, windows, { lit: 0.75, accent: 0.08, dark: palette.ink, paleOpacity: 0.5 });
  for (const win of accentWindows.slice(0, 2)) paintGlow(ctx, win.x + win.w / 2, win.y + win.h / 2, 60, palette.accent, 0.45);

  const lampY = carTop + 70;
  paintBeam(ctx, { x: engineX + heading * 234, y: lampY, angle: heading > 0 ? 2 : 178, spread: 16, length: 700, color: palette.pale, opacity: 0.35, startWidth: 14 });
  paintGlow(ctx, engineX + heading * 234, lampY, 50, palette.pale, 0.8);

  canvas.add(`<path d="${rectPath(-10, rail - 4, WIDTH + 20, 5)}" fill="${palette.ink}"/>`);

  // The platform and its lamp, lit in the accent.
  const platformY = rail + rng.range(50, 70);
  const platform = canvas.id("platform");
  canvas.def(linearGradient(platform, 0, 0, 0, 1, [[0, palette.layers[2]], [1, palette.ink]]));
  canvas.add(`<path d="${rectPath(-10, platformY, WIDTH + 20, HEIGHT - platformY + 10)}" fill="url(#${platform})"/>`);
  canvas.add(`<path d="${rectPath(-10, platformY, WIDTH + 20, 3)}" fill="${palette.pale}" opacity="0.25"/>`);
  const lampX = heading > 0 ? rng.range(180, 420) : rng.range(780, 1020);
  const lampTop = platformY - rng.range(260, 320);
  canvas.add(
    `<path d="${rectPath(lampX - 3, lampTop, 6, platformY + 30 - lampTop)}${rectPath(lampX - 12, platformY + 20, 24, 12)}M${n(lampX - 14)} ${n(lampTop)}L${n(lampX + 14)} ${n(lampTop)}L${n(lampX + 8)} ${n(lampTop - 22)}L${n(lampX - 8)} ${n(lampTop - 22)}Z" fill="${palette.ink}"/>`,
  );
  paintBeam(ctx, { x: lampX, y: lampTop + 2, angle: 90, spread: 40, length: platformY - lampTop + 60, color: palette.accent, opacity: 0.3, startWidth: 24 });
  paintGlow(ctx, lampX, lampTop - 6, 90, palette.accent, 0.8);
  const pool = canvas.id("pool");
  canvas.def(radialGradient(pool, [[0, palette.accent, 0.35], [1, palette.accent, 0]]));
  canvas.add(`<ellipse cx="${n(lampX)}" cy="${n(platformY + 60)}" rx="220" ry="40" fill="url(#${pool})"/>`);
  const figureX = lampX + rng.range(50, 140) * (rng.chance(0.5) ? 1 : -1);
  canvas.add(figure(figureX, platformY + rng.range(40, 70), rng.range(170, 200), palette.ink, rng.chance(0.5)));

  if (rng.chance(0.55)) paintRain(ctx, { count: rng.int(260, 400), slant: rng.range(-0.2, 0.15), opacity: 0.2 });
  return { focusX: (engineX + lampX) / 2 };
};

/** Wheels wind clockwise like every other part of the train path, so where they overlap the body they stay solid. */
function wheels(x: number, rail: number): string {
  const r = 22;
  return [-30, 30]
    .map((dx) => `M${n(x + dx - r)} ${n(rail - r)}a${r} ${r} 0 1 1 ${r * 2} 0a${r} ${r} 0 1 1 ${-r * 2} 0Z`)
    .join("");
}

/** Billowing steam from soft radial puffs, lit faintly by the moon. */
function paintSteam({ canvas, palette, rng }: SceneContext, x: number, y: number): void {
  const puff = canvas.id("steam");
  canvas.def(radialGradient(puff, [[0, palette.fog, 0.32], [0.6, palette.fog, 0.14], [1, palette.fog, 0]]));
  let puffs = "";
  let px = x;
  let py = y;
  for (let i = 0; i < 9; i++) {
    const r = 40 + i * 14;
    puffs += `<circle cx="${n(px)}" cy="${n(py)}" r="${n(r)}"/>`;
    px += rng.range(-60, 10) * (x > WIDTH / 2 ? 1 : -1) + rng.range(-20, 20);
    py -= rng.range(14, 30);
  }
  canvas.add(`<g fill="url(#${puff})">${puffs}</g>`);
}
