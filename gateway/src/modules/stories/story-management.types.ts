import type { BusinessError, Result } from "../../platform/errors/business-error";
import type { Story } from "./story.entity";
import type { StoryFilters } from "./stories.types";

/** Orders of Story Management's list; each walks an index ending in the story id. */
export enum AdminStorySort {
  DATE_ADDED = "date_added",
  TITLE = "title",
  DOWNLOADS = "downloads",
  PRICE = "price",
}

export const ADMIN_STORY_PAGE_LIMITS = {
  defaultLimit: 25,
  maxLimit: 100,
  /**
   * Room for the longest cursor the list gives: a title of 160 four-byte characters and a 100-character search, escaped
   * twice inside the cursor, make about 2,100 characters of base64. A cursor the shop issued must never be refused.
   */
  maxCursorLength: 4096,
} as const;

export interface AdminStoryListRequest {
  filters: StoryFilters;
  sort: AdminStorySort;
  descending: boolean;
  limit: number;
  /** The `endCursor` of the previous page, read with the same filters and order. */
  after?: string;
}

export interface AdminStoryListPage {
  items: Story[];
  /** Stories matching the filters, on every page. */
  total: number;
  hasMore: boolean;
  endCursor: string | null;
}

export type AdminStoryListResult = Result<AdminStoryListPage, BusinessError<"INVALID_CURSOR">>;
