import { z } from "zod";
import { type BusinessError, invalidArgument, type Result } from "../../platform/errors/business-error";
import { StoryContext, StoryRegion, StorySort, StoryType } from "./story.enums";
import type { StoryListRequest } from "./stories.types";
import { STORY_PAGE_LIMITS } from "./stories.types";

type ParamsResult<T> = Result<T, BusinessError<"INVALID_ARGUMENT">>;

function integerParam(name: string, min: number, max: number) {
  return z
    .string()
    .regex(/^\d+$/, `${name} must be an integer between ${min} and ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${name} must be an integer between ${min} and ${max}`);
}

function booleanParam(name: string) {
  return z.enum(["true", "false", "1", "0"], { error: `${name} must be true or false` }).transform((value) => value === "true" || value === "1");
}

function oneOf<T extends string>(name: string, values: readonly T[]) {
  return z.enum(values as [T, ...T[]], { error: `${name} must be one of: ${values.join(", ")}` });
}

const listQuerySchema = z.object({
  page: integerParam("page", 1, STORY_PAGE_LIMITS.maxPage).optional(),
  limit: integerParam("limit", 1, STORY_PAGE_LIMITS.maxLimit).optional(),
  search: z.string().max(100, "search must be at most 100 characters").optional(),
  sort: oneOf("sort", Object.values(StorySort)).optional(),
  is_featured: booleanParam("is_featured").optional(),
  type: oneOf("type", Object.values(StoryType)).optional(),
  region: oneOf("region", Object.values(StoryRegion)).optional(),
  context: oneOf("context", Object.values(StoryContext)).optional(),
  sponsored: booleanParam("sponsored").optional(),
  exclude: z.string().max(64, "exclude must be a story id").optional(),
  after: z.string().max(512, "after must be a cursor returned by a previous page").optional(),
});

/** Empty values (`type=`) mean "not given", as the storefront sends them; repeated parameters are refused. */
function singleValues(query: Record<string, unknown>): ParamsResult<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== "string") return invalidArgument(key, `${key} must be given once`);
    if (value !== "") values[key] = value;
  }
  return { ok: true, value: values };
}

export function parseStoryListQuery(query: Record<string, unknown>): ParamsResult<StoryListRequest> {
  const single = singleValues(query);
  if (!single.ok) return single;
  const parsed = listQuerySchema.safeParse(single.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return invalidArgument(String(issue?.path[0] ?? "query"), issue?.message ?? "invalid query");
  }
  const params = parsed.data;
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
      },
      sort: params.sort ?? StorySort.DOWNLOADS,
      page: params.page ?? 1,
      limit: params.limit ?? STORY_PAGE_LIMITS.defaultLimit,
      after: params.after,
    },
  };
}
