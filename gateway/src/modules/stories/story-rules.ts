import { type BusinessError, type FieldErrors, invalidDetails, type Result, success } from "../../platform/errors/business-error";
import { characterCount, isPlainText, PLAIN_TEXT_MESSAGE } from "../../platform/plain-text";
import { LENGTH_MINUTES, PLAYER_COUNT } from "./story-facets";
import type { StoryDraft } from "./story-draft";
import { StoryContext, StoryDifficulty, StoryRegion, StoryType } from "./story.enums";

/** The longest text each field takes: the column's size, or what its place on the page can show. */
export const STORY_TEXT_LIMITS = {
  title: 160,
  city: 80,
  shortDescription: 280,
  mediumDescription: 1_000,
  longDescription: 10_000,
  videoUrl: 500,
} as const;

export const STORY_PRICE_CENTS = { min: 0, max: 100_000 } as const;

/** A story id is its URL slug; the longest product id, `print-intl-<id>`, must fit the 64-character id columns. */
export const STORY_ID = { minLength: 3, maxLength: 53, pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/ } as const;
/** Ids the storefront's routes use for pages of their own. */
const RESERVED_IDS = new Set(["new"]);

const tooLong = (label: string, max: number) => `${label} can be at most ${max.toLocaleString("en-US")} characters.`;
const wholeNumber = (label: string, min: number, max: number) => `${label} must be a whole number from ${min} to ${max}.`;

/** Collects each field's first fault, keyed by the field's name, in the order of the form. */
class FieldChecks {
  readonly errors: Record<string, string> = {};

  /** One line of ordinary text, trimmed; required. */
  line(field: keyof StoryDraft, value: string, label: string, max: number): string {
    const trimmed = value.trim();
    if (trimmed.length === 0) this.fail(field, `Enter the ${label.toLowerCase()}.`);
    else if (!isPlainText(trimmed)) this.fail(field, `${label}: ${PLAIN_TEXT_MESSAGE}`);
    else if (characterCount(trimmed) > max) this.fail(field, tooLong(label, max));
    return trimmed;
  }

  /** Paragraphs separated by a blank line, trimmed, with Windows line breaks made plain; required. */
  paragraphs(field: keyof StoryDraft, value: string, label: string, max: number): string {
    const text = value.replace(/\r\n?/g, "\n").trim();
    if (text.length === 0) this.fail(field, `Enter the ${label.toLowerCase()}.`);
    else if (!isPlainText(text.replace(/\n/g, " "))) this.fail(field, `${label}: use ordinary characters and line breaks only, no tabs or other control characters.`);
    else if (characterCount(text) > max) this.fail(field, tooLong(label, max));
    return text;
  }

  integer(field: keyof StoryDraft, value: number, label: string, range: { min: number; max: number }): boolean {
    if (Number.isInteger(value) && value >= range.min && value <= range.max) return true;
    this.fail(field, wholeNumber(label, range.min, range.max));
    return false;
  }

  oneOf<Value extends string>(field: keyof StoryDraft, values: Record<string, Value>, value: unknown, message: string): void {
    if (!Object.values<unknown>(values).includes(value)) this.fail(field, message);
  }

  fail(field: string, message: string): void {
    this.errors[field] ??= message;
  }
}

/** An https address, or null when none is given; anything else is a fault. */
function checkVideoUrl(checks: FieldChecks, value: string | null): string | null {
  const trimmed = (value ?? "").trim();
  if (trimmed.length === 0) return null;
  const message = "Video URL must be a full https:// address, such as https://www.youtube.com/watch?v=…";
  if (characterCount(trimmed) > STORY_TEXT_LIMITS.videoUrl) checks.fail("videoUrl", tooLong("Video URL", STORY_TEXT_LIMITS.videoUrl));
  else if (!URL.canParse(trimmed) || !isPlainText(trimmed)) checks.fail("videoUrl", message);
  else {
    const url = new URL(trimmed);
    // Handed to visitors as a link to follow: only https, and no credentials in the address.
    if (url.protocol !== "https:" || url.hostname.length === 0) checks.fail("videoUrl", message);
    else if (url.username !== "" || url.password !== "") checks.fail("videoUrl", "Video URL must not carry a user name or password.");
  }
  return trimmed;
}

/** Players and length: each in its range, and the three player numbers in order. */
function checkFacets(checks: FieldChecks, draft: StoryDraft): void {
  const min = checks.integer("playersMin", draft.playersMin, "The fewest players", PLAYER_COUNT);
  const max = checks.integer("playersMax", draft.playersMax, "The most players", PLAYER_COUNT);
  const best = checks.integer("playersBest", draft.playersBest, "The best number of players", PLAYER_COUNT);
  if (min && max && draft.playersMax < draft.playersMin) {
    checks.fail("playersMax", `The most players (${draft.playersMax}) must be at least the fewest (${draft.playersMin}).`);
  } else if (min && max && best && (draft.playersBest < draft.playersMin || draft.playersBest > draft.playersMax)) {
    checks.fail("playersBest", `The best number of players must be from ${draft.playersMin} to ${draft.playersMax}, within the range the story plays with.`);
  }
  checks.integer("lengthMinutes", draft.lengthMinutes, "Length in minutes", LENGTH_MINUTES);
}

/**
 * Checks every field of a story the operator submits and cleans it up (text trimmed, an empty video URL null):
 * each faulty field gets a message written for the operator. A story becomes available only with its kit.
 */
export function storyDraftProblems(draft: StoryDraft, story: { hasKitFile: boolean }): { cleaned: StoryDraft; errors: FieldErrors } {
  const checks = new FieldChecks();
  const cleaned: StoryDraft = {
    ...draft,
    title: checks.line("title", draft.title, "Title", STORY_TEXT_LIMITS.title),
    city: checks.line("city", draft.city, "City", STORY_TEXT_LIMITS.city),
  };
  checks.oneOf("region", StoryRegion, draft.region, `Region must be one of: ${Object.values(StoryRegion).join(", ")}.`);
  checks.oneOf("type", StoryType, draft.type, `Type must be one of: ${Object.values(StoryType).join(", ")}.`);
  checks.oneOf("context", StoryContext, draft.context, `Context must be one of: ${Object.values(StoryContext).join(", ")}.`);
  cleaned.shortDescription = checks.line("shortDescription", draft.shortDescription, "Short description", STORY_TEXT_LIMITS.shortDescription);
  cleaned.mediumDescription = checks.line("mediumDescription", draft.mediumDescription, "Medium description", STORY_TEXT_LIMITS.mediumDescription);
  cleaned.longDescription = checks.paragraphs("longDescription", draft.longDescription, "Long description", STORY_TEXT_LIMITS.longDescription);
  cleaned.videoUrl = checkVideoUrl(checks, draft.videoUrl);
  if (!Number.isInteger(draft.priceCents) || draft.priceCents < STORY_PRICE_CENTS.min || draft.priceCents > STORY_PRICE_CENTS.max) {
    checks.fail("priceCents", `Price must be a whole number of cents from ${STORY_PRICE_CENTS.min} to ${STORY_PRICE_CENTS.max} ($1,000.00).`);
  }
  if (draft.isAvailable && !story.hasKitFile) {
    checks.fail("isAvailable", "Upload the kit PDF before making the story available; until then it stays Coming Soon.");
  }
  checkFacets(checks, draft);
  checks.oneOf("difficulty", StoryDifficulty, draft.difficulty, `Difficulty must be one of: ${Object.values(StoryDifficulty).join(", ")}.`);
  return { cleaned, errors: checks.errors };
}

/** The draft cleaned up, or INVALID_DETAILS with every faulty field. */
export function checkStoryDraft(draft: StoryDraft, story: { hasKitFile: boolean }): Result<StoryDraft, BusinessError<"INVALID_DETAILS">> {
  const { cleaned, errors } = storyDraftProblems(draft, story);
  return Object.keys(errors).length > 0 ? invalidDetails(errors) : success(cleaned);
}

/** What is wrong with a new story's id (its URL slug), if anything. */
export function storyIdProblems(id: string): FieldErrors {
  if (id.length < STORY_ID.minLength) return { id: `The id must be at least ${STORY_ID.minLength} characters long.` };
  if (id.length > STORY_ID.maxLength) {
    return { id: `The id can be at most ${STORY_ID.maxLength} characters long, so its longest product id (print-intl-…) fits in 64.` };
  }
  if (!STORY_ID.pattern.test(id)) return { id: "The id must be lower-case letters and digits in words joined by single hyphens, such as the-salt-marsh-ledger." };
  if (RESERVED_IDS.has(id)) return { id: `"${id}" names a page of Story Management and cannot be a story's id.` };
  return {};
}
