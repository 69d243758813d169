import { typedKeys } from '../../shared/typed-keys';
import type { ReferralSource, SkinTone, SuspectSex } from './use-add-custom-case.generated';

/** Spec 3: where the customer heard about the shop, in the order the form lists them. */
export const referralSourceLabels: Record<ReferralSource, string> = {
  GOOGLE: 'Google',
  YOUTUBE: 'YouTube',
  TIKTOK: 'TikTok',
  INSTAGRAM: 'Instagram',
  PINTEREST: 'Pinterest',
  OTHER: 'Other',
};

export const suspectSexLabels: Record<SuspectSex, string> = {
  M: 'M',
  F: 'F',
  NOT_APPLICABLE: 'N/A',
};

export const skinToneLabels: Record<SkinTone, string> = {
  LIGHT: 'Light',
  MEDIUM: 'Medium',
  DARK: 'Dark',
  OTHER: 'Other',
  PREFER_NOT_TO_SPECIFY: 'Prefer not to specify',
};

/** The choices of a select, in the order of a label record. */
export function optionsOf<T extends string>(labels: Record<T, string>): { value: T; label: string }[] {
  return typedKeys(labels).map((value) => ({ value, label: labels[value] }));
}

export function isOptionOf<T extends string>(labels: Record<T, string>, value: unknown): value is T {
  return typeof value === 'string' && Object.hasOwn(labels, value);
}
