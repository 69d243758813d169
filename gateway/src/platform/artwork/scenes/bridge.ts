import { cityBlock } from "../elements/buildings";
import { paintGlow, paintWindows } from "../elements/light";
import { paintClouds, paintMoon, paintSky, paintStars, randomMoon } from "../elements/sky";
import { paintReflection, paintWater } from "../elements/water";
import { paintFog, paintWeather } from "../elements/weather";
import { HEIGHT, WIDTH, type SceneBuilder } from "../scene";
import { n, rectPath } from "../svg";

/** A suspension bridge over black water: towers, catenary cables, a necklace of deck lamps doubled in reflection. */
export const bridge: SceneBuilder = (ctx) => {
  const { rng, palette, canvas } = ctx;
  const waterline = rng.range(540, 600);
  paintSky(ctx, waterline - 30);
  paintStars(ctx, rng.int(40, 110), 360);
  const spanL = rng.range(120, 420);
  const span = rng.range(520, 760);
  const spanR = spanL + span;
  // The moon hangs inside the main span, framed by the sag of the cable.
  const moon = randomMoon(ctx, { minX: spanL + 90, maxX: spanR - 90, minY: 90, maxY: 200 });
  paintMoon(ctx, moon);
  paintClouds(ctx, { count: rng.int(2, 6), minY: 60, maxY: 300, opacity: 0.75 });

  const city = cityBlock(rng, { x0: 0, x1: WIDTH, baseY: waterline + 2, minH: 20, maxH: 120, minW: 20, maxW: 50, pitch: 5 });
  canvas.add(`<path d="${city.d}" fill="${palette.layers[0]}"/>`);
  paintWindows(ctx, city.windows, { lit: 0.18, accent: 0.01, paleOpacity: 0.3 });
  paintWater(ctx, waterline, 110);
  paintReflection(ctx, { x: moon.x, surfaceY: waterline, length: HEIGHT - waterline, width: moon.r * 2, color: palette.moon, opacity: 0.25 });
  paintFog(ctx, { y: waterline - 10, height: 70, opacity: 0.22, patches: 3 });

  // Two towers and the main span between them; side spans run off the frame.
  const deckY = waterline - rng.range(90, 140);
  const towerTop = deckY - rng.range(220, 300);
  const towerW = rng.range(28, 40);
  const lowest = deckY - rng.range(8, 30);
  let steel = "";
  for (const tx of [spanL, spanR]) {
    steel += rectPath(tx - towerW / 2, towerTop, towerW * 0.32, waterline - towerTop + 30);
    steel += rectPath(tx + towerW / 2 - towerW * 0.32, towerTop, towerW * 0.32, waterline - towerTop + 30);
    for (const y of [towerTop + 10, (towerTop + deckY) / 2, deckY + 30]) steel += rectPath(tx - towerW / 2, y, towerW, 10);
    steel += rectPath(tx - towerW * 0.7, waterline - 6, towerW * 1.4, 30);
  }
  steel += rectPath(-20, deckY, WIDTH + 40, 12);
  let cables = `M${n(spanL)} ${n(towerTop + 4)}Q${n((spanL + spanR) / 2)} ${n(2 * lowest - towerTop - 4)} ${n(spanR)} ${n(towerTop + 4)}`;
  cables += `M${n(spanL)} ${n(towerTop + 4)}Q${n(spanL - 120)} ${n(deckY - 80)} ${n(spanL - 420)} ${n(deckY)}`;
  cables += `M${n(spanR)} ${n(towerTop + 4)}Q${n(spanR + 120)} ${n(deckY - 80)} ${n(spanR + 420)} ${n(deckY)}`;
  let hangers = "";
  for (let x = spanL + 16; x < spanR - 8; x += 16) {
    const t = (x - spanL) / span;
    const cableY = (1 - t) ** 2 * (towerTop + 4) + 2 * (1 - t) * t * (2 * lowest - towerTop - 4) + t * t * (towerTop + 4);
    hangers += `M${n(x)} ${n(cableY)}V${n(deckY)}`;
  }
  canvas.add(`<path d="${hangers}" stroke="${palette.layers[3]}" stroke-width="1" opacity="0.8"/>`);
  canvas.add(`<path d="${cables}" stroke="${palette.layers[3]}" stroke-width="3.5" fill="none"/>`);
  canvas.add(`<path d="${steel}" fill="${palette.layers[3]}"/>`);
  canvas.add(`<path d="${cables}" stroke="${palette.pale}" stroke-width="1" fill="none" opacity="0.18"/>`);

  // Deck lamps in the accent, each doubled in the water below.
  let lamps = "";
  const lampStep = rng.range(44, 70);
  for (let x = rng.range(0, lampStep); x < WIDTH; x += lampStep) {
    lamps += `M${n(x)} ${n(deckY - 3)}h0`;
    paintReflection(ctx, { x, surfaceY: waterline + 4, length: rng.range(80, 200), width: 10, color: palette.accent, opacity: 0.35 });
  }
  canvas.add(`<path d="${lamps}" stroke="${palette.accent}" stroke-width="14" stroke-linecap="round" opacity="0.28"/>`);
  canvas.add(`<path d="${lamps}" stroke="${palette.accentHot}" stroke-width="4" stroke-linecap="round"/>`);
  for (const tx of [spanL, spanR]) paintGlow(ctx, tx, towerTop - 4, 30, palette.accent, 0.8);
  canvas.add(`<path d="M${n(spanL)} ${n(towerTop - 4)}h0M${n(spanR)} ${n(towerTop - 4)}h0" stroke="${palette.accentHot}" stroke-width="5" stroke-linecap="round"/>`);

  paintFog(ctx, { y: deckY + 40, height: 120, opacity: 0.18, patches: 5 });
  paintWeather(ctx, rng.pick(["clear", "rain", "fog"] as const));
  return { focusX: (spanL + spanR) / 2 + rng.range(-150, 150) };
};
