/** One decimal is invisible at these sizes and keeps the SVG text short, which is most of librsvg's parse time. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

/** Opacities and scale factors need two decimals, not one. */
export function n2(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** [offset 0..1, colour, opacity] */
export type Stop = readonly [number, string, number?];

function stops(list: readonly Stop[]): string {
  return list
    .map(([offset, color, opacity]) =>
      opacity === undefined
        ? `<stop offset="${n(offset * 100)}%" stop-color="${color}"/>`
        : `<stop offset="${n(offset * 100)}%" stop-color="${color}" stop-opacity="${n2(opacity)}"/>`,
    )
    .join("");
}

/** Gradient coordinates are fractions of the painted shape's bounding box. */
export function linearGradient(id: string, x1: number, y1: number, x2: number, y2: number, list: readonly Stop[]): string {
  return `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`;
}

/** Gradient coordinates in scene pixels, for beams whose fade must follow their own direction. */
export function userGradient(id: string, x1: number, y1: number, x2: number, y2: number, list: readonly Stop[]): string {
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`;
}

export function radialGradient(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${n(cx * 100) + "%"}" cy="${n(cy * 100) + "%"}" r="${n(r * 100) + "%"}">${stops(list)}</radialGradient>`;
}

/** A rectangle as path commands, so hundreds of windows share one element. */
export function rectPath(x: number, y: number, w: number, h: number): string {
  return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`;
}

/**
 * A polyline through points as path commands. Closed outlines are turned clockwise, because silhouettes are merged
 * into one path under the nonzero rule, where an overlap of opposite windings would punch a hole.
 */
export function polyPath(points: ReadonlyArray<readonly [number, number]>, close = true): string {
  let ordered = points;
  if (close) {
    let area = 0;
    for (let i = 0; i < points.length; i++) {
      const [x1, y1] = points[i];
      const [x2, y2] = points[(i + 1) % points.length];
      area += x1 * y2 - x2 * y1;
    }
    // With y pointing down, a negative shoelace sum means counter-clockwise on screen.
    if (area < 0) ordered = [...points].reverse();
  }
  const body = ordered.map(([x, y], i) => `${i === 0 ? "M" : "L"}${n(x)} ${n(y)}`).join("");
  return close ? `${body}Z` : body;
}
