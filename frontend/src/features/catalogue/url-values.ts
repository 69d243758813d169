/** URLs carry readable values: `BRAIN_TEASER` travels as `brain-teaser`. */
export function toSlug(enumValue: string): string {
  return enumValue.toLowerCase().replaceAll('_', '-');
}

/** The value a slug stands for, or null for one it does not know. */
export function fromSlug<Value extends string>(values: readonly Value[], slug: string | null): Value | null {
  return values.find((value) => toSlug(value) === slug) ?? null;
}

/** `true` and `false` as written by `String(boolean)`; anything else means unset. */
export function parseBooleanParam(raw: string | null): boolean | null {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return null;
}
