import { cityBlock } from "../elements/buildings";
import { paintBeam, paintGlow, paintWindows, type WindowRect } from "../elements/light";
import { paintClouds, paintMoon, paintSky, paintStars, randomMoon } from "../elements/sky";
import { paintFog, paintRain } from "../elements/weather";
import { HEIGHT, WIDTH, type SceneBuilder } from "../scene";
import { linearGradient, n, rectPath } from "../svg";

/** Downtown at night: three depths of towers, searchlights raking low cloud, the street glowing from below. */
export const skyline: SceneBuilder = (ctx) => {
  const { rng, palette, canvas } = ctx;
  const base = rng.range(600, 660);
  paintSky(ctx, base - 60);
  paintStars(ctx, rng.int(30, 90), 320);
  if (rng.chance(0.75)) paintMoon(ctx, randomMoon(ctx, { minX: 120, maxX: 1080, minY: 90, maxY: 240 }));
  paintClouds(ctx, { count: rng.int(3, 7), minY: 60, maxY: 330, opacity: 0.85 });

  if (rng.chance(0.6)) {
    const beams = rng.int(1, 3);
    for (let i = 0; i < beams; i++) {
      paintBeam(ctx, {
        x: rng.range(150, 1050),
        y: base,
        angle: rng.range(-125, -55),
        spread: rng.range(3, 6),
        length: 900,
        // The first searchlight carries the accent; the others stay cold.
        color: i === 0 ? palette.accent : palette.pale,
        opacity: i === 0 ? 0.2 : 0.13,
      });
    }
  }

  const far = cityBlock(rng, { x0: 0, x1: WIDTH, baseY: base, minH: 90, maxH: 300, minW: 30, maxW: 70, pitch: 7 });
  canvas.add(`<path d="${far.d}" fill="${palette.layers[0]}"/>`);
  paintWindows(ctx, far.windows, { lit: 0.16, accent: 0.01, paleOpacity: 0.28 });
  paintFog(ctx, { y: base - 40, height: 160, opacity: 0.16 });

  const street = canvas.id("street");
  canvas.def(linearGradient(street, 0, 0, 0, 1, [[0, palette.accent, 0], [1, palette.accent, 0.3]]));
  canvas.add(`<rect x="0" y="${n(base - 120)}" width="${WIDTH}" height="${n(HEIGHT - base + 120)}" fill="url(#${street})"/>`);

  const rise = HEIGHT - base;
  const mid = cityBlock(rng, { x0: 0, x1: WIDTH, baseY: HEIGHT + 10, minH: rise + 60, maxH: rise + 380, minW: 60, maxW: 140, pitch: 11 });
  canvas.add(`<path d="${mid.d}" fill="${palette.layers[2]}"/>`);
  const accentWindows = paintWindows(ctx, mid.windows, { lit: 0.2, accent: 0.012, paleOpacity: 0.4 });
  for (const win of accentWindows.slice(0, 3)) paintGlow(ctx, win.x + win.w / 2, win.y + win.h / 2, 30, palette.accent, 0.4);
  const warning = mid.tips.map((tip) => `M${n(tip.x)} ${n(tip.y)}h0`).join("");
  if (warning) canvas.add(`<path d="${warning}" stroke="${palette.accent}" stroke-width="4" stroke-linecap="round"/>`);
  paintFog(ctx, { y: HEIGHT - 60, height: 160, opacity: 0.12, patches: 3 });

  // Two dark towers crowd the frame edges, as if the camera stood on a rooftop between them.
  const towers = [
    { x: -10, w: rng.range(90, 190), top: rng.range(60, 260) },
    { x: 0, w: rng.range(110, 210), top: rng.range(140, 320) },
  ];
  towers[1].x = WIDTH - towers[1].w + 10;
  let towerPath = "";
  const towerWindows: WindowRect[] = [];
  for (const tower of towers) {
    towerPath += rectPath(tower.x, tower.top, tower.w, HEIGHT - tower.top + 10);
    for (let y = tower.top + 24; y < HEIGHT; y += 34) {
      for (let x = tower.x + 16; x < tower.x + tower.w - 24; x += 30) towerWindows.push({ x, y, w: 12, h: 18 });
    }
  }
  canvas.add(`<path d="${towerPath}" fill="${palette.layers[3]}"/>`);
  paintWindows(ctx, towerWindows, { lit: 0.1, accent: 0.015, paleOpacity: 0.3 });

  if (rng.chance(0.5)) paintRain(ctx, { count: rng.int(260, 400), slant: rng.range(-0.2, 0.12), opacity: 0.2 });
  return { focusX: WIDTH / 2 + rng.range(-200, 200) };
};
