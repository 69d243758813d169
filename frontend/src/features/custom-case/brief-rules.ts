import { isEmailAddress } from '../../shared/email-address';
import { isPlainText, PLAIN_TEXT_MESSAGE } from '../../shared/plain-text';
import { dateRequiredRange, isCalendarDate, MIN_LEAD_DAYS } from './brief-dates';
import { MAX_SUSPECTS, type CustomCaseDraft, type SuspectDraft, type SuspectTextField } from './custom-case-draft';
import type { CustomCaseBriefInput, SuspectInput } from './use-add-custom-case.generated';

/**
 * What is wrong with a brief, one message per field, keyed by the field's path as the server
 * names it under `customCaseBrief.` (`city`, `suspects`, `suspects.2.fullName`).
 */
export type BriefErrors = Readonly<Record<string, string>>;

// The same limits as the server, which checks everything again.
const CITY_MAX_LENGTH = 100;
const LOCATION_MAX_LENGTH = 200;

interface SuspectFieldRule {
  maxLength: number;
  /** How the message names the field. */
  label: string;
}

const suspectFieldRules: Record<SuspectTextField, SuspectFieldRule> = {
  fullName: { maxLength: 100, label: 'Full name' },
  age: { maxLength: 20, label: 'Age' },
  eyes: { maxLength: 40, label: 'Eyes' },
  height: { maxLength: 40, label: 'Height' },
  occupation: { maxLength: 100, label: 'Occupation' },
  relationship: { maxLength: 200, label: 'Relationship' },
  hairColor: { maxLength: 40, label: 'Hair color' },
};

/** In code points, as people count characters. */
function lengthOf(value: string): number {
  return [...value].length;
}

function tooLong(label: string, maxLength: number): string {
  return `${label} can be at most ${maxLength} characters.`;
}

/** Why an optional free-text field cannot be kept as typed, or null. */
function textProblem(value: string, label: string, maxLength: number): string | null {
  const trimmed = value.trim();
  if (!isPlainText(trimmed)) return PLAIN_TEXT_MESSAGE;
  return lengthOf(trimmed) > maxLength ? tooLong(label, maxLength) : null;
}

function emailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'Email is required';
  if (!isPlainText(trimmed)) return PLAIN_TEXT_MESSAGE;
  if (!isEmailAddress(trimmed)) {
    return 'Enter a valid email address, like name@example.com.';
  }
  return null;
}

function dateProblem(dateRequired: string, now: Date): string | null {
  if (dateRequired === '') return 'Choose the date you need your case by';
  if (!isCalendarDate(dateRequired)) return 'Enter the date required as YYYY-MM-DD, a date that exists.';
  const { min, max } = dateRequiredRange(now);
  if (dateRequired < min) {
    return `Choose a date at least ${MIN_LEAD_DAYS} days from today: custom cases currently take up to ${MIN_LEAD_DAYS} days.`;
  }
  if (dateRequired > max) return 'Choose a date within a year from today.';
  return null;
}

function cityProblem(city: string): string | null {
  return city.trim() === '' ? 'City is required' : textProblem(city, 'City', CITY_MAX_LENGTH);
}

/** What is wrong with one suspect, keyed like the whole brief's (`suspects.2.fullName`). */
export function suspectErrors(suspect: SuspectDraft, index: number): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [field, rule] of Object.entries(suspectFieldRules) as [SuspectTextField, SuspectFieldRule][]) {
    const value = suspect[field];
    const problem =
      field === 'fullName' && value.trim() === '' ? 'Full name is required' : textProblem(value, rule.label, rule.maxLength);
    if (problem) problems[`suspects.${index}.${field}`] = problem;
  }
  return problems;
}

/** Every problem with the brief, all at once, so the customer can fix them in one pass. */
export function briefErrors(draft: CustomCaseDraft, now: Date): BriefErrors {
  const problems: Record<string, string | null> = {
    email: emailProblem(draft.email),
    dateRequired: dateProblem(draft.dateRequired, now),
    source: draft.source === '' ? 'Tell us where you heard about us.' : null,
    city: cityProblem(draft.city),
    location: textProblem(draft.location, 'Location', LOCATION_MAX_LENGTH),
    suspects: suspectCountProblem(draft.suspects.length),
  };
  const errors: Record<string, string> = {};
  for (const [field, problem] of Object.entries(problems)) if (problem) errors[field] = problem;
  draft.suspects.forEach((suspect, index) => Object.assign(errors, suspectErrors(suspect, index)));
  return errors;
}

function suspectCountProblem(count: number): string | null {
  if (count === 0) return 'Please add at least one suspect';
  return count > MAX_SUSPECTS ? `Maximum number of suspects reached (${MAX_SUSPECTS})` : null;
}

function optional(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function suspectInput(suspect: SuspectDraft): SuspectInput {
  return {
    fullName: suspect.fullName.trim(),
    age: optional(suspect.age),
    eyes: optional(suspect.eyes),
    height: optional(suspect.height),
    occupation: optional(suspect.occupation),
    relationship: optional(suspect.relationship),
    hairColor: optional(suspect.hairColor),
    sex: suspect.sex === '' ? null : suspect.sex,
    skinTone: suspect.skinTone === '' ? null : suspect.skinTone,
  };
}

export type BriefCheck = { valid: true; brief: CustomCaseBriefInput } | { valid: false; errors: BriefErrors };

/** The brief as the server takes it (trimmed, empty optional fields left out), or what must be fixed first. */
export function checkBrief(draft: CustomCaseDraft, now: Date): BriefCheck {
  const errors = briefErrors(draft, now);
  if (Object.keys(errors).length > 0 || draft.source === '') return { valid: false, errors };
  return {
    valid: true,
    brief: {
      email: draft.email.trim(),
      dateRequired: draft.dateRequired,
      source: draft.source,
      city: draft.city.trim(),
      location: optional(draft.location),
      suspects: draft.suspects.map(suspectInput),
    },
  };
}
