import type { Story } from "./story.entity";

/** Every field of a story the operator edits, as Story Management's form holds them. */
export type StoryDraft = Pick<
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
  | "priceCents"
  | "isAvailable"
  | "isFeatured"
  | "playersMin"
  | "playersMax"
  | "playersBest"
  | "lengthMinutes"
  | "difficulty"
>;

/** The draft's fields, in the order of the form (and of its field errors). */
export const STORY_DRAFT_FIELDS = [
  "title",
  "city",
  "region",
  "type",
  "context",
  "shortDescription",
  "mediumDescription",
  "longDescription",
  "videoUrl",
  "priceCents",
  "isAvailable",
  "isFeatured",
  "playersMin",
  "playersMax",
  "playersBest",
  "lengthMinutes",
  "difficulty",
] as const satisfies readonly (keyof StoryDraft)[];

export function draftOf(story: Story): StoryDraft {
  const { title, city, region, type, context, shortDescription, mediumDescription, longDescription, videoUrl } = story;
  const { priceCents, isAvailable, isFeatured, playersMin, playersMax, playersBest, lengthMinutes, difficulty } = story;
  return { title, city, region, type, context, shortDescription, mediumDescription, longDescription, videoUrl, priceCents, isAvailable, isFeatured, playersMin, playersMax, playersBest, lengthMinutes, difficulty };
}

/** The fields whose value differs between the story and the draft, with the draft's values. */
export function changedFields(story: Story, draft: StoryDraft): Partial<StoryDraft> {
  return Object.fromEntries(STORY_DRAFT_FIELDS.filter((field) => story[field] !== draft[field]).map((field) => [field, draft[field]])) as Partial<StoryDraft>;
}
