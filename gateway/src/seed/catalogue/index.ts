import type { SeedStory } from "./seed-story";
import { AMERICAS_STORIES } from "./stories-americas";
import { ASIA_PACIFIC_STORIES } from "./stories-asia-pacific";
import { EUROPE_AFRICA_STORIES } from "./stories-europe-africa";

/** The shop's own catalogue, loaded into an empty database on first start. */
export const CATALOGUE: readonly SeedStory[] = [...AMERICAS_STORIES, ...EUROPE_AFRICA_STORIES, ...ASIA_PACIFIC_STORIES];
