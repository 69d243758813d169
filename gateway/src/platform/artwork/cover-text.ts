import type { ArtworkSubject } from "./artwork-subject";
import { caseFileNumber } from "./case-number";
import type { Palette } from "./palette";
import { escapeXml, n } from "./svg";

const MARGIN = 64;
/** DejaVu Serif, what fontconfig resolves "serif" to, averages about this many ems per character in mixed case. */
const SERIF_EM_PER_CHAR = 0.56;
const TYPE_COLOR = "#ece6da";

interface TitleLayout {
  lines: string[];
  size: number;
}

/** One line if it fits at a dignified size, otherwise two lines broken at the space nearest the middle. */
function layoutTitle(title: string, maxWidth: number): TitleLayout {
  const fit = (text: string, max: number) => Math.min(max, maxWidth / (Math.max(text.length, 1) * SERIF_EM_PER_CHAR));
  const single = fit(title, 62);
  if (single >= 44 || !title.includes(" ")) return { lines: [title], size: single };
  const middle = title.length / 2;
  let split = -1;
  for (let i = 0; i < title.length; i++) {
    if (title[i] === " " && (split < 0 || Math.abs(i - middle) < Math.abs(split - middle))) split = i;
  }
  const lines = [title.slice(0, split), title.slice(split + 1)];
  return { lines, size: Math.min(...lines.map((line) => fit(line, 54))) };
}

/** The cover's typography: a case-file stamp up top, the title and place set quietly at the foot. */
export function coverText(story: ArtworkSubject, palette: Palette, width: number, height: number): string {
  const { lines, size } = layoutTitle(story.title, width - MARGIN * 2);
  const lineHeight = size * 1.12;
  const placeY = height - 52;
  const lastBaseline = placeY - 34;
  const firstBaseline = lastBaseline - (lines.length - 1) * lineHeight;
  const ruleY = firstBaseline - size - 18;
  const title = lines
    .map((line, i) => `<tspan x="${MARGIN}" y="${n(firstBaseline + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join("");
  const place = `${story.city} \u00b7 ${story.type}`.toUpperCase();

  return (
    `<g transform="rotate(-3 ${MARGIN + 80} ${MARGIN + 30})" opacity="0.9">` +
    `<rect x="${MARGIN}" y="${MARGIN - 8}" width="176" height="66" fill="none" stroke="${palette.accent}" stroke-width="2.5"/>` +
    `<rect x="${MARGIN + 5}" y="${MARGIN - 3}" width="166" height="56" fill="none" stroke="${palette.accent}" stroke-width="1" opacity="0.7"/>` +
    `<text x="${MARGIN + 88}" y="${MARGIN + 16}" text-anchor="middle" font-family="monospace" font-size="13" letter-spacing="5" fill="${palette.accent}">CASE FILE</text>` +
    `<text x="${MARGIN + 88}" y="${MARGIN + 45}" text-anchor="middle" font-family="monospace" font-weight="bold" font-size="25" letter-spacing="3" fill="${palette.accent}">No. ${caseFileNumber(story.slug)}</text>` +
    "</g>" +
    `<rect x="${MARGIN}" y="${n(ruleY)}" width="56" height="3" fill="${palette.accent}"/>` +
    `<text font-family="serif" font-size="${n(size)}" fill="${TYPE_COLOR}" letter-spacing="0.5">${title}</text>` +
    `<text x="${MARGIN}" y="${placeY}" font-family="sans-serif" font-size="15" letter-spacing="5" fill="${TYPE_COLOR}" opacity="0.72">${escapeXml(place)}</text>`
  );
}
