import { inflateSync } from "node:zlib";
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFStream,
  StandardFontEmbedder,
  StandardFonts,
} from "pdf-lib";

/**
 * The text a reader sees in a PDF written by pdf-lib, for tests: what is drawn, not what the metadata says.
 *
 * Strings are decoded from the standard fonts' WinAnsi encoding to Unicode, so "·" (byte 0xB7) and "…" (0x85) come back
 * as the same characters a test writes in its expected strings; nothing else is normalised. Glyphs drawn one at a time
 * (pdf-lib's letter-spaced labels) are joined back into words, separate pieces on one line are joined with a space,
 * and lines with a newline. Symbol and ZapfDingbats text, and fonts with other encodings, come out as Latin-1 guesses.
 */

/** Windows-1252's 0x80-0x9F; Node's TextDecoder treats the "windows-1252" label as Latin-1 and gets these wrong. */
const CP1252_80_9F = "€\ufffd‚ƒ„…†‡ˆ‰Š‹Œ\ufffdŽ\ufffd\ufffd‘’“”•–—˜™š›œ\ufffdžŸ";

function winAnsiToUnicode(bytes: string): string {
  let text = "";
  for (const char of bytes) {
    const code = char.charCodeAt(0);
    text += code >= 0x80 && code <= 0x9f ? CP1252_80_9F[code - 0x80] : char;
  }
  return text;
}

/** Width of a string of character codes, in text space units per unit of font size. */
type Measure = (codes: string) => number;
type FontLookup = (resourceName: string) => Measure;

const STANDARD_FONTS: readonly string[] = Object.values(StandardFonts);
type StandardFontName = Parameters<typeof StandardFontEmbedder.for>[0];

function isStandardFont(name: string): name is StandardFontName {
  return STANDARD_FONTS.includes(name);
}

/** Without metrics, an average glyph: enough to tell touching runs from separate ones. */
const guessWidth: Measure = (codes) => codes.length * 0.5;

const standardMeasures = new Map<string, Measure>();

function standardFontMeasure(baseFont: string): Measure | undefined {
  if (!isStandardFont(baseFont)) return undefined;
  let measure = standardMeasures.get(baseFont);
  if (!measure) {
    const metrics = StandardFontEmbedder.for(baseFont);
    measure = (codes) => {
      try {
        return metrics.widthOfTextAtSize(winAnsiToUnicode(codes), 1);
      } catch {
        return guessWidth(codes);
      }
    };
    standardMeasures.set(baseFont, measure);
  }
  return measure;
}

/** pdf-lib names a page's font resources after the font, "Helvetica-Bold-7098480789": enough when the dictionaries are out of reach. */
const guessFontFromResourceName: FontLookup = (resourceName) =>
  standardFontMeasure(resourceName.replace(/-\d+$/, "")) ?? guessWidth;

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

type Operand =
  | { kind: "number"; value: number }
  | { kind: "string"; bytes: string }
  | { kind: "name"; value: string }
  | { kind: "array"; items: Operand[] }
  | { kind: "other" };

const WHITESPACE = new Set(["\0", "\t", "\n", "\f", "\r", " "]);
const DELIMITERS = new Set(["(", ")", "<", ">", "[", "]", "{", "}", "/", "%"]);
const ESCAPES: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };

/** Reads a content stream (as a Latin-1 string, one char per byte) as operands and operators. */
class ContentReader {
  private pos = 0;

  constructor(private readonly src: string) {}

  /** The next operand or operator; null at the end. */
  next(): Operand | { kind: "operator"; value: string } | null {
    this.skipSpace();
    if (this.pos >= this.src.length) return null;
    const char = this.src[this.pos];
    if (char === "(") return { kind: "string", bytes: this.literal() };
    if (char === "<" && this.src[this.pos + 1] === "<") return this.skipDict();
    if (char === "<") return { kind: "string", bytes: this.hex() };
    if (char === "[") return this.array();
    if (char === "/") {
      this.pos++;
      return { kind: "name", value: this.regular() };
    }
    if (DELIMITERS.has(char)) {
      this.pos++;
      return { kind: "other" };
    }
    const word = this.regular();
    const value = Number(word);
    if (word !== "" && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return { kind: "number", value };
    if (word === "ID") this.skipInlineImage();
    return { kind: "operator", value: word };
  }

  private skipSpace(): void {
    while (this.pos < this.src.length) {
      const char = this.src[this.pos];
      if (char === "%") {
        while (this.pos < this.src.length && this.src[this.pos] !== "\n" && this.src[this.pos] !== "\r") this.pos++;
      } else if (WHITESPACE.has(char)) this.pos++;
      else return;
    }
  }

  private regular(): string {
    const start = this.pos;
    while (this.pos < this.src.length && !WHITESPACE.has(this.src[this.pos]) && !DELIMITERS.has(this.src[this.pos])) this.pos++;
    return this.src.slice(start, this.pos);
  }

  private literal(): string {
    let depth = 0;
    let out = "";
    while (++this.pos < this.src.length) {
      const char = this.src[this.pos];
      if (char === "\\") {
        const escaped = this.src[++this.pos] ?? "";
        const octal = /^[0-7]{1,3}/.exec(this.src.slice(this.pos, this.pos + 3));
        if (octal) {
          out += String.fromCharCode(parseInt(octal[0], 8) & 0xff);
          this.pos += octal[0].length - 1;
        } else if (escaped === "\r") {
          if (this.src[this.pos + 1] === "\n") this.pos++;
        } else if (escaped !== "\n") out += ESCAPES[escaped] ?? escaped;
      } else if (char === "(") {
        depth++;
        out += char;
      } else if (char === ")") {
        if (depth-- === 0) break;
        out += char;
      } else out += char;
    }
    this.pos++;
    return out;
  }

  private hex(): string {
    const end = this.src.indexOf(">", this.pos);
    const digits = this.src.slice(this.pos + 1, end < 0 ? undefined : end).replace(/[^0-9A-Fa-f]/g, "");
    this.pos = end < 0 ? this.src.length : end + 1;
    return Buffer.from(digits.length % 2 ? `${digits}0` : digits, "hex").toString("latin1");
  }

  private array(): Operand {
    this.pos++;
    const items: Operand[] = [];
    for (;;) {
      this.skipSpace();
      if (this.pos >= this.src.length) break;
      if (this.src[this.pos] === "]") {
        this.pos++;
        break;
      }
      const item = this.next();
      if (item && item.kind !== "operator") items.push(item);
    }
    return { kind: "array", items };
  }

  /** Marked-content property lists: nothing drawn, so skipped whole. */
  private skipDict(): Operand {
    this.pos += 2;
    for (;;) {
      this.skipSpace();
      if (this.pos >= this.src.length) break;
      if (this.src.startsWith(">>", this.pos)) {
        this.pos += 2;
        break;
      }
      this.next();
    }
    return { kind: "other" };
  }

  /** Inline image data is binary: skip to the EI that ends it. */
  private skipInlineImage(): void {
    const end = /\sEI(?=[\s]|$)/g;
    end.lastIndex = this.pos + 1;
    const found = end.exec(this.src);
    this.pos = found ? found.index + found[0].length : this.src.length;
  }
}

/** A piece of text drawn in one go, with where it starts and ends on the page. */
interface Run {
  text: string;
  start: readonly [number, number];
  end: readonly [number, number];
  /** Unit vector of the baseline's direction. */
  direction: readonly [number, number];
  /** The font size as drawn, in page units. */
  em: number;
}

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

/** A Form XObject to draw: its content, its own font lookup, its matrix. */
type XObjectLookup = (name: string) => { content: string; fonts: FontLookup; matrix: Matrix; xobjects: XObjectLookup } | undefined;
const NO_XOBJECTS: XObjectLookup = () => undefined;

function numbers(operands: Operand[]): number[] {
  return operands.map((operand) => (operand.kind === "number" ? operand.value : 0));
}

/** Runs the text operators of a content stream, collecting what they draw. Graphics other than text are ignored. */
function interpret(content: string, fonts: FontLookup, xobjects: XObjectLookup, ctm: Matrix = IDENTITY, depth = 0): Run[] {
  const runs: Run[] = [];
  const reader = new ContentReader(content);
  const stack: TextState[] = [];
  let state: TextState = { ctm, font: guessWidth, size: 0, charSpacing: 0, wordSpacing: 0, scale: 1, leading: 0, rise: 0 };
  let lineMatrix: Matrix = IDENTITY;
  let textMatrix: Matrix = IDENTITY;
  let operands: Operand[] = [];

  const moveLine = (x: number, y: number) => {
    lineMatrix = multiply(translate(x, y), lineMatrix);
    textMatrix = lineMatrix;
  };
  const show = (bytes: string) => {
    const render = multiply([state.size * state.scale, 0, 0, state.size, 0, state.rise], multiply(textMatrix, state.ctm));
    const spaces = bytes.split(" ").length - 1;
    const advance = (state.font(bytes) * state.size + state.charSpacing * bytes.length + state.wordSpacing * spaces) * state.scale;
    textMatrix = multiply(translate(advance, 0), textMatrix);
    const after = multiply([1, 0, 0, 1, 0, state.rise], multiply(textMatrix, state.ctm));
    const length = Math.hypot(render[0], render[1]) || 1;
    runs.push({
      text: winAnsiToUnicode(bytes),
      start: [render[4], render[5]],
      end: [after[4], after[5]],
      direction: [render[0] / length, render[1] / length],
      em: Math.hypot(render[2], render[3]),
    });
  };

  for (let token = reader.next(); token; token = reader.next()) {
    if (token.kind !== "operator") {
      operands.push(token);
      continue;
    }
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = numbers(operands);
    const last = operands[operands.length - 1];
    switch (token.value) {
      case "q":
        stack.push({ ...state });
        break;
      case "Q":
        state = stack.pop() ?? state;
        break;
      case "cm":
        state.ctm = multiply([a, b, c, d, e, f], state.ctm);
        break;
      case "BT":
        lineMatrix = textMatrix = IDENTITY;
        break;
      case "Tf":
        if (operands[0]?.kind === "name") state.font = fonts(operands[0].value);
        state.size = b;
        break;
      case "Tc":
        state.charSpacing = a;
        break;
      case "Tw":
        state.wordSpacing = a;
        break;
      case "Tz":
        state.scale = a / 100;
        break;
      case "TL":
        state.leading = a;
        break;
      case "Ts":
        state.rise = a;
        break;
      case "Td":
        moveLine(a, b);
        break;
      case "TD":
        state.leading = -b;
        moveLine(a, b);
        break;
      case "Tm":
        lineMatrix = textMatrix = [a, b, c, d, e, f];
        break;
      case "T*":
        moveLine(0, -state.leading);
        break;
      case "Tj":
        if (last?.kind === "string") show(last.bytes);
        break;
      case "'":
      case '"':
        if (token.value === '"') [state.wordSpacing, state.charSpacing] = [a, b];
        moveLine(0, -state.leading);
        if (last?.kind === "string") show(last.bytes);
        break;
      case "TJ":
        for (const item of last?.kind === "array" ? last.items : []) {
          if (item.kind === "string") show(item.bytes);
          if (item.kind === "number") textMatrix = multiply(translate((-item.value / 1000) * state.size * state.scale, 0), textMatrix);
        }
        break;
      case "Do": {
        const form = last?.kind === "name" && depth < 8 ? xobjects(last.value) : undefined;
        if (form) runs.push(...interpret(form.content, form.fonts, form.xobjects, multiply(form.matrix, state.ctm), depth + 1));
        break;
      }
    }
    operands = [];
  }
  return runs;
}

/** Joins runs as a reader would: letter-spaced glyphs into words, pieces of one line with a space, lines with a newline. */
function layout(runs: readonly Run[]): string {
  let text = "";
  let previous: Run | undefined;
  for (const run of runs) {
    if (run.text.length === 0) continue;
    if (previous) {
      const [dx, dy] = [run.start[0] - previous.end[0], run.start[1] - previous.end[1]];
      const [ux, uy] = previous.direction;
      const along = dx * ux + dy * uy;
      const across = Math.abs(dy * ux - dx * uy);
      const em = previous.em || 1;
      const parallel = run.direction[0] * ux + run.direction[1] * uy > 0.99;
      const sameLine = parallel && across <= em * 0.5 && along >= -em * 0.5;
      const letterSpaced = previous.text.length === 1 && run.text.length === 1;
      if (!sameLine) text += "\n";
      else if (along > em * (letterSpaced ? 0.5 : 0.1)) text += " ";
    }
    text += run.text;
    previous = run;
  }
  return text;
}

/** A stream's dictionary closing right before its data: the "stream" in "endstream" or inside data never matches. */
const STREAM_START = />>\s*stream\r?\n/g;
const FLATE_ONLY = /\/Filter\s*(\/FlateDecode|\[\s*\/FlateDecode\s*\])(?![\w#])/;

/** Content streams and forms; not images, fonts, colour profiles, metadata, object or cross-reference streams. */
function mayHoldText(dict: string): boolean {
  if (/\/(Length1|Length2|Length3|N)\b/.test(dict)) return false;
  const type = /\/Type\s*\/(\w+)/.exec(dict)?.[1];
  const subtype = /\/Subtype\s*\/(\w+)/.exec(dict)?.[1];
  return (type === undefined || type === "XObject") && (subtype === undefined || subtype === "Form");
}

function inflated(data: Buffer, dict: string): Buffer | undefined {
  if (!/\/Filter\b/.test(dict)) return data;
  if (!FLATE_ONLY.test(dict)) return undefined;
  try {
    return inflateSync(data);
  } catch {
    return undefined;
  }
}

/**
 * All the text drawn in the file, read straight from its bytes: every content stream in file order, which for a
 * modified file need not be page order. For one page's text use pdfPageTexts.
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const src = raw.toString("latin1");
  const texts: string[] = [];
  const streams = new RegExp(STREAM_START);
  for (let match = streams.exec(src); match; match = streams.exec(src)) {
    const start = match.index + match[0].length;
    const dict = src.slice(Math.max(src.lastIndexOf(" obj", match.index), 0), match.index + 2);
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    const end = length ? start + Number(length[1]) : src.indexOf("endstream", start);
    if (end < start) continue;
    streams.lastIndex = end;
    const content = mayHoldText(dict) ? inflated(raw.subarray(start, end), dict) : undefined;
    const text = content ? layout(interpret(content.toString("latin1"), guessFontFromResourceName, NO_XOBJECTS)) : "";
    if (text) texts.push(text);
  }
  return texts.join("\n");
}

function streamContent(stream: PDFStream): string {
  const decoded = stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents();
  return Buffer.from(decoded).toString("latin1");
}

/** Measures a resource's font by its dictionary: the standard 14 by their metrics, others by their /Widths. */
function fontLookup(resources: PDFDict | undefined): FontLookup {
  const fonts = resources?.lookupMaybe(PDFName.of("Font"), PDFDict);
  return (resourceName) => {
    const font = fonts?.lookupMaybe(PDFName.of(resourceName), PDFDict);
    if (!font) return guessFontFromResourceName(resourceName);
    const baseFont = font.lookupMaybe(PDFName.of("BaseFont"), PDFName)?.decodeText().replace(/^[A-Z]{6}\+/, "") ?? "";
    const standard = standardFontMeasure(baseFont);
    if (standard) return standard;
    const widths = font.lookupMaybe(PDFName.of("Widths"), PDFArray);
    const firstChar = font.lookupMaybe(PDFName.of("FirstChar"), PDFNumber)?.asNumber() ?? 0;
    if (!widths) return guessWidth;
    return (codes) => {
      let total = 0;
      for (const char of codes) total += (widths.lookupMaybe(char.charCodeAt(0) - firstChar, PDFNumber)?.asNumber() ?? 500) / 1000;
      return total;
    };
  };
}

function matrixOf(array: PDFArray | undefined): Matrix {
  const values = array?.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : 0)) ?? [];
  const [a, b, c, d, e, f] = values;
  return values.length === 6 ? [a, b, c, d, e, f] : IDENTITY;
}

/** Form XObjects (pdf-lib's embedded pages), read with their own resources or, lacking them, their page's. */
function xobjectLookup(resources: PDFDict | undefined, fonts: FontLookup): XObjectLookup {
  const xobjects = resources?.lookupMaybe(PDFName.of("XObject"), PDFDict);
  return (name) => {
    const form = xobjects?.lookupMaybe(PDFName.of(name), PDFStream);
    if (!form || form.dict.lookupMaybe(PDFName.of("Subtype"), PDFName) !== PDFName.of("Form")) return undefined;
    const own = form.dict.lookupMaybe(PDFName.of("Resources"), PDFDict);
    const formFonts = own ? fontLookup(own) : fonts;
    return {
      content: streamContent(form),
      fonts: formFonts,
      matrix: matrixOf(form.dict.lookupMaybe(PDFName.of("Matrix"), PDFArray)),
      xobjects: xobjectLookup(own ?? resources, formFonts),
    };
  };
}

/** Each page's drawn text, in page order: what a test checks when something must appear on every page. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((item) => doc.context.lookup(item)) : [contents];
    // A page's streams are one program cut in pieces: read them as one.
    const content = streams
      .filter((stream): stream is PDFStream => stream instanceof PDFStream)
      .map(streamContent)
      .join("\n");
    const resources = page.node.Resources();
    const fonts = fontLookup(resources);
    return layout(interpret(content, fonts, xobjectLookup(resources, fonts)));
  });
}
