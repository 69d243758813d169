import type { Palette } from "./palette";
import type { Rng } from "./prng";

export const WIDTH = 1200;
export const HEIGHT = 800;

/** Collects one scene's SVG: gradient and filter definitions apart from the painted layers, in paint order. */
export class SvgCanvas {
  private readonly defs: string[] = [];
  private readonly layers: string[] = [];
  private counter = 0;

  /** Ids are numbered in call order, which is deterministic, so output stays byte-identical. */
  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(markup: string): void {
    this.layers.push(markup);
  }

  /** The scene as a nested <svg>, cropped to viewBox; mirrored flips it left to right. */
  toSvg(width: number, height: number, viewBox: string, mirrored = false): string {
    const layers = this.layers.join("");
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join("")}</defs>` +
      (mirrored ? `<g transform="translate(${WIDTH} 0) scale(-1 1)">${layers}</g>` : layers) +
      "</svg>"
    );
  }
}

export interface SceneContext {
  rng: Rng;
  palette: Palette;
  canvas: SvgCanvas;
}

/** What the renderer needs back from a scene besides the paint. */
export interface SceneResult {
  /** Horizontal centre of interest (0..WIDTH); the 4:3 thumbnail crops around it. */
  focusX: number;
}

export type SceneBuilder = (ctx: SceneContext) => SceneResult;
