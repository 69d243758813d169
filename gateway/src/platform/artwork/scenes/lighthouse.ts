import { paintBeam, paintGlow, paintWindows } from "../elements/light";
import { paintClouds, paintMoon, paintSky, paintStars, randomMoon } from "../elements/sky";
import { ridgeHeights } from "../elements/terrain";
import { paintReflection, paintWater } from "../elements/water";
import { paintFog, paintRain } from "../elements/weather";
import { WIDTH, type SceneBuilder } from "../scene";
import { linearGradient, n, polyPath, rectPath } from "../svg";

/** A lighthouse on a headland, its beam swinging out over a black sea. */
export const lighthouse: SceneBuilder = (ctx) => {
  const { rng, palette, canvas } = ctx;
  const horizon = rng.range(470, 540);
  const stormy = rng.chance(0.45);
  paintSky(ctx, horizon);
  paintStars(ctx, stormy ? 15 : rng.int(60, 140), horizon * 0.8);
  const onLeft = rng.chance(0.5);
  const moon = randomMoon(ctx, onLeft ? { minX: 650, maxX: 1080, minY: 100, maxY: 260 } : { minX: 120, maxX: 550, minY: 100, maxY: 260 });
  paintMoon(ctx, moon);
  paintClouds(ctx, { count: stormy ? rng.int(8, 12) : rng.int(2, 5), minY: 40, maxY: horizon - 80, opacity: stormy ? 0.95 : 0.7 });

  paintWater(ctx, horizon);
  paintReflection(ctx, { x: moon.x, surfaceY: horizon, length: 800 - horizon, width: moon.r * 2.4, color: palette.moon, opacity: 0.32 });
  paintFog(ctx, { y: horizon, height: 60, opacity: 0.22, patches: 2 });

  // The headland: a rough plateau from the frame edge to a cliff that falls into the sea.
  const cliffEdge = onLeft ? rng.range(380, 560) : WIDTH - rng.range(380, 560);
  const plateau = horizon - rng.range(30, 110);
  const heights = ridgeHeights(rng, { detail: 5, amplitude: 50, roughness: 0.62 });
  const inland = onLeft ? -20 : WIDTH + 20;
  const direction = onLeft ? 1 : -1;
  const plateauAt = (x: number) => {
    const t = Math.min(Math.max((x - inland) / (cliffEdge - inland), 0), 1);
    const i = Math.min(Math.floor(t * (heights.length - 1)), heights.length - 2);
    return plateau - heights[i] * (1 - t * 0.5);
  };
  const outline: Array<readonly [number, number]> = [[inland, 810]];
  for (let i = 0; i < heights.length; i++) {
    const x = inland + ((cliffEdge - inland) * i) / (heights.length - 1);
    outline.push([x, plateauAt(x)]);
  }
  for (let i = 1; i <= 6; i++) {
    const t = i / 6;
    outline.push([cliffEdge + direction * (t * 150 + rng.range(-10, 14)), plateau + t ** 0.7 * (810 - plateau)]);
  }
  canvas.add(`<path d="${polyPath(outline)}" fill="${palette.layers[3]}"/>`);

  const towerX = cliffEdge - direction * rng.range(70, 130);
  const ground = plateauAt(towerX) + 4;
  const towerH = rng.range(210, 290);
  const baseW = rng.range(44, 60);
  const topW = baseW * 0.62;
  const top = ground - towerH;
  const lit = canvas.id("tower");
  const moonSide = moon.x > towerX ? 1 : 0;
  canvas.def(
    linearGradient(lit, 0, 0, 1, 0, [
      [0, moonSide ? palette.ink : palette.layers[1]],
      [0.55, palette.layers[2]],
      [1, moonSide ? palette.layers[1] : palette.ink],
    ]),
  );
  canvas.add(
    `<path d="M${n(towerX - baseW / 2)} ${n(ground)}L${n(towerX - topW / 2)} ${n(top)}L${n(towerX + topW / 2)} ${n(top)}L${n(towerX + baseW / 2)} ${n(ground)}Z" fill="url(#${lit})"/>`,
  );
  const gallery = rectPath(towerX - topW / 2 - 8, top - 6, topW + 16, 6);
  const lanternH = topW * 0.8;
  const lanternTop = top - 6 - lanternH;
  const dome = `M${n(towerX - topW / 2 + 1)} ${n(lanternTop)}Q${n(towerX)} ${n(lanternTop - topW * 0.75)} ${n(towerX + topW / 2 - 1)} ${n(lanternTop)}Z`;
  const rail = `M${n(towerX - topW / 2 - 8)} ${n(top - 14)}h${n(topW + 16)}`;
  canvas.add(`<path d="${gallery}${dome}" fill="${palette.ink}"/><path d="${rail}" stroke="${palette.ink}" stroke-width="1.5"/>`);
  const lampY = lanternTop + lanternH / 2;

  const sweep = rng.range(-14, 8);
  const towardSea = onLeft ? 0 : 180;
  paintBeam(ctx, { x: towerX, y: lampY, angle: towardSea + (onLeft ? sweep : -sweep), spread: rng.range(9, 15), length: 1300, color: palette.accent, opacity: 0.55, startWidth: lanternH });
  paintBeam(ctx, { x: towerX, y: lampY, angle: 180 - towardSea + sweep * 0.5, spread: rng.range(5, 9), length: 700, color: palette.accent, opacity: 0.22, startWidth: lanternH * 0.7 });
  canvas.add(`<path d="${rectPath(towerX - topW / 2 + 3, lanternTop, topW - 6, lanternH)}" fill="${palette.accentHot}"/>`);
  canvas.add(`<path d="M${n(towerX - topW / 6)} ${n(lanternTop)}v${n(lanternH)}M${n(towerX + topW / 6)} ${n(lanternTop)}v${n(lanternH)}" stroke="${palette.ink}" stroke-width="1.5"/>`);
  paintGlow(ctx, towerX, lampY, 140, palette.accent, 0.7);
  paintGlow(ctx, towerX, lampY, 36, palette.accentHot, 0.9);

  // The keeper's cottage, one window still lit.
  const cottageX = towerX + (onLeft ? -1 : 1) * (baseW / 2 + 8) - (onLeft ? 90 : 0);
  const cottageY = plateauAt(cottageX + 45) + 3;
  canvas.add(
    `<path d="${rectPath(cottageX, cottageY - 38, 90, 40)}M${n(cottageX - 6)} ${n(cottageY - 36)}L${n(cottageX + 45)} ${n(cottageY - 66)}L${n(cottageX + 96)} ${n(cottageY - 36)}Z${rectPath(cottageX + 64, cottageY - 72, 9, 22)}" fill="${palette.ink}"/>`,
  );
  paintWindows(ctx, [{ x: cottageX + 18, y: cottageY - 28, w: 11, h: 14 }, { x: cottageX + 56, y: cottageY - 28, w: 11, h: 14 }], { lit: 0.8, accent: 0, paleOpacity: 0.7 });

  // Rocks breaking the water near the foot of the cliff.
  let rocks = "";
  for (let i = 0; i < rng.int(2, 4); i++) {
    const rx = cliffEdge + direction * rng.range(90, 320);
    const ry = rng.range(horizon + 90, 760);
    const rw = rng.range(14, 40) * (ry / 500);
    rocks += `M${n(rx - rw)} ${n(ry)}L${n(rx - rw * 0.5)} ${n(ry - rw * 0.5)}L${n(rx - rw * 0.1)} ${n(ry - rw * 0.8)}L${n(rx + rw * 0.4)} ${n(ry - rw * 0.45)}L${n(rx + rw)} ${n(ry)}Z`;
  }
  canvas.add(`<path d="${rocks}" fill="${palette.ink}"/>`);

  if (stormy && rng.chance(0.7)) paintRain(ctx, { count: rng.int(300, 450), slant: rng.range(-0.35, -0.1), opacity: 0.22 });
  return { focusX: towerX };
};
