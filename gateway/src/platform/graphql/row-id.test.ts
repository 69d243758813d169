import { describe, expect, it } from "vitest";
import { rowIdOf } from "./row-id";

describe("a row id as clients send it", () => {
  it("reads a plain positive id, up to the largest an int column holds", () => {
    expect(rowIdOf("1")).toBe(1);
    expect(rowIdOf("907")).toBe(907);
    expect(rowIdOf("2147483647")).toBe(2_147_483_647);
  });

  it.each(["", "0", "-1", "+1", " 1", "1 ", "01", "0x1", "1e3", "1.0", "1_000", "١", "2147483648", "99999999999", "abc"])("refuses %j", (text) => {
    expect(rowIdOf(text)).toBeNull();
  });
});
