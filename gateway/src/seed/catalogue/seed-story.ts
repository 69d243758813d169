import type { StoryContext, StoryRegion, StoryType } from "../../modules/stories/story.enums";

/** The scene painted on a story's cover; each motif is a distinct composition. */
export type ArtMotif =
  | "skyline"
  | "lighthouse"
  | "forest"
  | "mansion"
  | "train"
  | "harbor"
  | "desert"
  | "mountain"
  | "museum"
  | "server-room"
  | "alley"
  | "snowfield"
  | "jungle"
  | "bridge";

export interface SeedSuspect {
  name: string;
  /** Who they are to the case, e.g. "Night-shift harbour pilot". */
  role: string;
  age: number;
  motive: string;
  alibi: string;
}

export interface SeedKit {
  victim: string;
  /** When and where the crime happened, one sentence. */
  incident: string;
  /** 3 to 5 suspects. */
  suspects: SeedSuspect[];
  /** 5 to 8 numbered exhibits, each one sentence a player can reason about. */
  evidence: string[];
  /** The culprit's name, exactly as in suspects. */
  culprit: string;
  /** How the clues prove it, 3 to 5 sentences. */
  solution: string;
}

export interface SeedStory {
  /** Lower-case, hyphenated, unique; becomes the story's id and the file names of its art and kit. */
  slug: string;
  title: string;
  city: string;
  region: StoryRegion;
  type: StoryType;
  context: StoryContext;
  /** One sentence, at most 140 characters: the card blurb. */
  shortDescription: string;
  /** Two to three sentences: the modal text. */
  mediumDescription: string;
  /** Three to five paragraphs separated by a blank line ("\n\n"): the story page. */
  longDescription: string;
  /** How many days before the seed's reference date the story was added (0 to 730). */
  addedDaysAgo: number;
  downloads: number;
  featured?: boolean;
  /** False marks the story "Coming Soon!". */
  available?: boolean;
  /** Display name of the story's sponsor, when sponsored. */
  sponsorName?: string;
  videoUrl?: string;
  art: {
    motif: ArtMotif;
    /** Accent colour of the scene, a CSS hex colour such as "#c0392b". */
    accent: string;
  };
  kit: SeedKit;
}
