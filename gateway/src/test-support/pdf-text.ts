import { inflateSync } from "node:zlib";
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFStream, StandardFontEmbedder, StandardFonts } from "pdf-lib";

/**
 * The text a reader sees in a PDF written by pdf-lib, for tests: what is drawn, not what the metadata says.
 *
 * Strings are decoded from the standard fonts' WinAnsi encoding to Unicode, so "·" (byte 0xB7) and "…" (0x85) come
 * back as the very characters a test writes in its expected strings; nothing else is normalised. Glyphs drawn one at a
 * time (pdf-lib's letter-spaced labels, rubber stamps) are joined back into words, separate pieces of one line are
 * joined with a space, and lines with a newline. Widths come from the standard 14 fonts' metrics; text in other fonts
 * is placed by an average width and decoded as if WinAnsi.
 */

/** Windows-1252's 0x80-0x9F. Node's TextDecoder treats the "windows-1252" label as Latin-1 and gets these wrong. */
const CP1252_80_9F = "€\ufffd‚ƒ„…†‡ˆ‰Š‹Œ\ufffdŽ\ufffd\ufffd‘’“”•–—˜™š›œ\ufffdžŸ";

function winAnsiToUnicode(bytes: string): string {
  return bytes.replace(/[\x80-\x9f]/g, (char) => CP1252_80_9F[char.charCodeAt(0) - 0x80]);
}

/** Width of a string of character codes, in text space units per unit of font size. */
type Measure = (codes: string) => number;
type FontLookup = (resourceName: string) => Measure;

const averageWidth: Measure = (codes) => codes.length * 0.5;

const STANDARD_FONTS: readonly string[] = Object.values(StandardFonts);
type StandardFontName = Parameters<typeof StandardFontEmbedder.for>[0];
function isStandardFont(name: string): name is StandardFontName {
  return STANDARD_FONTS.includes(name);
}

const standardMeasures = new Map<string, Measure>();
function standardFontMeasure(baseFont: string): Measure {
  if (!isStandardFont(baseFont)) return averageWidth;
  let measure = standardMeasures.get(baseFont);
  if (!measure) {
    const metrics = StandardFontEmbedder.for(baseFont);
    measure = (codes) => {
      try {
        return metrics.widthOfTextAtSize(winAnsiToUnicode(codes), 1);
      } catch {
        return averageWidth(codes);
      }
    };
    standardMeasures.set(baseFont, measure);
  }
  return measure;
}

/** pdf-lib names font resources after the font ("Helvetica-Bold-7098480789"): enough when the dictionaries are out of reach. */
const fontFromResourceName: FontLookup = (resourceName) => standardFontMeasure(resourceName.replace(/-\d+$/, ""));

type Matrix = readonly [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

function translate(x: number, y: number): Matrix {
  return [1, 0, 0, 1, x, y];
}

type Operand = { kind: "number"; value: number } | { kind: "string"; bytes: string } | { kind: "name"; value: string } | { kind: "array"; items: Operand[] };
type Token = Operand | { kind: "operator"; value: string } | { kind: "mark"; value: string };

/** One token at a time: whitespace or comment, "(" opening a literal string, <hex>, a delimiter, /name, or a bare word. */
const TOKEN = /\s+|%[^\r\n]*|(\()|<([0-9A-Fa-f\s]*)>|(<<|>>|\[|\])|\/([^\s()<>[\]{}/%]*)|([^\s()<>[\]{}/%]+)|[\s\S]/y;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const ESCAPES: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };

/** A literal string from just after its "(": balanced parentheses, backslash escapes, octal codes, line continuations. */
function literal(src: string, from: number): { bytes: string; end: number } {
  let bytes = "";
  let depth = 0;
  let i = from;
  for (; i < src.length; i++) {
    const char = src[i];
    if (char === "\\") {
      const octal = /^[0-7]{1,3}/.exec(src.slice(i + 1, i + 4))?.[0];
      if (octal) bytes += String.fromCharCode(parseInt(octal, 8) & 0xff);
      else if (src[i + 1] === "\r" && src[i + 2] === "\n") i++;
      else if (src[i + 1] !== "\r" && src[i + 1] !== "\n") bytes += ESCAPES[src[i + 1]] ?? src[i + 1] ?? "";
      i += octal ? octal.length : 1;
    } else if (char === ")" && depth-- === 0) break;
    else {
      if (char === "(") depth++;
      bytes += char;
    }
  }
  return { bytes, end: i + 1 };
}

/** The tokens of a content stream given as a Latin-1 string, one character per byte. */
function* tokens(src: string): Generator<Token> {
  const pattern = new RegExp(TOKEN.source, "y");
  for (let match = pattern.exec(src); match; match = pattern.exec(src)) {
    const [, open, hex, mark, name, word] = match;
    if (open) {
      const string = literal(src, pattern.lastIndex);
      pattern.lastIndex = string.end;
      yield { kind: "string", bytes: string.bytes };
    } else if (hex !== undefined) {
      const digits = hex.replace(/\s/g, "");
      yield { kind: "string", bytes: Buffer.from(digits.length % 2 ? `${digits}0` : digits, "hex").toString("latin1") };
    } else if (mark) yield { kind: "mark", value: mark };
    else if (name !== undefined) yield { kind: "name", value: name };
    else if (word !== undefined && NUMBER.test(word)) yield { kind: "number", value: Number(word) };
    else if (word !== undefined) {
      yield { kind: "operator", value: word };
      // Inline image data is binary: resume after the EI that ends it.
      if (word === "ID") {
        const end = /\sEI(?=\s|$)/.exec(src.slice(pattern.lastIndex));
        pattern.lastIndex = end ? pattern.lastIndex + end.index + end[0].length : src.length;
      }
    }
  }
}

/** A piece of text drawn in one go, with where it starts and ends on the page. */
interface Run {
  text: string;
  start: readonly [number, number];
  end: readonly [number, number];
  /** Unit vector along the baseline. */
  direction: readonly [number, number];
  /** The font size as drawn, in page units. */
  em: number;
}

/** The part of the graphics state that places text, saved and restored by q and Q. */
interface TextState {
  ctm: Matrix;
  font: Measure;
  size: number;
  charSpacing: number;
  wordSpacing: number;
  scale: number;
  leading: number;
  rise: number;
}

type FormLookup = (name: string) => { content: string; fonts: FontLookup; forms: FormLookup; matrix: Matrix } | undefined;
const NO_FORMS: FormLookup = () => undefined;

/** Runs a content stream's text operators, collecting what they draw; other graphics are ignored. */
function interpret(content: string, fonts: FontLookup, forms: FormLookup, ctm: Matrix = IDENTITY, depth = 0): Run[] {
  const runs: Run[] = [];
  const saved: TextState[] = [];
  let state: TextState = { ctm, font: averageWidth, size: 0, charSpacing: 0, wordSpacing: 0, scale: 1, leading: 0, rise: 0 };
  let lineMatrix = IDENTITY;
  let textMatrix = IDENTITY;

  const moveLine = (x: number, y: number) => {
    lineMatrix = textMatrix = multiply(translate(x, y), lineMatrix);
  };
  const advance = (by: number) => {
    textMatrix = multiply(translate(by * state.scale, 0), textMatrix);
  };
  const show = (operand: Operand | undefined) => {
    if (operand?.kind !== "string") return;
    const { bytes } = operand;
    const rendering = (matrix: Matrix) => multiply([state.size * state.scale, 0, 0, state.size, 0, state.rise], multiply(matrix, state.ctm));
    const start = rendering(textMatrix);
    const spaces = bytes.split(" ").length - 1;
    advance(state.font(bytes) * state.size + state.charSpacing * bytes.length + state.wordSpacing * spaces);
    const end = rendering(textMatrix);
    const length = Math.hypot(start[0], start[1]) || 1;
    runs.push({
      text: winAnsiToUnicode(bytes),
      start: [start[4], start[5]],
      end: [end[4], end[5]],
      direction: [start[0] / length, start[1] / length],
      em: Math.hypot(start[2], start[3]),
    });
  };

  type Operator = (n: number[], last: Operand | undefined, first: Operand | undefined) => void;
  const operators: Record<string, Operator> = {
    q: () => saved.push({ ...state }),
    Q: () => (state = saved.pop() ?? state),
    cm: ([a, b, c, d, e, f]) => (state.ctm = multiply([a, b, c, d, e, f], state.ctm)),
    BT: () => (lineMatrix = textMatrix = IDENTITY),
    Tf: ([, size], _last, font) => {
      state.font = font?.kind === "name" ? fonts(font.value) : averageWidth;
      state.size = size;
    },
    Tc: ([spacing]) => (state.charSpacing = spacing),
    Tw: ([spacing]) => (state.wordSpacing = spacing),
    Tz: ([scale]) => (state.scale = scale / 100),
    TL: ([leading]) => (state.leading = leading),
    Ts: ([rise]) => (state.rise = rise),
    Td: ([x, y]) => moveLine(x, y),
    TD: ([x, y]) => {
      state.leading = -y;
      moveLine(x, y);
    },
    Tm: ([a, b, c, d, e, f]) => (lineMatrix = textMatrix = [a, b, c, d, e, f]),
    "T*": () => moveLine(0, -state.leading),
    Tj: (_n, last) => show(last),
    "'": (_n, last) => {
      moveLine(0, -state.leading);
      show(last);
    },
    '"': ([wordSpacing, charSpacing], last) => {
      state.wordSpacing = wordSpacing;
      state.charSpacing = charSpacing;
      moveLine(0, -state.leading);
      show(last);
    },
    TJ: (_n, last) => {
      for (const item of last?.kind === "array" ? last.items : []) {
        if (item.kind === "number") advance((-item.value / 1000) * state.size);
        else show(item);
      }
    },
    Do: (_n, last) => {
      const form = last?.kind === "name" && depth < 8 ? forms(last.value) : undefined;
      if (form) runs.push(...interpret(form.content, form.fonts, form.forms, multiply(form.matrix, state.ctm), depth + 1));
    },
  };

  let operands: Operand[] = [];
  const arrays: Operand[][] = [];
  let dictDepth = 0;
  for (const token of tokens(content)) {
    if (token.kind === "mark") {
      // Dictionaries only carry marked-content properties, never drawn: everything inside one is skipped.
      if (token.value === "<<") dictDepth++;
      else if (token.value === ">>") dictDepth = Math.max(dictDepth - 1, 0);
      else if (dictDepth > 0) continue;
      else if (token.value === "[") arrays.push([]);
      else if (arrays.length > 0) {
        const items = arrays.pop() ?? [];
        (arrays[arrays.length - 1] ?? operands).push({ kind: "array", items });
      }
    } else if (token.kind === "operator") {
      const numbers = operands.map((operand) => (operand.kind === "number" ? operand.value : 0));
      if (Object.hasOwn(operators, token.value)) operators[token.value](Array.from({ length: 6 }, (_, i) => numbers[i] ?? 0), operands[operands.length - 1], operands[0]);
      operands = [];
    } else if (dictDepth === 0) (arrays[arrays.length - 1] ?? operands).push(token);
  }
  return runs;
}

/** Joins runs as a reader would: letter-spaced glyphs into words, pieces of one line with a space, lines with a newline. */
function layout(runs: readonly Run[]): string {
  let text = "";
  let previous: Run | undefined;
  for (const run of runs.filter((candidate) => candidate.text.length > 0)) {
    if (previous) {
      const [dx, dy] = [run.start[0] - previous.end[0], run.start[1] - previous.end[1]];
      const [ux, uy] = previous.direction;
      const along = dx * ux + dy * uy;
      const em = previous.em || 1;
      const parallel = run.direction[0] * ux + run.direction[1] * uy > 0.99;
      const sameLine = parallel && Math.abs(dy * ux - dx * uy) <= em * 0.5 && along >= -em * 0.5;
      // pdf-lib draws tracked capitals glyph by glyph, spaces included: gaps between single glyphs are tracking.
      const letterSpaced = previous.text.length === 1 && run.text.length === 1;
      if (!sameLine) text += "\n";
      else if (along > em * (letterSpaced ? 0.5 : 0.1)) text += " ";
    }
    text += run.text;
    previous = run;
  }
  return text;
}

/** Matches where a stream's data begins, right after its dictionary; the "stream" ending "endstream" never does. */
const STREAM_DATA = />>\s*stream\r?\n/g;

/** Content streams and forms; not images, fonts, colour profiles, metadata, object or cross-reference streams. */
function mayHoldText(dict: string): boolean {
  if (/\/(Length1|Length2|Length3|N)\b/.test(dict)) return false;
  const type = /\/Type\s*\/(\w+)/.exec(dict)?.[1];
  const subtype = /\/Subtype\s*\/(\w+)/.exec(dict)?.[1];
  return (type === undefined || type === "XObject") && (subtype === undefined || subtype === "Form");
}

function decoded(data: Buffer, dict: string): Buffer | undefined {
  if (!/\/Filter\b/.test(dict)) return data;
  if (!/\/Filter\s*(\/FlateDecode|\[\s*\/FlateDecode\s*\])(?![\w#])/.test(dict)) return undefined;
  try {
    return inflateSync(data);
  } catch {
    return undefined;
  }
}

/**
 * All the text drawn in the file, read straight from its bytes: every content stream in file order, which for a
 * modified file is not page order. Use pdfPageTexts for a page's text.
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const src = raw.toString("latin1");
  const texts: string[] = [];
  const streams = new RegExp(STREAM_DATA);
  for (let match = streams.exec(src); match; match = streams.exec(src)) {
    const start = match.index + match[0].length;
    const dict = src.slice(Math.max(src.lastIndexOf(" obj", match.index), 0), match.index + 2);
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    const end = length ? start + Number(length[1]) : src.indexOf("endstream", start);
    if (end < start) continue;
    streams.lastIndex = end;
    const content = mayHoldText(dict) ? decoded(raw.subarray(start, end), dict) : undefined;
    const text = content ? layout(interpret(content.toString("latin1"), fontFromResourceName, NO_FORMS)) : "";
    if (text) texts.push(text);
  }
  return texts.join("\n");
}

function streamContent(stream: PDFStream): string {
  return Buffer.from(stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents()).toString("latin1");
}

/** Fonts by their dictionaries' BaseFont (a subset's "ABCDEF+" prefix dropped), else by pdf-lib's naming. */
function fontLookup(resources: PDFDict | undefined): FontLookup {
  const fonts = resources?.lookupMaybe(PDFName.of("Font"), PDFDict);
  return (resourceName) => {
    const baseFont = fonts?.lookupMaybe(PDFName.of(resourceName), PDFDict)?.lookupMaybe(PDFName.of("BaseFont"), PDFName);
    return baseFont ? standardFontMeasure(baseFont.decodeText().replace(/^[A-Z]{6}\+/, "")) : fontFromResourceName(resourceName);
  };
}

/** Form XObjects (how pdf-lib embeds pages), read with their own resources or, lacking them, those of what draws them. */
function formLookup(resources: PDFDict | undefined, fonts: FontLookup): FormLookup {
  const xobjects = resources?.lookupMaybe(PDFName.of("XObject"), PDFDict);
  return (name) => {
    const form = xobjects?.lookupMaybe(PDFName.of(name), PDFStream);
    if (!form || form.dict.lookupMaybe(PDFName.of("Subtype"), PDFName) !== PDFName.of("Form")) return undefined;
    const own = form.dict.lookupMaybe(PDFName.of("Resources"), PDFDict);
    const formFonts = own ? fontLookup(own) : fonts;
    const values = form.dict.lookupMaybe(PDFName.of("Matrix"), PDFArray)?.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : 0)) ?? [];
    const [a, b, c, d, e, f] = values;
    const matrix: Matrix = values.length === 6 ? [a, b, c, d, e, f] : IDENTITY;
    return { content: streamContent(form), fonts: formFonts, forms: formLookup(own ?? resources, formFonts), matrix };
  };
}

/** Each page's drawn text, in page order: what a test checks when something must appear on every page. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((item) => doc.context.lookup(item)) : [contents];
    // A page's streams are pieces of one program, and are read as one.
    const content = streams
      .filter((stream): stream is PDFStream => stream instanceof PDFStream)
      .map(streamContent)
      .join("\n");
    const resources = page.node.Resources();
    const fonts = fontLookup(resources);
    return layout(interpret(content, fonts, formLookup(resources, fonts)));
  });
}
