import { registerEnumType } from "type-graphql";

export enum StoryType {
  MURDER = "murder",
  THEFT = "theft",
  BRAIN_TEASER = "brain teaser",
}

export enum StoryRegion {
  USA = "USA",
  CANADA = "Canada",
  AUSTRALIA = "Australia",
  EUROPE = "Europe",
  ASIA = "Asia",
  AFRICA = "Africa",
  SOUTH_AMERICA = "South America",
}

export enum StoryContext {
  HIGH_TECH = "high tech",
  LOW_TECH = "low tech",
}

export enum StoryDifficulty {
  EASY = "easy",
  MEDIUM = "medium",
  HARD = "hard",
}

/** How long a game night the story makes, in bands of its length in minutes (see `lengthBandOf`). */
export enum StoryLength {
  SHORT = "short",
  MEDIUM = "medium",
  LONG = "long",
}

export enum StorySort {
  DOWNLOADS = "downloads",
  DATE = "date",
  TITLE = "title",
  TYPE = "type",
}

registerEnumType(StoryType, { name: "StoryType", description: "The kind of case a story is." });
registerEnumType(StoryRegion, { name: "StoryRegion", description: "The part of the world a story is set in." });
registerEnumType(StoryContext, {
  name: "StoryContext",
  description: "Whether the case is solved with modern technology (high tech) or without it (low tech).",
});
registerEnumType(StoryDifficulty, {
  name: "StoryDifficulty",
  description: "How hard the case is to crack.",
  valuesConfig: {
    EASY: { description: "A good first case: the clues lead fairly directly to the answer." },
    MEDIUM: { description: "Needs the whole team: a few red herrings and one clue to combine with another." },
    HARD: { description: "For seasoned detectives: the decisive clue hides among many." },
  },
});
registerEnumType(StoryLength, {
  name: "StoryLength",
  description: "How long the case takes to play, by band of its length in minutes.",
  valuesConfig: {
    SHORT: { description: "Up to 60 minutes." },
    MEDIUM: { description: "61 to 120 minutes." },
    LONG: { description: "More than 120 minutes." },
  },
});
registerEnumType(StorySort, {
  name: "StorySort",
  description: "Catalogue order. Ties are broken by story id so pages never overlap.",
  valuesConfig: {
    DOWNLOADS: { description: "Most Popular: most downloads first (the default)." },
    DATE: { description: "Latest: most recently added first." },
    TITLE: { description: "Title, A to Z." },
    TYPE: { description: "Type, A to Z (brain teaser, murder, theft)." },
  },
});
