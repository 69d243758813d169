import { describe, expect, it } from "vitest";
import { daysOf, rangeOfQuery } from "./analytics-range";

const NOW = new Date("2026-11-24T12:00:00.000Z");

describe("the reports' ranges", () => {
  it("defaults to the 30 days before now, and to 30 days before a given end", () => {
    expect(rangeOfQuery(undefined, undefined, NOW)).toEqual({ ok: true, value: { from: new Date("2026-10-25T12:00:00.000Z"), to: NOW } });
    expect(rangeOfQuery(undefined, "2026-11-10", NOW)).toEqual({ ok: true, value: { from: new Date("2026-10-12T00:00:00.000Z"), to: new Date("2026-11-11T00:00:00.000Z") } });
  });

  it("reads a date alone as the start of its day for from and its end for to; a date and time as it is", () => {
    expect(rangeOfQuery("2026-11-01", "2026-11-30", NOW)).toEqual({ ok: true, value: { from: new Date("2026-11-01T00:00:00.000Z"), to: new Date("2026-12-01T00:00:00.000Z") } });
    expect(rangeOfQuery("2026-11-01T10:00:00+02:00", "2026-11-02T00:00:00Z", NOW)).toEqual({ ok: true, value: { from: new Date("2026-11-01T08:00:00.000Z"), to: new Date("2026-11-02T00:00:00.000Z") } });
  });

  it.each([
    ["2026-11-31", "2026-12-01", "from"],
    ["2026-11-01", "soon", "to"],
    ["2026-11-20", "2026-11-19", "from"],
    ["2025-11-19", "2026-11-20", "to"],
  ])("refuses from=%s&to=%s, naming %s", (from, to, argument) => {
    const range = rangeOfQuery(from, to, NOW);
    expect(range.ok).toBe(false);
    if (!range.ok) expect(range.error).toMatchObject({ errorCode: "INVALID_ARGUMENT", details: { argument } });
  });

  it("takes 366 days, a leap year's whole dates, and no more", () => {
    expect(rangeOfQuery("2027-11-21", "2028-11-20", NOW).ok).toBe(true);
  });

  it("lists every UTC day a range touches", () => {
    expect(daysOf({ from: new Date("2026-11-20T18:00:00.000Z"), to: new Date("2026-11-23T00:00:00.000Z") })).toEqual(["2026-11-20", "2026-11-21", "2026-11-22"]);
    expect(daysOf({ from: new Date("2026-11-20T18:00:00.000Z"), to: new Date("2026-11-20T19:00:00.000Z") })).toEqual(["2026-11-20"]);
  });
});
