import { describe, expect, it } from "vitest";
import { characterCount, isPlainText } from "./plain-text";

describe("plain text", () => {
  it.each([
    ["a line feed", "Line one\nLine two"],
    ["a carriage return", "UPS\r"],
    ["a tab", "a\tb"],
    ["NUL", "ada\u0000"],
    ["DEL", "x\u007f"],
    ["a C1 control", "x\u009by"],
    ["a line separator", "one\u2028two"],
    ["a paragraph separator", "one\u2029two"],
    ["a right-to-left override", "1 Main St\u202Eevil"],
    ["a left-to-right embedding", "\u202Ax"],
    ["a pop directional formatting", "x\u202C"],
    ["a first-strong isolate", "\u2068x\u2069"],
    ["a left-to-right isolate", "\u2066x"],
  ])("refuses %s", (_name, text) => {
    expect(isPlainText(text)).toBe(false);
  });

  it.each([
    ["markup", "<script>alert(1)</script>"],
    ["quotes", `"><img src=x onerror=alert(1)>`],
    ["a template", "{{7*7}}"],
    ["accents and CJK", "Zoë Ångström 東京"],
    ["an emoji joined with a zero-width joiner", "\u{1F468}\u200D\u{1F373}"],
    ["a no-break space", "5\u00a0kg"],
    ["nothing", ""],
  ])("takes %s as it is", (_name, text) => {
    expect(isPlainText(text)).toBe(true);
  });

  it("counts characters as people do, an astral emoji as one", () => {
    expect(characterCount("Café \u{1F50E}")).toBe(6);
  });
});
