import { ReferralSource, SkinTone, SuspectSex } from "../cart";
import type { Brief, SuspectDetails } from "./custom-case-brief";

/** How the Mystery Creator names each choice. */
export const SOURCE_NAMES: Readonly<Record<ReferralSource, string>> = {
  [ReferralSource.GOOGLE]: "Google",
  [ReferralSource.YOUTUBE]: "YouTube",
  [ReferralSource.TIKTOK]: "TikTok",
  [ReferralSource.INSTAGRAM]: "Instagram",
  [ReferralSource.PINTEREST]: "Pinterest",
  [ReferralSource.OTHER]: "Other",
};

const SEX_NAMES: Readonly<Record<SuspectSex, string>> = {
  [SuspectSex.M]: "M",
  [SuspectSex.F]: "F",
  [SuspectSex.NOT_APPLICABLE]: "N/A",
};

const SKIN_TONE_NAMES: Readonly<Record<SkinTone, string>> = {
  [SkinTone.LIGHT]: "Light",
  [SkinTone.MEDIUM]: "Medium",
  [SkinTone.DARK]: "Dark",
  [SkinTone.OTHER]: "Other",
  [SkinTone.PREFER_NOT_TO_SPECIFY]: "Prefer not to specify",
};

/** A suspect's fields as label and value, in the form's order, leaving out those not given. */
export function suspectFacts(suspect: SuspectDetails): Array<readonly [string, string]> {
  const facts: Array<readonly [string, string | null]> = [
    ["Full name", suspect.fullName],
    ["Age", suspect.age],
    ["Sex", suspect.sex === null ? null : SEX_NAMES[suspect.sex]],
    ["Skin tone", suspect.skinTone === null ? null : SKIN_TONE_NAMES[suspect.skinTone]],
    ["Eyes", suspect.eyes],
    ["Hair color", suspect.hairColor],
    ["Height", suspect.height],
    ["Occupation", suspect.occupation],
    ["Relationship to the victim", suspect.relationship],
  ];
  return facts.filter((fact): fact is readonly [string, string] => fact[1] !== null);
}

/** The brief's own fields as label and value, leaving out an empty location. */
export function briefFacts(brief: Brief): Array<readonly [string, string]> {
  const facts: Array<readonly [string, string | null]> = [
    ["City", brief.city],
    ["Location", brief.location],
    ["Date required", brief.dateRequired],
    ["Where they heard of us", SOURCE_NAMES[brief.source]],
    ["Customer email", brief.email],
  ];
  return facts.filter((fact): fact is readonly [string, string] => fact[1] !== null);
}
