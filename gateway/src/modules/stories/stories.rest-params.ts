import { z } from "zod";
import { booleanParam, integerParam, oneOfParam, type ParamsResult, parseQuery } from "../../platform/http/query-params";
import { PLAYER_COUNT } from "./story-facets";
import { StoryContext, StoryDifficulty, StoryLength, StoryRegion, StorySort, StoryType } from "./story.enums";
import type { StoryListRequest } from "./stories.types";
import { STORY_PAGE_LIMITS } from "./stories.types";

const listQuerySchema = z.object({
  page: integerParam("page", 1, STORY_PAGE_LIMITS.maxPage).optional(),
  limit: integerParam("limit", 1, STORY_PAGE_LIMITS.maxLimit).optional(),
  search: z.string().max(100, "search must be at most 100 characters").optional(),
  sort: oneOfParam("sort", Object.values(StorySort)).optional(),
  is_featured: booleanParam("is_featured").optional(),
  type: oneOfParam("type", Object.values(StoryType)).optional(),
  region: oneOfParam("region", Object.values(StoryRegion)).optional(),
  context: oneOfParam("context", Object.values(StoryContext)).optional(),
  sponsored: booleanParam("sponsored").optional(),
  exclude: z.string().max(64, "exclude must be a story id").optional(),
  players: integerParam("players", PLAYER_COUNT.min, PLAYER_COUNT.max).optional(),
  length: oneOfParam("length", Object.values(StoryLength)).optional(),
  difficulty: oneOfParam("difficulty", Object.values(StoryDifficulty)).optional(),
  after: z.string().max(STORY_PAGE_LIMITS.maxCursorLength, "after must be a cursor returned by a previous page").optional(),
});

export function parseStoryListQuery(query: Record<string, unknown>): ParamsResult<StoryListRequest> {
  const parsed = parseQuery(listQuerySchema, query);
  if (!parsed.ok) return parsed;
  const params = parsed.value;
  return {
    ok: true,
    value: {
      filters: {
        search: params.search,
        type: params.type,
        region: params.region,
        context: params.context,
        sponsored: params.sponsored,
        featured: params.is_featured,
        exclude: params.exclude,
        players: params.players,
        length: params.length,
        difficulty: params.difficulty,
      },
      sort: params.sort ?? StorySort.DOWNLOADS,
      page: params.page ?? 1,
      limit: params.limit ?? STORY_PAGE_LIMITS.defaultLimit,
      after: params.after,
    },
  };
}
