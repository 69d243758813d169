import { z } from "zod";
import { type BusinessError, failure, type Result, success } from "../../platform/errors/business-error";
import { EVENT_NAMES, EVENT_PROPERTIES, type EventName, type EventProperties, PAGE_VIEW } from "./event-schemas";

export const MAX_BATCH_BYTES = 64 * 1024;
export const MAX_EVENTS_PER_BATCH = 200;
export const MAX_EVENT_BYTES = 2048;
/** How far the browser's clock may be trusted: events older than this are not kept… */
export const MAX_EVENT_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** …nor events dated further ahead than a slightly fast clock explains. */
export const MAX_EVENT_LEAD_MS = 5 * 60 * 1000;

const clientId = (minLength: number) =>
  z
    .string()
    .min(minLength)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, "must be letters, digits, - or _");

/** Unknown keys are dropped, not refused: a client cannot name the user, and saying so changes nothing. */
const envelopeSchema = z.object({
  sessionId: clientId(16),
  visitorId: clientId(16),
  events: z.array(z.unknown()).min(1, "a batch holds at least one event"),
});

export type EventBatch = z.infer<typeof envelopeSchema>;

const eventSchema = z.strictObject({
  id: clientId(8),
  name: z.enum(EVENT_NAMES, "is not one of the storefront's event names"),
  at: z.iso.datetime({ offset: true, error: "must be an ISO 8601 date and time" }),
  properties: z.unknown().optional(),
});

/** An event as stored: the columns the reports use lifted out of its properties. */
export interface CheckedEvent {
  readonly index: number;
  readonly id: string;
  readonly name: EventName;
  readonly at: Date;
  readonly properties: EventProperties;
  readonly page: string | null;
  readonly path: string | null;
  /** The story it is about (by `story_id`, or a page view's `/stories/{id}` path), not yet checked against the catalogue. */
  readonly storyId: string | null;
  /** True when the story comes from the event's `story_id`: an unknown one makes the event wrong, not just storyless. */
  readonly namesStory: boolean;
  readonly productId: string | null;
  readonly referrer: string | null;
}

export interface RejectedEvent {
  readonly index: number;
  readonly reason: string;
}

type BatchFailure = BusinessError<"BAD_REQUEST" | "INVALID_ARGUMENT" | "PAYLOAD_TOO_LARGE">;

function describeIssue(issue: z.core.$ZodIssue | undefined): { path: string; message: string } {
  return { path: issue?.path.map(String).join(".") ?? "", message: issue?.message ?? "is not valid" };
}

/** The batch a body holds: JSON, then the envelope; its events are checked one by one later. */
export function parseBatch(body: string): Result<EventBatch, BatchFailure> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return failure("BAD_REQUEST", "The body is not JSON.");
  }
  const parsed = envelopeSchema.safeParse(json);
  if (!parsed.success) {
    const { path, message } = describeIssue(parsed.error.issues[0]);
    return failure("INVALID_ARGUMENT", `${path || "The body"}: ${message}`, { argument: path });
  }
  if (parsed.data.events.length > MAX_EVENTS_PER_BATCH) {
    return failure("PAYLOAD_TOO_LARGE", `A batch holds at most ${MAX_EVENTS_PER_BATCH} events; send the rest in another.`, { maxEvents: MAX_EVENTS_PER_BATCH });
  }
  return success(parsed.data);
}

/** A story's page, with or without a trailing slash, query or fragment. */
const STORY_PATH = /^\/stories\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?(?:[?#].*)?$/;

function storyOfPath(path: string): string | null {
  const id = STORY_PATH.exec(path)?.[1];
  return id !== undefined && id.length <= 64 ? id : null;
}

/**
 * The event's size as JSON. An array nested thousands deep fits in a batch but overflows the stack when serialized;
 * it is far over the limit anyway, so it counts as too large instead of failing the whole batch.
 */
function serializedBytes(raw: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(raw) ?? "", "utf8");
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function textProperty(properties: EventProperties, key: string): string | null {
  const value = properties[key];
  return typeof value === "string" ? value : null;
}

/** One event of a batch, checked on its own against its name's schema, its size and the server's clock. */
export function checkEvent(raw: unknown, index: number, now: Date): { ok: true; event: CheckedEvent } | { ok: false; rejected: RejectedEvent } {
  const reject = (reason: string) => ({ ok: false as const, rejected: { index, reason } });
  if (serializedBytes(raw) > MAX_EVENT_BYTES) return reject(`The event is larger than ${MAX_EVENT_BYTES} bytes.`);
  const parsed = eventSchema.safeParse(raw);
  if (!parsed.success) {
    const { path, message } = describeIssue(parsed.error.issues[0]);
    return reject(path ? `${path}: ${message}` : message);
  }
  const { id, name, at: sentAt, properties: rawProperties } = parsed.data;
  const checkedProperties = EVENT_PROPERTIES[name].safeParse(rawProperties ?? {});
  if (!checkedProperties.success) {
    const { path, message } = describeIssue(checkedProperties.error.issues[0]);
    return reject(path ? `properties.${path}: ${message}` : `properties: ${message}`);
  }
  const at = new Date(sentAt);
  if (at.getTime() < now.getTime() - MAX_EVENT_AGE_MS) return reject("at: is more than 7 days in the past.");
  if (at.getTime() > now.getTime() + MAX_EVENT_LEAD_MS) return reject("at: is more than 5 minutes ahead of the server's clock.");

  const properties: EventProperties = checkedProperties.data;
  const path = textProperty(properties, "path");
  const namedStory = textProperty(properties, "story_id");
  return {
    ok: true,
    event: {
      index,
      id,
      name,
      at,
      properties,
      page: textProperty(properties, "page") ?? textProperty(properties, "current_page"),
      path,
      storyId: namedStory ?? (name === PAGE_VIEW && path !== null ? storyOfPath(path) : null),
      namesStory: namedStory !== null,
      productId: textProperty(properties, "product_id"),
      referrer: textProperty(properties, "referrer"),
    },
  };
}
