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

export type StoryListResult =
  | { ok: true; page: StoryListPage }
  | { ok: false; errorCode: "INVALID_CURSOR"; message: string };

export const STORY_PAGE_LIMITS = { defaultLimit: 16, maxLimit: 100, maxPage: 10_000 } as const;
