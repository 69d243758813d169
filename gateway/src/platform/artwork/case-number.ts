import { hashString } from "./prng";

/** A stable five-digit case-file number derived from the slug, shared by a story's cover and its printed kit. */
export function caseFileNumber(slug: string): string {
  return String(10000 + (hashString(`case-file:${slug}`) % 90000));
}
