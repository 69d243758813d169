import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfPageTexts, pdfText } from "../../test-support/pdf-text";
import { ReferralSource, SkinTone, SuspectSex } from "../cart";
import type { Brief, SuspectDetails } from "./custom-case-brief";
import { renderDossier } from "./dossier";

const ORDERED_AT = new Date("2026-04-01T10:00:00.000Z");

const blank: Omit<SuspectDetails, "fullName"> = { age: null, eyes: null, height: null, occupation: null, relationship: null, hairColor: null, sex: null, skinTone: null };

function brief(overrides: Partial<Brief> = {}): Brief {
  return {
    email: "ada@example.test",
    dateRequired: "2026-05-01",
    source: ReferralSource.TIKTOK,
    city: "Halifax",
    location: "The old lighthouse",
    suspects: [
      { fullName: "Margaret Hale", age: "54", eyes: "Grey", height: "5'6\"", occupation: "Lighthouse keeper", relationship: "Sister of the victim", hairColor: "Silver", sex: SuspectSex.F, skinTone: SkinTone.MEDIUM },
      { fullName: "Tom Crewe", ...blank },
    ],
    ...overrides,
  };
}

const render = (of: Brief) => renderDossier({ orderNumber: "CCK-TEST-0001", orderedAt: ORDERED_AT, brief: of });

describe("a custom case's draft dossier", () => {
  it("has a cover with the whole brief, then one sheet per suspect with every field given", async () => {
    const pages = await pdfPageTexts(await render(brief()));
    expect(pages).toHaveLength(3);
    const [cover = "", first = "", second = ""] = pages;
    for (const text of ["Custom Case \u2014 draft dossier", "CCK-TEST-0001", "Halifax", "The old lighthouse", "2026-05-01", "TikTok", "ada@example.test", "1. Margaret Hale", "2. Tom Crewe", "Page 1 of 3"]) {
      expect(cover).toContain(text);
    }
    for (const text of ["SUSPECT 1 OF 2", "Margaret Hale", "54", "F", "Medium", "Grey", "Silver", "5'6\"", "Lighthouse keeper", "Sister of the victim", "Page 2 of 3"]) expect(first).toContain(text);
    expect(first).toContain("RELATIONSHIP TO THE VICTIM");
    expect(second).toContain("Tom Crewe");
    expect(second).not.toContain("AGE");
    expect(second).not.toContain("OCCUPATION");
  });

  it("is the same file every time it is made from the same brief", async () => {
    const [once, again] = [await render(brief()), await render(brief())];
    expect(Buffer.from(once).equals(Buffer.from(again))).toBe(true);
  });

  it("prints six suspects with every field at its longest", async () => {
    const longest: SuspectDetails = {
      fullName: "N".repeat(50) + " " + "M".repeat(49),
      age: "9".repeat(20),
      eyes: "e".repeat(40),
      height: "h".repeat(40),
      occupation: "occupation ".repeat(9).trim(),
      relationship: "related ".repeat(25).trim(),
      hairColor: "c".repeat(40),
      sex: SuspectSex.NOT_APPLICABLE,
      skinTone: SkinTone.PREFER_NOT_TO_SPECIFY,
    };
    const bytes = await render(brief({ city: "C".repeat(100), location: "L".repeat(200), suspects: Array.from({ length: 6 }, () => longest) }));
    const pages = await pdfPageTexts(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(7);
    expect(pdfText(bytes)).toContain("Prefer not to specify");
    expect(pages.filter((page) => page.includes("SUSPECT 6 OF 6"))).not.toHaveLength(0);
  });

  it("prints what the kits' fonts can of any Unicode, and says where the rest is", async () => {
    const bytes = await render(
      brief({
        city: "北京",
        location: "Zoë\u2019s caf\u00e9 \u{1F50E}\u{1F480} \u0141\u00f3d\u017a",
        suspects: [
          { fullName: "王小明", ...blank, occupation: "\u{1F468}\u200D\u{1F373} chef", relationship: "\u202Eevil\u202C" },
          { fullName: "Ἀριστοτέλης \u0627\u0644\u0639\u0631\u0628\u064a\u0629", ...blank },
        ],
      }),
    );
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
    const text = pdfText(bytes);
    expect(text).toContain("Zoë\u2019s café Lódz");
    expect(text).toContain("(not printable here: see the brief in the admin queue)");
    expect(text).toContain("chef");
  });
});
