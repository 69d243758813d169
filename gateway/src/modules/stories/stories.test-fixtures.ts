import { StoryContext, StoryRegion, StoryType } from "./story.enums";
import type { StoryFixture } from "../../test-support/story-fixtures";

const TYPES = [StoryType.MURDER, StoryType.THEFT, StoryType.BRAIN_TEASER];
const REGIONS = Object.values(StoryRegion);
const TITLES = [
  "Amber Alibi", "Brass Lantern", "Cinder Street", "Dockside Cipher", "Ember Hollow", "Foxglove Ledger",
  "Glass Orchard", "Harbour Static", "Iron Vespers", "Juniper Vault", "Kestrel Line", "Lantern Pier",
  "Midnight Ferry", "Nightjar Code", "Obsidian Key", "Paper Moon", "Quiet Quarry", "Rust Meridian",
  "Salt Marsh", "Tin Chapel", "Umber Signal", "Velvet Fuse", "Willow Bend", "Xylo Archive",
  "Yarrow Gate", "Zinc Harbour", "amber echo", "Bellwether", "Copper Tide", "Drift Ledger",
];

/** Thirty stories covering every type, region and context, with ties in downloads and dates to test tie-breaking. */
export const CATALOGUE_FIXTURES: StoryFixture[] = TITLES.map((title, index) => {
  const number = index + 1;
  const id = `s${String(number).padStart(2, "0")}`;
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
    mediumDescription: number === 13 ? "Two cousins and a counterfeit 100% silk scarf." : `Medium text about ${title}.`,
  };
});
