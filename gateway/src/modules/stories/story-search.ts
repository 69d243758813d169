/** Lower-cases and strips accents so "SAO PAULO" finds "São Paulo" on SQLite and MySQL alike. */
export function normalizeSearchText(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
}

export function buildSearchText(fields: {
  title: string;
  city: string;
  region: string;
  shortDescription: string;
  mediumDescription: string;
  longDescription: string;
}): string {
  return normalizeSearchText(
    [fields.title, fields.city, fields.region, fields.shortDescription, fields.mediumDescription, fields.longDescription].join("\n"),
  );
}

/** Splits a query into words; every word must appear somewhere in the story's searchable text. */
export function searchTerms(query: string): string[] {
  return normalizeSearchText(query)
    .split(/\s+/)
    .filter((term) => term.length > 0)
    .slice(0, 8);
}

export const LIKE_ESCAPE_CHAR = "!";

export function likeContainsPattern(term: string): string {
  return `%${term.replace(/[!%_]/g, (char) => `${LIKE_ESCAPE_CHAR}${char}`)}%`;
}
