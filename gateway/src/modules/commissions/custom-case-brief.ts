import { z } from "zod";
import { characterCount } from "../../platform/plain-text";
import { ReferralSource, SkinTone, SuspectSex } from "../cart";
import type { CustomCase } from "./custom-case.entity";

/** The limits of a brief: the cart's input descriptions state the same, and the storefront checks the same. */
export const BRIEF_LIMITS = {
  email: 254,
  city: 100,
  location: 200,
  minSuspects: 1,
  maxSuspects: 6,
  fullName: 100,
  age: 20,
  eyes: 40,
  height: 40,
  hairColor: 40,
  occupation: 100,
  relationship: 200,
  /** How long writing takes at most, so the earliest date a customer may ask for. */
  minDaysAhead: 14,
  maxDaysAhead: 365,
} as const;

const text = (max: number) => z.string().min(1).refine((value) => characterCount(value) <= max);
const optionalText = (max: number) => text(max).nullable();

export const suspectSchema = z.object({
  fullName: text(BRIEF_LIMITS.fullName),
  age: optionalText(BRIEF_LIMITS.age),
  eyes: optionalText(BRIEF_LIMITS.eyes),
  height: optionalText(BRIEF_LIMITS.height),
  occupation: optionalText(BRIEF_LIMITS.occupation),
  relationship: optionalText(BRIEF_LIMITS.relationship),
  hairColor: optionalText(BRIEF_LIMITS.hairColor),
  sex: z.enum(SuspectSex).nullable(),
  skinTone: z.enum(SkinTone).nullable(),
});

/** A brief as the cart keeps it and an order line carries it: checked and normalised (trimmed, empty optional fields null). */
export const briefSchema = z.object({
  email: text(BRIEF_LIMITS.email),
  dateRequired: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  source: z.enum(ReferralSource),
  city: text(BRIEF_LIMITS.city),
  location: optionalText(BRIEF_LIMITS.location),
  suspects: z.array(suspectSchema).min(BRIEF_LIMITS.minSuspects).max(BRIEF_LIMITS.maxSuspects),
});

export type Brief = z.infer<typeof briefSchema>;
export type SuspectDetails = z.infer<typeof suspectSchema>;

/**
 * What a custom case line carries from the cart to its case: the brief under the cart input's own field, so the cart
 * can hand it back to the same rules at checkout.
 */
const customCaseDetailsSchema = z.object({ customCaseBrief: briefSchema });

/** The details JSON the cart keeps for a checked brief. */
export function customCaseDetails(brief: Brief): string {
  const details: z.infer<typeof customCaseDetailsSchema> = { customCaseBrief: brief };
  return JSON.stringify(details);
}

/** The brief a cart item or order line carries, or null when it cannot be read as one. */
export function parseBrief(details: string | null): Brief | null {
  if (details === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(details);
  } catch {
    return null;
  }
  const read = customCaseDetailsSchema.safeParse(parsed);
  return read.success ? read.data.customCaseBrief : null;
}

/** The suspects a custom case keeps, or none when its JSON was damaged outside the shop. */
export function parseSuspects(json: string): SuspectDetails[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  const suspects = z.array(suspectSchema).safeParse(parsed);
  return suspects.success ? suspects.data : [];
}

/** The cart's one line for a brief: "{city} · {n} suspects". */
export function briefSummary(brief: { readonly city: string; readonly suspects: readonly unknown[] }): string {
  const count = brief.suspects.length;
  return `${brief.city} \u00b7 ${count} ${count === 1 ? "suspect" : "suspects"}`;
}

/** The brief a custom case was written from, as it was stored. */
export function briefOf(row: Pick<CustomCase, "briefEmail" | "dateRequired" | "source" | "city" | "location" | "suspects">): Brief {
  return { email: row.briefEmail, dateRequired: row.dateRequired, source: row.source, city: row.city, location: row.location, suspects: parseSuspects(row.suspects) };
}
