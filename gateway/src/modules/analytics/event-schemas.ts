import { z } from "zod";

/*
 * The storefront's events (the spec's section 7) and the properties each may carry. Objects are strict: a key the
 * event does not define (a user id above all: identity comes from the token) makes the event rejected.
 */

export const PAGE_VIEW = "Page View";
export const VIEW_STORY_DETAILS = "View Story Details";
export const ADD_TO_CART_SUCCESS = "Add To Cart Success";

/** A property's text: short enough to keep. */
const text = z.string().max(500);
const requiredText = text.min(1);
const pageName = z.string().min(1).max(100);
/** A story id as the catalogue writes them (a URL slug). */
export const STORY_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const storyProperties = {
  story_id: z.string().max(64).regex(STORY_ID, "not a story id"),
  story_title: text.optional(),
  story_type: text.optional(),
  story_context: text.optional(),
  product_id: z.string().max(80).optional(),
  is_sponsored: z.boolean().optional(),
};

const customFormProperties = {
  suspect_count: z.number().int().min(0).max(6).optional(),
};

const storyEvent = z.strictObject(storyProperties);
const customFormEvent = z.strictObject(customFormProperties);

export const EVENT_PROPERTIES = {
  [PAGE_VIEW]: z.strictObject({
    page: pageName,
    path: text.startsWith("/", "must start with /"),
    referrer: text.optional(),
  }),
  "Navigation Click": z.strictObject({ destination: requiredText, current_page: pageName }),
  "Toggle Theme": z.strictObject({ new_theme: z.enum(["light", "dark"]) }),
  "Mobile Menu Toggle": z.strictObject({ action: z.enum(["open", "close"]) }),
  [VIEW_STORY_DETAILS]: storyEvent,
  "Add To Cart Click": storyEvent,
  [ADD_TO_CART_SUCCESS]: storyEvent,
  "Add To Cart Failed": storyEvent,
  "Add To Cart Error": storyEvent,
  "Use Credits Click": z.strictObject({ ...storyProperties, credits_used: z.number().int().min(0).max(1000) }),
  "Sponsor Story Click": z.strictObject({ ...storyProperties, sponsor_price: z.number().min(0).max(100_000) }),
  "Custom Form View": customFormEvent,
  "Custom Suspect Add": customFormEvent,
  "Custom Suspect Remove": customFormEvent,
  "Custom Form Update": z.strictObject({ ...customFormProperties, field: pageName }),
  "Custom Form Submit": customFormEvent,
  "Custom Form Confirm": customFormEvent,
  "Custom Form Success": customFormEvent,
  "Custom Form Error": z.strictObject({ ...customFormProperties, message: requiredText }),
} as const;

export type EventName = keyof typeof EVENT_PROPERTIES;

export const EVENT_NAMES = Object.keys(EVENT_PROPERTIES) as [EventName, ...EventName[]];

/** What any event's properties are once validated: flat strings, numbers and booleans. */
export type EventProperties = Readonly<Record<string, string | number | boolean>>;
