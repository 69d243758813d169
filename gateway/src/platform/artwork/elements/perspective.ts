import { n } from "../svg";

/** A pinhole camera for interiors: the eye sits at the origin looking down +Z, y grows downward. */
export interface Projector {
  point(x: number, y: number, z: number): [number, number];
  /** A quadrilateral through four world points, as path commands. */
  quad(corners: ReadonlyArray<readonly [number, number, number]>): string;
}

export function createProjector(vanishX: number, vanishY: number, focal: number): Projector {
  const point = (x: number, y: number, z: number): [number, number] => [vanishX + (focal * x) / z, vanishY + (focal * y) / z];
  return {
    point,
    quad: (corners) =>
      corners
        .map(([x, y, z], i) => {
          const [sx, sy] = point(x, y, z);
          return `${i === 0 ? "M" : "L"}${n(sx)} ${n(sy)}`;
        })
        .join("") + "Z",
  };
}
