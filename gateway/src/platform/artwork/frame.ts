import { GRAIN_TILE_SIZE } from "./grain";

export interface FrameOptions {
  /** The scene as a nested <svg> already cropped to its camera. */
  scene: string;
  width: number;
  height: number;
  grain: string;
  /** Darkening toward the bottom edge, 0..1: heavy under cover type, light under the shop's overlay. */
  shade: number;
  overlay?: string;
}

/** Wraps a scene in the finishing every image shares: bottom shade, vignette and film grain, then any type. */
export function frameSvg(options: FrameOptions): string {
  const { width, height } = options;
  const grainSize = GRAIN_TILE_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    "<defs>" +
    `<linearGradient id="fr-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${options.shade}"/></linearGradient>` +
    '<radialGradient id="fr-vignette" cx="50%" cy="46%" r="72%"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.78"/></radialGradient>' +
    `<pattern id="fr-grain" patternUnits="userSpaceOnUse" width="${grainSize}" height="${grainSize}"><image width="${grainSize}" height="${grainSize}" xlink:href="${options.grain}"/></pattern>` +
    "</defs>" +
    options.scene +
    `<rect width="${width}" height="${height}" fill="url(#fr-shade)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#fr-vignette)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#fr-grain)"/>` +
    (options.overlay ?? "") +
    "</svg>"
  );
}
