import type { BusinessError, Result } from "../../platform/errors/business-error";
import type { Story } from "./story.entity";
import type { StoryContext, StoryRegion, StorySort, StoryType } from "./story.enums";

export interface StoryFilters {
  search?: string;
  type?: StoryType;
  region?: StoryRegion;
  context?: StoryContext;
  sponsored?: boolean;
  featured?: boolean;
  exclude?: string;
}

export interface StoryListRequest {
  filters: StoryFilters;
  sort: StorySort;
  page: number;
  limit: number;
  /** Keyset cursor from a previous page's endCursor; when set, `page` is ignored. */
  after?: string;
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

/** A story as it enters the catalogue, with its sponsor's display name when it has one. */
export type NewStory = Omit<Story, "isSponsored" | "coverImage" | "thumbnailImage"> & { sponsorName?: string };

/** The fields of a story the operator may change. */
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
  >
>;

export const STORY_PAGE_LIMITS = { defaultLimit: 16, maxLimit: 100, maxPage: 10_000 } as const;
