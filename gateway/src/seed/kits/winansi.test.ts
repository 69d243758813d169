import { describe, expect, it } from "vitest";
import { isWinAnsi, toWinAnsi } from "./winansi";

describe("toWinAnsi", () => {
  it("keeps everything WinAnsi can already draw, curly quotes and dashes included", () => {
    const text = "“Café” — naïve façade, 12 €, ‘smart’ quotes…";
    expect(toWinAnsi(text)).toBe(text);
  });

  it("keeps as much of a stacked accent as WinAnsi allows", () => {
    expect(toWinAnsi("Hội An")).toBe("Hôi An");
    expect(toWinAnsi("Nguyễn")).toBe("Nguyên");
    expect(toWinAnsi("Kővári")).toBe("Kovári");
  });

  it("transliterates letters with no decomposition", () => {
    expect(toWinAnsi("Łukasz Wójcik z Łodzi, Đức")).toBe("Lukasz Wójcik z Lodzi, Dúc");
  });

  it("drops symbols it cannot draw and never leaves a character WinAnsi lacks", () => {
    const result = toWinAnsi("Tour ✈ guide 🏮 东京\nnext line");
    expect(result).toBe("Tour guide next line");
    expect([...result].every(isWinAnsi)).toBe(true);
  });
});
