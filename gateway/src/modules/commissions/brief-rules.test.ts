import { describe, expect, it } from "vitest";
import { type CustomCaseBriefInput, ReferralSource, SkinTone, SuspectSex } from "../cart";
import { checkBrief } from "./brief-rules";
import { briefSummary } from "./custom-case-brief";
import { aBrief, daysAhead } from "./commissions.test-fixtures";

const NOW = new Date("2026-03-10T23:30:00.000Z");

function input(overrides: Parameters<typeof aBrief>[1] = {}): CustomCaseBriefInput {
  return aBrief(NOW, overrides) as CustomCaseBriefInput;
}

function errorsOf(brief: CustomCaseBriefInput | null): Record<string, string> {
  const checked = checkBrief(brief, NOW);
  if (checked.ok) throw new Error("The brief was accepted");
  return Object.fromEntries(Object.entries(checked.error.details ?? {}).map(([field, message]) => [field, String(message)]));
}

function accepts(brief: CustomCaseBriefInput): boolean {
  return checkBrief(brief, NOW).ok;
}

const suspect = (fields: Record<string, string | null>) => ({ fullName: "Tom Crewe", ...fields });

describe("a custom case brief", () => {
  it("is kept normalised: trimmed, the email lower-cased, empty optional fields null", () => {
    const checked = checkBrief(input({ email: "  Ada@Example.TEST ", city: "  Halifax ", location: "   ", suspects: [{ fullName: " Tom ", age: "", eyes: "  " }] }), NOW);
    expect(checked).toEqual({
      ok: true,
      value: {
        email: "ada@example.test",
        dateRequired: daysAhead(NOW, 30),
        source: ReferralSource.GOOGLE,
        city: "Halifax",
        location: null,
        suspects: [{ fullName: "Tom", age: null, eyes: null, height: null, occupation: null, relationship: null, hairColor: null, sex: null, skinTone: null }],
      },
    });
  });

  it("keeps every enum value the form offers", () => {
    const brief = input({ source: "PINTEREST", suspects: [{ fullName: "A", sex: "NOT_APPLICABLE", skinTone: "PREFER_NOT_TO_SPECIFY" }] });
    expect(checkBrief(brief, NOW)).toMatchObject({ ok: true, value: { source: ReferralSource.PINTEREST, suspects: [{ sex: SuspectSex.NOT_APPLICABLE, skinTone: SkinTone.PREFER_NOT_TO_SPECIFY }] } });
  });

  it("is refused as a whole when missing", () => {
    expect(errorsOf(null)).toEqual({ customCaseBrief: "Describe the custom case you want: its brief is missing." });
  });

  it("takes 1 to 6 suspects", () => {
    expect(errorsOf(input({ suspects: [] }))).toEqual({ "customCaseBrief.suspects": "Please add at least one suspect" });
    expect(accepts(input({ suspects: [suspect({})] }))).toBe(true);
    expect(accepts(input({ suspects: Array.from({ length: 6 }, (_unused, index) => suspect({ fullName: `Suspect ${index}` })) }))).toBe(true);
    expect(errorsOf(input({ suspects: Array.from({ length: 7 }, (_unused, index) => suspect({ fullName: `Suspect ${index}` })) }))).toEqual({
      "customCaseBrief.suspects": "Maximum number of suspects reached (6)",
    });
  });

  it("takes a date 14 days ahead in UTC days, not 13, nor past a year", () => {
    const tooSoon = "Choose a date at least 14 days from today: custom cases currently take up to 14 days.";
    expect(errorsOf(input({ dateRequired: daysAhead(NOW, 13) }))).toEqual({ "customCaseBrief.dateRequired": tooSoon });
    expect(accepts(input({ dateRequired: daysAhead(NOW, 14) }))).toBe(true);
    expect(errorsOf(input({ dateRequired: daysAhead(NOW, -1) }))).toEqual({ "customCaseBrief.dateRequired": tooSoon });
    expect(accepts(input({ dateRequired: daysAhead(NOW, 365) }))).toBe(true);
    expect(errorsOf(input({ dateRequired: daysAhead(NOW, 366) }))).toEqual({ "customCaseBrief.dateRequired": "Choose a date within a year from today." });
  });

  it.each(["2027-02-30", "2026-13-01", "2026-04-31", "2026-4-1", "01/05/2026", "2026-04-01T00:00:00Z", "", "tomorrow"])("refuses the date %j", (dateRequired) => {
    expect(errorsOf(input({ dateRequired }))).toEqual({ "customCaseBrief.dateRequired": "Enter the date required as YYYY-MM-DD, a date that exists." });
  });

  it("takes a leap day that exists", () => {
    expect(checkBrief(input({ dateRequired: "2028-02-29" }), new Date("2028-01-01T00:00:00Z")).ok).toBe(true);
  });

  it("checks the email like the cart does, up to 254 characters", () => {
    const message = "Enter a valid email address, like name@example.com.";
    for (const email of ["", "  ", "ada", "ada@example", "ada @example.test", "@example.test"]) expect(errorsOf(input({ email }))).toEqual({ "customCaseBrief.email": message });
    const longest = `${"a".repeat(254 - "@example.test".length)}@example.test`;
    expect(accepts(input({ email: longest }))).toBe(true);
    expect(errorsOf(input({ email: `a${longest}` }))).toEqual({ "customCaseBrief.email": "Email can be at most 254 characters." });
  });

  it("needs a city of 1 to 100 characters, counted as people count them", () => {
    expect(errorsOf(input({ city: "  " }))).toEqual({ "customCaseBrief.city": "City is required" });
    expect(accepts(input({ city: "x".repeat(100) }))).toBe(true);
    expect(accepts(input({ city: "\u{1F50E}".repeat(100) }))).toBe(true);
    expect(errorsOf(input({ city: "x".repeat(101) }))).toEqual({ "customCaseBrief.city": "City can be at most 100 characters." });
    expect(errorsOf(input({ city: "x".repeat(10_000) }))).toEqual({ "customCaseBrief.city": "City can be at most 100 characters." });
  });

  it("takes a location of up to 200 characters, or none", () => {
    expect(accepts(input({ location: null }))).toBe(true);
    expect(accepts(input({ location: "x".repeat(200) }))).toBe(true);
    expect(errorsOf(input({ location: "x".repeat(201) }))).toEqual({ "customCaseBrief.location": "Location can be at most 200 characters." });
  });

  it("refuses a source the form does not offer", () => {
    expect(errorsOf(input({ source: "NEWSPAPER" }))).toEqual({ "customCaseBrief.source": "Tell us where you heard about us." });
  });

  it.each([
    ["fullName", 100, "Full name"],
    ["age", 20, "Age"],
    ["eyes", 40, "Eyes"],
    ["height", 40, "Height"],
    ["hairColor", 40, "Hair color"],
    ["occupation", 100, "Occupation"],
    ["relationship", 200, "Relationship"],
  ])("limits a suspect's %s to %i characters", (field, max, label) => {
    expect(accepts(input({ suspects: [suspect({}), suspect({ [field]: "x".repeat(max) })] }))).toBe(true);
    expect(errorsOf(input({ suspects: [suspect({}), suspect({ [field]: "x".repeat(max + 1) })] }))).toEqual({
      [`customCaseBrief.suspects.1.${field}`]: `${label} can be at most ${max} characters.`,
    });
  });

  it("needs each suspect's full name", () => {
    expect(errorsOf(input({ suspects: [suspect({}), suspect({ fullName: " " }), suspect({})] }))).toEqual({ "customCaseBrief.suspects.1.fullName": "Full name is required" });
  });

  it("refuses a sex or skin tone the form does not offer", () => {
    expect(errorsOf(input({ suspects: [suspect({ sex: "X", skinTone: "BLUE" })] }))).toEqual({
      "customCaseBrief.suspects.0.sex": "Choose M, F or N/A.",
      "customCaseBrief.suspects.0.skinTone": "Choose one of the skin tones offered.",
    });
  });

  it("refuses control characters, line separators and text-reordering marks in every text field, and takes markup-like text as it is", () => {
    const message = "Use ordinary characters: no line breaks, tabs or other control characters.";
    expect(errorsOf(input({ email: "ada\u0000@example.test", city: "Hali\nfax", location: "a\tb", suspects: [suspect({ fullName: "Tom\u0007", relationship: "x\u009by" })] }))).toEqual({
      "customCaseBrief.email": message,
      "customCaseBrief.city": message,
      "customCaseBrief.location": message,
      "customCaseBrief.suspects.0.fullName": message,
      "customCaseBrief.suspects.0.relationship": message,
    });
    expect(errorsOf(input({ city: "Hali\u2028fax", location: "The \u202Eesuohthgil", suspects: [suspect({ fullName: "Tom\u2029Crewe", occupation: "\u2066Keeper\u2069" })] }))).toEqual({
      "customCaseBrief.city": message,
      "customCaseBrief.location": message,
      "customCaseBrief.suspects.0.fullName": message,
      "customCaseBrief.suspects.0.occupation": message,
    });
    expect(checkBrief(input({ city: '<script>alert(1)</script>', location: '"><img src=x onerror=alert(1)>' }), NOW)).toMatchObject({
      ok: true,
      value: { city: "<script>alert(1)</script>", location: '"><img src=x onerror=alert(1)>' },
    });
  });

  it("reports every faulty field at once, in the order of the form", () => {
    const errors = errorsOf(
      input({ email: "nope", dateRequired: "2027-02-30", city: "", location: "x".repeat(201), suspects: [suspect({ fullName: "" }), ...Array.from({ length: 6 }, () => suspect({ age: "x".repeat(21) }))] }),
    );
    expect(Object.keys(errors)).toEqual([
      "customCaseBrief.email",
      "customCaseBrief.dateRequired",
      "customCaseBrief.city",
      "customCaseBrief.location",
      "customCaseBrief.suspects",
      "customCaseBrief.suspects.0.fullName",
      "customCaseBrief.suspects.1.age",
      "customCaseBrief.suspects.2.age",
      "customCaseBrief.suspects.3.age",
      "customCaseBrief.suspects.4.age",
      "customCaseBrief.suspects.5.age",
      "customCaseBrief.suspects.6.age",
    ]);
  });

  it("sums itself up in one line for the cart", () => {
    expect(briefSummary({ city: "Halifax", suspects: [suspect({}), suspect({})] })).toBe("Halifax \u00b7 2 suspects");
    expect(briefSummary({ city: "Halifax", suspects: [suspect({})] })).toBe("Halifax \u00b7 1 suspect");
  });
});
