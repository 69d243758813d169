import { figure } from "../elements/figure";
import { paintBeam, paintGlow } from "../elements/light";
import { paintMoon, paintSky, paintStars, randomMoon } from "../elements/sky";
import { pinePath, ridgeAt, ridgeHeights, ridgePath } from "../elements/terrain";
import { paintFog, paintWeather } from "../elements/weather";
import { HEIGHT, WIDTH, type SceneBuilder, type SceneContext } from "../scene";
import { n, rectPath } from "../svg";

/** Ranks of pines dissolving into mist, moonlight slanting through, one lit cabin deep in the trees. */
export const forest: SceneBuilder = (ctx) => {
  const { rng, palette, canvas } = ctx;
  const horizon = rng.range(380, 460);
  paintSky(ctx, horizon);
  paintStars(ctx, rng.int(40, 110), horizon * 0.7);
  const moon = randomMoon(ctx, { minX: 200, maxX: 1000, minY: 80, maxY: 200 });
  paintMoon(ctx, moon);

  const ranks = [
    { baseY: horizon + 10, height: [60, 110], width: 0.42, gap: [9, 16], fill: palette.layers[0] },
    { baseY: horizon + 80, height: [110, 190], width: 0.4, gap: [18, 34], fill: palette.layers[1] },
    { baseY: horizon + 190, height: [200, 330], width: 0.38, gap: [40, 80], fill: palette.layers[2] },
  ];
  let cabin = { x: rng.range(300, 900), y: 0 };
  ranks.forEach((rank, index) => {
    const ground = ridgeHeights(rng, { detail: 4, amplitude: 40, roughness: 0.5 });
    let d = ridgePath(ground, rank.baseY);
    for (let x = -30; x < WIDTH + 30; x += rng.range(rank.gap[0], rank.gap[1])) {
      const h = rng.range(rank.height[0], rank.height[1]);
      // Keep a clearing open in front of the cabin so the nearer rank never hides it.
      if (index >= 1 && Math.abs(x - cabin.x) < 70 + index * 40) continue;
      d += pinePath(rng, x, ridgeAt(ground, rank.baseY, x) + 4, h, h * rank.width);
    }
    canvas.add(`<path d="${d}" fill="${rank.fill}"/>`);
    if (index === 1) {
      cabin = { x: cabin.x, y: ridgeAt(ground, rank.baseY, cabin.x) + 2 };
      paintCabin(ctx, cabin.x, cabin.y);
    }
    paintFog(ctx, { y: rank.baseY - 10, height: 110 + index * 30, opacity: 0.2 - index * 0.04, patches: 4 });
  });

  // Moonlight slanting through the canopy.
  const shafts = rng.int(2, 4);
  const slant = moon.x < WIDTH / 2 ? rng.range(60, 75) : rng.range(105, 120);
  for (let i = 0; i < shafts; i++) {
    paintBeam(ctx, {
      x: rng.range(100, 1100),
      y: -20,
      angle: slant,
      spread: rng.range(3, 7),
      length: 900,
      color: palette.pale,
      opacity: 0.09,
      startWidth: rng.range(20, 60),
    });
  }

  // One or two giant pines at the frame edge, too close to fit in shot.
  let giants = "";
  for (const edge of rng.chance(0.5) ? [rng.range(-60, 60)] : [rng.range(-60, 40), rng.range(1160, 1260)]) {
    giants += pinePath(rng, edge, HEIGHT + 40, rng.range(900, 1100), rng.range(300, 420));
  }
  const floor = ridgeHeights(rng, { detail: 3, amplitude: 30, roughness: 0.5 });
  canvas.add(`<path d="${ridgePath(floor, HEIGHT - 50)}${giants}" fill="${palette.layers[3]}"/>`);
  paintFog(ctx, { y: HEIGHT - 80, height: 120, opacity: 0.1, patches: 3 });

  if (rng.chance(0.5)) {
    const fx = cabin.x + rng.range(-240, 240);
    canvas.add(figure(fx, HEIGHT - 60 - rng.range(0, 20), rng.range(70, 95), palette.ink, rng.chance(0.5)));
  }
  paintWeather(ctx, rng.pick(["clear", "clear", "rain", "snow"] as const));
  return { focusX: cabin.x };
};

function paintCabin(ctx: SceneContext, x: number, groundY: number): void {
  const { canvas, palette } = ctx;
  const w = 64;
  const h = 30;
  canvas.add(
    `<path d="${rectPath(x - w / 2, groundY - h, w, h + 2)}M${n(x - w / 2 - 8)} ${n(groundY - h + 2)}L${n(x)} ${n(groundY - h - 28)}L${n(x + w / 2 + 8)} ${n(groundY - h + 2)}Z${rectPath(x + 12, groundY - h - 30, 7, 18)}" fill="${palette.layers[2]}"/>`,
  );
  canvas.add(`<path d="${rectPath(x - 18, groundY - h + 9, 10, 11)}" fill="${palette.accent}"/>`);
  paintGlow(ctx, x - 13, groundY - h + 14, 70, palette.accent, 0.55);
}
