import type { ClientResponse, ShopClient } from "../../test-support/commerce.test-fixtures";

/*
 * What the analytics suites share: events as the storefront's client builds them, and batches posted the two ways a
 * browser posts them (fetch with JSON, sendBeacon with a string).
 */

export interface SentEvent {
  id: string;
  name: string;
  at: string;
  properties?: Record<string, unknown>;
}

export interface SentBatch {
  sessionId: string;
  visitorId: string;
  events: unknown[];
}

export interface BatchAnswer {
  accepted: number;
  duplicates: number;
  rejected: { index: number; reason: string }[];
}

/** A browser id of the accepted shape (16 to 64 letters, digits, - or _), readable in a failing test. */
export function browserId(kind: "session" | "visitor", name: string): string {
  return `${kind}_${name}`.padEnd(20, "0");
}

export function pageView(id: string, at: string, path: string, page: string, referrer?: string): SentEvent {
  return { id, name: "Page View", at, properties: { page, path, ...(referrer === undefined ? {} : { referrer }) } };
}

/** One of the story events ("View Story Details", "Add To Cart Success"…) with the properties the storefront sends. */
export function storyEvent(id: string, name: string, at: string, storyId: string): SentEvent {
  return {
    id,
    name,
    at,
    properties: { story_id: storyId, story_title: `The ${storyId} Affair`, story_type: "murder", story_context: "low tech", product_id: `kit-${storyId}`, is_sponsored: false },
  };
}

export function postBatch(client: ShopClient, batch: SentBatch | string, contentType = "application/json"): Promise<ClientResponse> {
  return client.request("/api-coldcase/events", { method: "POST", headers: { "content-type": contentType }, body: typeof batch === "string" ? batch : JSON.stringify(batch) });
}

/** Posts a batch that must be taken (200) and returns the answer. */
export async function sendBatch(client: ShopClient, batch: SentBatch, contentType = "application/json"): Promise<BatchAnswer> {
  const response = await postBatch(client, batch, contentType);
  if (response.status !== 200) throw new Error(`The batch was refused with ${response.status}: ${response.text()}`);
  return response.json<BatchAnswer>();
}
