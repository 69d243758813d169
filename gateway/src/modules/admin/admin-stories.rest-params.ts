import { z } from "zod";
import type { FieldErrors } from "../../platform/errors/business-error";
import { booleanParam, integerParam, oneOfParam, type ParamsResult, parseQuery } from "../../platform/http/query-params";
import { ADMIN_STORY_PAGE_LIMITS, type AdminStoryListRequest, AdminStorySort, StoryContext, StoryDifficulty, type StoryDraft, StoryRegion, StoryType } from "../stories";

const listQuerySchema = z.object({
  search: z.string().max(100, "search must be at most 100 characters").optional(),
  type: oneOfParam("type", Object.values(StoryType)).optional(),
  region: oneOfParam("region", Object.values(StoryRegion)).optional(),
  context: oneOfParam("context", Object.values(StoryContext)).optional(),
  available: booleanParam("available").optional(),
  featured: booleanParam("featured").optional(),
  sponsored: booleanParam("sponsored").optional(),
  sort: oneOfParam("sort", Object.values(AdminStorySort)).optional(),
  descending: booleanParam("descending").optional(),
  limit: integerParam("limit", 1, ADMIN_STORY_PAGE_LIMITS.maxLimit).optional(),
  after: z.string().max(ADMIN_STORY_PAGE_LIMITS.maxCursorLength, "after must be a cursor returned by a previous page").optional(),
});

export function parseAdminStoryListQuery(query: Record<string, unknown>): ParamsResult<AdminStoryListRequest> {
  const parsed = parseQuery(listQuerySchema, query);
  if (!parsed.ok) return parsed;
  const { sort, descending, limit, after, ...filters } = parsed.value;
  return {
    ok: true,
    value: {
      filters,
      sort: sort ?? AdminStorySort.DATE_ADDED,
      descending: descending ?? true,
      limit: limit ?? ADMIN_STORY_PAGE_LIMITS.defaultLimit,
      after,
    },
  };
}

/** Each field of a story as the REST shape names it, with the type its JSON value must have. */
const storyBodyFields = {
  title: z.string({ error: "title must be text." }),
  city: z.string({ error: "city must be text." }),
  region: z.enum(StoryRegion, { error: `region must be one of: ${Object.values(StoryRegion).join(", ")}.` }),
  type: z.enum(StoryType, { error: `type must be one of: ${Object.values(StoryType).join(", ")}.` }),
  context: z.enum(StoryContext, { error: `context must be one of: ${Object.values(StoryContext).join(", ")}.` }),
  short_description: z.string({ error: "short_description must be text." }),
  medium_description: z.string({ error: "medium_description must be text." }),
  long_description: z.string({ error: "long_description must be text." }),
  video_url: z.string({ error: "video_url must be text or null." }).nullable(),
  price_cents: z.number({ error: "price_cents must be a number of cents." }),
  is_available: z.boolean({ error: "is_available must be true or false." }),
  is_featured: z.boolean({ error: "is_featured must be true or false." }),
  players_min: z.number({ error: "players_min must be a number." }),
  players_max: z.number({ error: "players_max must be a number." }),
  players_best: z.number({ error: "players_best must be a number." }),
  length_minutes: z.number({ error: "length_minutes must be a number of minutes." }),
  difficulty: z.enum(StoryDifficulty, { error: `difficulty must be one of: ${Object.values(StoryDifficulty).join(", ")}.` }),
};

const newStoryBody = z.strictObject({ _id: z.string({ error: "_id must be text: the new story's id." }), ...storyBodyFields });
const storyChangesBody = z.strictObject(storyBodyFields).partial();

type StoryBodyFields = z.infer<typeof storyChangesBody>;

/** A service field's name in the REST shape: `playersMax` is `players_max`, the id is `_id`. */
export function restFieldName(field: string): string {
  return field === "id" ? "_id" : field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Field errors keyed by the REST shape's names. */
export function restFieldErrors(errors: Readonly<Record<string, unknown>>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [restFieldName(field), String(message)]));
}

function bodyProblems(error: z.ZodError, body: unknown): FieldErrors {
  const given = (field: string) => typeof body === "object" && body !== null && Object.hasOwn(body, field);
  const problems: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") for (const key of issue.keys) problems[key] ??= `${key} is not a field of a story.`;
    else if (issue.path.length === 0) problems.body ??= "Send the story as a JSON object.";
    else {
      const field = String(issue.path[0]);
      problems[field] ??= given(field) ? issue.message : `${field} is required.`;
    }
  }
  return problems;
}

function changesOf(body: StoryBodyFields): Partial<StoryDraft> {
  const changes: Partial<StoryDraft> = {
    title: body.title,
    city: body.city,
    region: body.region,
    type: body.type,
    context: body.context,
    shortDescription: body.short_description,
    mediumDescription: body.medium_description,
    longDescription: body.long_description,
    videoUrl: body.video_url,
    priceCents: body.price_cents,
    isAvailable: body.is_available,
    isFeatured: body.is_featured,
    playersMin: body.players_min,
    playersMax: body.players_max,
    playersBest: body.players_best,
    lengthMinutes: body.length_minutes,
    difficulty: body.difficulty,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

export type BodyResult<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

/** A POST's new story: its id and every field, each of the right JSON type. */
export function parseNewStoryBody(body: unknown): BodyResult<{ id: string; draft: StoryDraft }> {
  const parsed = newStoryBody.safeParse(body);
  if (!parsed.success) return { ok: false, fieldErrors: bodyProblems(parsed.error, body) };
  const { _id: id, ...fields } = parsed.data;
  return { ok: true, value: { id, draft: changesOf(fields) as StoryDraft } };
}

/** A PATCH's changes: any of the fields, each of the right JSON type. */
export function parseStoryChangesBody(body: unknown): BodyResult<Partial<StoryDraft>> {
  const parsed = storyChangesBody.safeParse(body);
  return parsed.success ? { ok: true, value: changesOf(parsed.data) } : { ok: false, fieldErrors: bodyProblems(parsed.error, body) };
}
