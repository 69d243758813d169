import { skinToneLabels, suspectSexLabels } from './brief-options';
import type { SuspectDraft } from './custom-case-draft';

/** A suspect's number and name, as their summary starts: "2. Ada Grey". */
export function suspectHeadline(suspect: SuspectDraft, index: number): string {
  return `${index + 1}. ${suspect.fullName.trim()}`;
}

/**
 * What is given about a suspect besides the name, for the spec's one-line summary (spec 7): the
 * relationship, sex, age, eyes, hair, height, occupation and skin tone where given, e.g.
 * "Relationship: Sister · Sex: F · Age: 41 · Eyes: Green"; '' when nothing is.
 */
export function suspectDetails(suspect: SuspectDraft): string {
  const details: [string, string][] = [
    ['Relationship', suspect.relationship.trim()],
    ['Sex', suspect.sex === '' ? '' : suspectSexLabels[suspect.sex]],
    ['Age', suspect.age.trim()],
    ['Eyes', suspect.eyes.trim()],
    ['Hair', suspect.hairColor.trim()],
    ['Height', suspect.height.trim()],
    ['Occupation', suspect.occupation.trim()],
    ['Skin tone', suspect.skinTone === '' ? '' : skinToneLabels[suspect.skinTone]],
  ];
  return details
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join(' · ');
}
