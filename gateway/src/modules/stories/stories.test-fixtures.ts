import { StoryContext, StoryDifficulty, StoryRegion, StoryType } from "./story.enums";
import type { StoryFixture } from "../../test-support/story-fixtures";

const TYPES = [StoryType.MURDER, StoryType.THEFT, StoryType.BRAIN_TEASER];
const REGIONS = Object.values(StoryRegion);
const DIFFICULTIES = [StoryDifficulty.EASY, StoryDifficulty.MEDIUM, StoryDifficulty.HARD];
/** Both edges of each length band: 60 is SHORT, 61 and 120 MEDIUM, 121 LONG. */
const LENGTHS_MINUTES = [45, 60, 61, 90, 120, 121, 180];
const TITLES = [
  "Amber Alibi", "Brass Lantern", "Cinder Street", "Dockside Cipher", "Ember Hollow", "Foxglove Ledger",
  "Glass Orchard", "Harbour Static", "Iron Vespers", "Juniper Vault", "Kestrel Line", "Lantern Pier",
  "Midnight Ferry", "Nightjar Code", "Obsidian Key", "Paper Moon", "Quiet Quarry", "Rust Meridian",
  "Salt Marsh", "Tin Chapel", "Umber Signal", "Velvet Fuse", "Willow Bend", "Xylo Archive",
  "Yarrow Gate", "Zinc Harbour", "amber echo", "Bellwether", "Copper Tide", "Drift Ledger",
];

/**
 * Thirty stories covering every type, region, context, difficulty and length band, with player ranges from 1-3 to
 * 3-10, and ties in downloads and dates to test tie-breaking.
 */
export const CATALOGUE_FIXTURES: StoryFixture[] = TITLES.map((title, index) => {
  const number = index + 1;
  const id = `s${String(number).padStart(2, "0")}`;
  const playersMin = 1 + (index % 3);
  const playersMax = playersMin + 2 + (index % 6);
  return {
    id,
    title,
    type: TYPES[index % TYPES.length],
    region: REGIONS[index % REGIONS.length],
    context: index % 2 === 0 ? StoryContext.HIGH_TECH : StoryContext.LOW_TECH,
    city: number === 7 ? "São Paulo" : `City ${number}`,
    // s05 and s06 tie on downloads; s10 and s11 tie on date.
    downloads: number === 6 ? 500 : number === 5 ? 500 : (number * 37) % 1000,
    dateAdded: new Date(Date.UTC(2025, 0, number === 11 ? 10 : number, 9)),
    featured: number <= 3,
    available: number !== 30,
    sponsorName: [4, 8, 12].includes(number) ? `Sponsor of ${id}` : undefined,
    longDescription:
      number === 9
        ? "A lighthouse keeper's logbook hides a PHOSPHORESCENT clue.\n\nThe tide tables lie."
        : `Long text about ${title}.\n\nMore text.`,
    playersMin,
    playersMax,
    playersBest: playersMin + 1,
    lengthMinutes: LENGTHS_MINUTES[index % LENGTHS_MINUTES.length],
    difficulty: DIFFICULTIES[Math.floor(index / 2) % DIFFICULTIES.length],
    mediumDescription: number === 13 ? "Two cousins and a counterfeit 100% silk scarf." : `Medium text about ${title}.`,
  };
});
