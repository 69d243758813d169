import type { StorySearchTerm } from "./story-search-term.entity";

const MAX_TERM_LENGTH = 40;
const MAX_QUERY_TERMS = 8;

/** Lower-cases and strips accents so "SAO PAULO" finds "São Paulo" on SQLite and MySQL alike. */
function normalize(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
}

function words(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_TERM_LENGTH));
}

export interface SearchableStory {
  id: string;
  title: string;
  city: string;
  region: string;
  shortDescription: string;
  mediumDescription: string;
  longDescription: string;
}

/** The distinct words of a story's title, city, region and descriptions. */
export function searchTermsOf(story: SearchableStory): Pick<StorySearchTerm, "term" | "storyId">[] {
  const text = [story.title, story.city, story.region, story.shortDescription, story.mediumDescription, story.longDescription].join(" ");
  return [...new Set(words(text))].map((term) => ({ term, storyId: story.id }));
}

/** The words of a search query; each must begin some word of a matching story. */
export function queryTerms(query: string): string[] {
  return [...new Set(words(query))].slice(0, MAX_QUERY_TERMS);
}
