/**
 * pdf-lib's standard fonts encode text as WinAnsi (Windows-1252) and throw on anything else, so every string bound
 * for a page goes through toWinAnsi first.
 */

/** The 27 printable characters Windows-1252 adds in 0x80-0x9F, on top of Latin-1. */
const CP1252_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

/** Letters NFD cannot decompose, and punctuation WinAnsi lacks but has a close cousin for. */
const TRANSLITERATIONS: Record<string, string> = {
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ħ: "h",
  Ħ: "H",
  ı: "i",
  ŀ: "l",
  Ŀ: "L",
  ŋ: "n",
  Ŋ: "N",
  ŧ: "t",
  Ŧ: "T",
  ĸ: "k",
  ſ: "s",
  ǝ: "e",
  ə: "e",
  Ə: "E",
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "―": "—",
  "−": "-",
  "′": "'",
  "″": '"',
  "\u2009": " ",
  "\u200a": " ",
  "\u202f": " ",
  "\u2007": " ",
  "\u2002": " ",
  "\u2003": " ",
};

export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.includes(char);
}

function transliterate(char: string): string {
  const mapped = TRANSLITERATIONS[char];
  if (mapped !== undefined) return mapped;
  const [base = "", ...marks] = [...char.normalize("NFD")];
  // Keep the most of a stacked accent WinAnsi can show: "ễ" becomes "ê", "ộ" becomes "ô", "ő" becomes "o".
  for (const mark of marks) {
    const composed = (base + mark).normalize("NFC");
    if ([...composed].length === 1 && isWinAnsi(composed)) return composed;
  }
  if (base && isWinAnsi(base)) return base;
  const mappedBase = TRANSLITERATIONS[base];
  return mappedBase ?? "";
}

/** Rewrites text so a WinAnsi font can draw every character; line breaks become spaces, unknown symbols vanish. */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    if (char === "\n" || char === "\r" || char === "\t") out += " ";
    else if (isWinAnsi(char)) out += char;
    else out += transliterate(char);
  }
  return out.replace(/ {2,}/g, " ");
}
