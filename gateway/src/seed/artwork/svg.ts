/** One decimal is invisible at these sizes and keeps the SVG text short, which is most of librsvg's parse time. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
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
        : `<stop offset="${n(offset * 100)}%" stop-color="${color}" stop-opacity="${n(opacity * 100) / 100}"/>`,
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

/** A polyline through points as path commands. */
export function polyPath(points: ReadonlyArray<readonly [number, number]>, close = true): string {
  const body = points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${n(x)} ${n(y)}`).join("");
  return close ? `${body}Z` : body;
}
