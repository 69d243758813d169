import type { BusinessError, Result } from "../../platform/errors/business-error";
import type { Story } from "./story.entity";
import type { StoryContext, StoryDifficulty, StoryLength, StoryRegion, StorySort, StoryType } from "./story.enums";

export interface StoryFilters {
  search?: string;
  type?: StoryType;
  region?: StoryRegion;
  context?: StoryContext;
  sponsored?: boolean;
  featured?: boolean;
  /** For the operator: only stories that can be bought (true) or only those coming soon (false). */
  available?: boolean;
  exclude?: string;
  /** Only stories playable by exactly this many players (their minimum ≤ players ≤ their maximum). */
  players?: number;
  length?: StoryLength;
  difficulty?: StoryDifficulty;
}

export interface StoryListRequest {
  filters: StoryFilters;
  sort: StorySort;
  page: number;
  limit: number;
  /** Keyset cursor from a previous page's endCursor; when set, `page` is ignored. */
  after?: string;
  /** The story properties the caller reads (a catalogue card's, say); the stories come with every one when absent. */
  properties?: readonly string[];
}

export interface StoryListPage {
  items: Story[];
  total: number;
  pages: number;
  currentPage: number;
  hasMore: boolean;
  endCursor: string | null;
}

export type StoryListResult = Result<StoryListPage, BusinessError<"INVALID_CURSOR">>;

/** The cache data set every catalogue write bumps. */
export const CATALOGUE_DATA_SET = "catalogue";

/** A story as it enters the catalogue, with its sponsor's display name when it has one; its length band follows its minutes. */
export type NewStory = Omit<Story, "isSponsored" | "length" | "coverImage" | "smallCoverImage" | "thumbnailImage"> & { sponsorName?: string };

/** The fields of a story the operator may change, and its files; its length band and player counts follow. */
export type StoryChanges = Partial<
  Pick<
    Story,
    | "title"
    | "city"
    | "region"
    | "type"
    | "context"
    | "shortDescription"
    | "mediumDescription"
    | "longDescription"
    | "videoUrl"
    | "isAvailable"
    | "isFeatured"
    | "priceCents"
    | "playersMin"
    | "playersMax"
    | "playersBest"
    | "lengthMinutes"
    | "difficulty"
    | "coverFile"
    | "thumbnailFile"
    | "kitFile"
  >
>;

export const STORY_PAGE_LIMITS = {
  defaultLimit: 16,
  maxLimit: 100,
  maxPage: 10_000,
  /**
   * Room for the longest cursor the catalogue gives: one after a title of 160 four-byte characters is about 980
   * characters of base64. A cursor the shop issued must never be refused as too long.
   */
  maxCursorLength: 2048,
} as const;
