import { type BusinessError, type FieldErrors, invalidDetails, type Result, success } from "../../platform/errors/business-error";
import { isEmailAddress } from "../../platform/email-address";
import { characterCount, isPlainText, PLAIN_TEXT_MESSAGE } from "../../platform/plain-text";
import { type CustomCaseBriefInput, ReferralSource, SkinTone, type SuspectInput, SuspectSex } from "../cart";
import { BRIEF_LIMITS, type Brief, type SuspectDetails } from "./custom-case-brief";

const FIELD = "customCaseBrief";
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const BRIEF_MESSAGES = {
  missing: "Describe the custom case you want: its brief is missing.",
  email: "Enter a valid email address, like name@example.com.",
  date: "Enter the date required as YYYY-MM-DD, a date that exists.",
  tooSoon: `Choose a date at least ${BRIEF_LIMITS.minDaysAhead} days from today: custom cases currently take up to ${BRIEF_LIMITS.minDaysAhead} days.`,
  tooLate: "Choose a date within a year from today.",
  source: "Tell us where you heard about us.",
  cityRequired: "City is required",
  noSuspects: "Please add at least one suspect",
  tooManySuspects: `Maximum number of suspects reached (${BRIEF_LIMITS.maxSuspects})`,
  fullNameRequired: "Full name is required",
  sex: "Choose M, F or N/A.",
  skinTone: "Choose one of the skin tones offered.",
} as const;

const tooLong = (label: string, max: number) => `${label} can be at most ${max} characters.`;

/** Collects each field's first fault, keyed by its path, in the order of the form. */
class FieldChecks {
  readonly errors: Record<string, string> = {};

  /** The trimmed text, or null when it is left empty; a fault is recorded under `path`. */
  text(path: string, value: string | null | undefined, rule: { label: string; max: number; required?: string }): string | null {
    const trimmed = (value ?? "").trim();
    if (!isPlainText(trimmed)) return this.fail(path, PLAIN_TEXT_MESSAGE);
    if (trimmed.length === 0) return rule.required ? this.fail(path, rule.required) : null;
    if (characterCount(trimmed) > rule.max) return this.fail(path, tooLong(rule.label, rule.max));
    return trimmed;
  }

  fail(path: string, message: string): null {
    this.errors[`${FIELD}.${path}`] = message;
    return null;
  }
}

function utcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** The day a `YYYY-MM-DD` text names, in UTC milliseconds, or null for anything else (2027-02-30 included). */
function dayOf(text: string): number | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = Date.UTC(year, month - 1, day);
  const date = new Date(at);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? at : null;
}

function checkEmail(checks: FieldChecks, value: string): string | null {
  const trimmed = checks.text("email", value, { label: "Email", max: BRIEF_LIMITS.email, required: BRIEF_MESSAGES.email });
  if (trimmed === null) return null;
  return isEmailAddress(trimmed) ? trimmed.toLowerCase() : checks.fail("email", BRIEF_MESSAGES.email);
}

function checkDate(checks: FieldChecks, value: string, now: Date): string | null {
  const trimmed = value.trim();
  const day = dayOf(trimmed);
  if (day === null) return checks.fail("dateRequired", BRIEF_MESSAGES.date);
  const daysAhead = Math.round((day - utcDay(now)) / DAY_MS);
  if (daysAhead < BRIEF_LIMITS.minDaysAhead) return checks.fail("dateRequired", BRIEF_MESSAGES.tooSoon);
  if (daysAhead > BRIEF_LIMITS.maxDaysAhead) return checks.fail("dateRequired", BRIEF_MESSAGES.tooLate);
  return trimmed;
}

function isOneOf<Value extends string>(values: Record<string, Value>, value: unknown): value is Value {
  return Object.values<unknown>(values).includes(value);
}

function checkSuspect(checks: FieldChecks, suspect: SuspectInput, index: number): SuspectDetails | null {
  const at = (field: string) => `suspects.${index}.${field}`;
  const fullName = checks.text(at("fullName"), suspect.fullName, { label: "Full name", max: BRIEF_LIMITS.fullName, required: BRIEF_MESSAGES.fullNameRequired });
  const details = {
    age: checks.text(at("age"), suspect.age, { label: "Age", max: BRIEF_LIMITS.age }),
    eyes: checks.text(at("eyes"), suspect.eyes, { label: "Eyes", max: BRIEF_LIMITS.eyes }),
    height: checks.text(at("height"), suspect.height, { label: "Height", max: BRIEF_LIMITS.height }),
    occupation: checks.text(at("occupation"), suspect.occupation, { label: "Occupation", max: BRIEF_LIMITS.occupation }),
    relationship: checks.text(at("relationship"), suspect.relationship, { label: "Relationship", max: BRIEF_LIMITS.relationship }),
    hairColor: checks.text(at("hairColor"), suspect.hairColor, { label: "Hair color", max: BRIEF_LIMITS.hairColor }),
  };
  const sex = suspect.sex ?? null;
  if (sex !== null && !isOneOf(SuspectSex, sex)) checks.fail(at("sex"), BRIEF_MESSAGES.sex);
  const skinTone = suspect.skinTone ?? null;
  if (skinTone !== null && !isOneOf(SkinTone, skinTone)) checks.fail(at("skinTone"), BRIEF_MESSAGES.skinTone);
  return fullName === null ? null : { fullName, ...details, sex, skinTone };
}

/**
 * Checks a Mystery Creator brief against the limits the form shows, every field at once, and
 * returns it normalised (trimmed, empty optional fields null). Dates count in UTC days from `now`.
 */
export function checkBrief(input: CustomCaseBriefInput | null | undefined, now: Date): Result<Brief, BusinessError<"INVALID_DETAILS">> {
  if (!input) return invalidDetails({ [FIELD]: BRIEF_MESSAGES.missing });
  const checks = new FieldChecks();
  const email = checkEmail(checks, input.email);
  const dateRequired = checkDate(checks, input.dateRequired ?? "", now);
  const source = isOneOf(ReferralSource, input.source) ? input.source : checks.fail("source", BRIEF_MESSAGES.source);
  const city = checks.text("city", input.city, { label: "City", max: BRIEF_LIMITS.city, required: BRIEF_MESSAGES.cityRequired });
  const location = checks.text("location", input.location, { label: "Location", max: BRIEF_LIMITS.location });
  const given = input.suspects ?? [];
  if (given.length < BRIEF_LIMITS.minSuspects) checks.fail("suspects", BRIEF_MESSAGES.noSuspects);
  if (given.length > BRIEF_LIMITS.maxSuspects) checks.fail("suspects", BRIEF_MESSAGES.tooManySuspects);
  const suspects = given.map((suspect, index) => checkSuspect(checks, suspect, index));
  const errors: FieldErrors = checks.errors;
  if (Object.keys(errors).length > 0 || email === null || dateRequired === null || source === null || city === null) return invalidDetails(errors);
  return success({ email, dateRequired, source, city, location, suspects: suspects.filter((suspect): suspect is SuspectDetails => suspect !== null) });
}
