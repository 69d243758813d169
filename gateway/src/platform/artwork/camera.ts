import type { Rng } from "./prng";
import { HEIGHT, WIDTH } from "./scene";
import { n } from "./svg";

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function viewBoxAttr(box: ViewBox): string {
  return `${n(box.x)} ${n(box.y)} ${n(box.width)} ${n(box.height)}`;
}

/** The cover frames the scene with a slight, story-specific push-in so shared motifs are not shot identically. */
export function coverCamera(rng: Rng): ViewBox {
  const zoom = rng.range(1, 1.12);
  const width = WIDTH / zoom;
  const height = HEIGHT / zoom;
  return { x: rng.range(0, WIDTH - width), y: rng.range(0.4, 1) * (HEIGHT - height), width, height };
}

/** The 4:3 thumbnail keeps the full scene height around the scene's centre of interest. */
export function thumbnailCamera(rng: Rng, focusX: number): ViewBox {
  const zoom = rng.range(1, 1.08);
  const height = HEIGHT / zoom;
  const width = (height * 4) / 3;
  const x = Math.min(Math.max(focusX - width / 2, 0), WIDTH - width);
  return { x, y: HEIGHT - height, width, height };
}
