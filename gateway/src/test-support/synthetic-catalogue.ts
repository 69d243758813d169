import { StoryContext, StoryDifficulty, StoryRegion, StoryType } from "../modules/stories/story.enums";
import type { StoryFixture } from "./story-fixtures";

const ADJECTIVES = ["Silent", "Crimson", "Hollow", "Midnight", "Frozen", "Gilded", "Broken", "Velvet", "Ashen", "Sunken"];
const NOUNS = ["Ledger", "Lantern", "Harbour", "Orchard", "Cipher", "Chapel", "Meridian", "Quarry", "Signal", "Archive"];
const CITIES = ["Halifax", "Porto", "Kyoto", "Hobart", "Accra", "Cusco", "Tucson", "Bruges", "Penang", "Windhoek"];
const TYPES = Object.values(StoryType);
const REGIONS = Object.values(StoryRegion);
const CONTEXTS = Object.values(StoryContext);
const DIFFICULTIES = Object.values(StoryDifficulty);
const LENGTHS_MINUTES = [45, 60, 75, 90, 90, 120, 150, 180];
const TWO_YEARS_MS = 730 * 24 * 60 * 60 * 1000;

/** A deterministic pseudo-random sequence, so every benchmark run loads the same catalogue. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** A large, varied catalogue for benchmarks and index checks (no artwork: image names are placeholders). */
export function syntheticCatalogue(count: number, now = Date.UTC(2026, 10, 1)): StoryFixture[] {
  const random = sequence(42);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  return Array.from({ length: count }, (_unused, index) => {
    const title = `The ${pick(ADJECTIVES)} ${pick(NOUNS)} ${index + 1}`;
    const city = pick(CITIES);
    const playersMin = 1 + Math.floor(random() * 3);
    const playersMax = playersMin + 1 + Math.floor(random() * 7);
    return {
      id: `synthetic-${String(index + 1).padStart(6, "0")}`,
      title,
      city,
      type: pick(TYPES),
      region: pick(REGIONS),
      context: pick(CONTEXTS),
      shortDescription: `A cold case in ${city} that nobody closed.`,
      mediumDescription: `${title} puts your team in front of a file that went cold in ${city}. Read the statements and decide.`,
      longDescription: `${title} begins with a phone call.\n\nEvery witness in ${city} remembers it differently.`,
      downloads: Math.floor(random() * 5000),
      dateAdded: new Date(now - Math.floor(random() * TWO_YEARS_MS / 1000) * 1000),
      featured: random() < 0.02,
      available: random() > 0.03,
      sponsorName: random() < 0.12 ? `Sponsor ${index + 1}` : undefined,
      playersMin,
      playersMax,
      playersBest: Math.min(playersMax, playersMin + 2),
      lengthMinutes: pick(LENGTHS_MINUTES),
      difficulty: pick(DIFFICULTIES),
    };
  });
}
