import { n, n2 } from "../svg";

/** A trench coat and fedora, 100 units tall with the feet at the origin: the genre's one indispensable prop. */
export const FIGURE_PATH =
  "M-10 -87L-6 -88L-5.5 -96L-2 -97.5L2 -97.5L5.5 -96L6 -88L10 -87L5 -86L4.5 -81L3 -79L11 -76L13 -70L14 -45" +
  "L16 -22L12 -20L4 -21L4.5 0L1.5 0L0.5 -19L-0.5 -19L-1.5 0L-4.5 0L-4 -21L-12 -20L-16 -22L-14 -45L-13 -70" +
  "L-11 -76L-3 -79L-4.5 -81L-5 -86Z";

export function figure(x: number, feetY: number, height: number, color: string, mirrored = false): string {
  const scale = height / 100;
  return `<path d="${FIGURE_PATH}" fill="${color}" transform="translate(${n(x)} ${n(feetY)}) scale(${n2(mirrored ? -scale : scale)} ${n2(scale)})"/>`;
}
