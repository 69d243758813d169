import { newIdempotencyKey } from '../../shared/idempotency-key';
import { isOptionOf, referralSourceLabels, skinToneLabels, suspectSexLabels } from './brief-options';
import type { ReferralSource, SkinTone, SuspectSex } from './use-add-custom-case.generated';

/** A suspect as typed: every field a string, '' for nothing chosen yet. */
export interface SuspectDraft {
  /** Names the suspect on this page only (keys, scrolling), never sent. */
  id: string;
  fullName: string;
  age: string;
  eyes: string;
  height: string;
  occupation: string;
  relationship: string;
  hairColor: string;
  sex: SuspectSex | '';
  skinTone: SkinTone | '';
}

export type SuspectField = Exclude<keyof SuspectDraft, 'id'>;
export type SuspectTextField = Exclude<SuspectField, 'sex' | 'skinTone'>;

/** Spec 3, "Custom story request (draft)". */
export interface CustomCaseDraft {
  email: string;
  dateRequired: string;
  source: ReferralSource | '';
  city: string;
  location: string;
  suspects: SuspectDraft[];
}

/** Spec 3: the draft is kept in session storage under the custom-story form key. */
export const CUSTOM_CASE_DRAFT_KEY = 'custom-story-form';

export const MAX_SUSPECTS = 6;

export const blankDraft: CustomCaseDraft = { email: '', dateRequired: '', source: '', city: '', location: '', suspects: [] };

export function blankSuspect(): SuspectDraft {
  return {
    id: newIdempotencyKey(),
    fullName: '',
    age: '',
    eyes: '',
    height: '',
    occupation: '',
    relationship: '',
    hairColor: '',
    sex: '',
    skinTone: '',
  };
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(fields: Fields, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
}

function suspectFrom(value: unknown): SuspectDraft | null {
  if (!isFields(value)) return null;
  const sex = value.sex;
  const skinTone = value.skinTone;
  return {
    id: text(value, 'id') || newIdempotencyKey(),
    fullName: text(value, 'fullName'),
    age: text(value, 'age'),
    eyes: text(value, 'eyes'),
    height: text(value, 'height'),
    occupation: text(value, 'occupation'),
    relationship: text(value, 'relationship'),
    hairColor: text(value, 'hairColor'),
    sex: isOptionOf(suspectSexLabels, sex) ? sex : '',
    skinTone: isOptionOf(skinToneLabels, skinTone) ? skinTone : '',
  };
}

/**
 * A draft read back from storage. It was written by this page, but possibly by an older version
 * of it, or edited by hand: anything out of shape is dropped rather than trusted.
 */
export function parseDraft(stored: string): CustomCaseDraft | null {
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isFields(value)) return null;
  const source = value.source;
  const suspects = Array.isArray(value.suspects) ? value.suspects : [];
  return {
    email: text(value, 'email'),
    dateRequired: text(value, 'dateRequired'),
    source: isOptionOf(referralSourceLabels, source) ? source : '',
    city: text(value, 'city'),
    location: text(value, 'location'),
    suspects: suspects
      .map(suspectFrom)
      .filter((suspect) => suspect !== null)
      .slice(0, MAX_SUSPECTS),
  };
}

// Storage can be switched off (private modes, strict privacy settings): the form then simply forgets on reload.
export function readDraft(): CustomCaseDraft | null {
  try {
    const stored = window.sessionStorage.getItem(CUSTOM_CASE_DRAFT_KEY);
    return stored === null ? null : parseDraft(stored);
  } catch {
    return null;
  }
}

export function writeDraft(draft: CustomCaseDraft): void {
  try {
    window.sessionStorage.setItem(CUSTOM_CASE_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Not kept; the form still works.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(CUSTOM_CASE_DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}
