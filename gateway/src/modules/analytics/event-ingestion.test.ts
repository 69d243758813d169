import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Shop, startShop, type TestUser } from "../../test-support/commerce.test-fixtures";
import { logger } from "../../platform/logger";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { manualClock, userIdOf } from "../credits/credits.test-fixtures";
import { AnalyticsEvent } from "./analytics-event.entity";
import { AnalyticsSession } from "./analytics-session.entity";
import { browserId, pageView, postBatch, sendBatch, type SentBatch, storyEvent } from "./analytics.test-fixtures";

const NOW = "2026-11-24T12:00:00.000Z";
const MINUTE_MS = 60_000;
const READER: TestUser = { sub: "user|reader", email: "reader@example.test", emailVerified: true };

/** A moment relative to the shop's clock. */
function minutesFromNow(minutes: number): string {
  return new Date(new Date(NOW).getTime() + minutes * MINUTE_MS).toISOString();
}

function eventsOf(shop: Shop, sessionId: string): Promise<AnalyticsEvent[]> {
  return shop.gateway.db.getRepository(AnalyticsEvent).find({ where: { sessionId }, order: { id: "ASC" } });
}

function sessionRow(shop: Shop, sessionId: string): Promise<AnalyticsSession | null> {
  return shop.gateway.db.getRepository(AnalyticsSession).findOneBy({ id: sessionId });
}

describe.each(testDatabaseKinds())("storing the storefront's event batches on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { clock: manualClock(NOW).clock });
  });
  afterAll(async () => {
    await shop.stop();
  });

  it("stores a batch and keeps the session's figures: start, last activity, landing page, referring site, counts", async () => {
    const sessionId = browserId("session", "accepted");
    const answer = await sendBatch(shop.visitor(), {
      sessionId,
      visitorId: browserId("visitor", "accepted"),
      events: [
        pageView("ev-accepted-1", minutesFromNow(-30), "/", "Home", "https://www.google.com/search?q=cold+case"),
        pageView("ev-accepted-2", minutesFromNow(-29), "/stories/s01", "Story Detail", `${shop.gateway.publicUrl}/`),
        storyEvent("ev-accepted-3", "View Story Details", minutesFromNow(-28), "s01"),
      ],
    });

    expect(answer).toEqual({ accepted: 3, duplicates: 0, rejected: [] });
    const stored = await eventsOf(shop, sessionId);
    expect(stored.map((event) => [event.eventId, event.name, event.page, event.path, event.storyId, event.productId])).toEqual([
      ["ev-accepted-1", "Page View", "Home", "/", null, null],
      ["ev-accepted-2", "Page View", "Story Detail", "/stories/s01", "s01", null],
      ["ev-accepted-3", "View Story Details", null, null, "s01", "kit-s01"],
    ]);
    expect(stored.map((event) => event.occurredAt.toISOString())).toEqual([minutesFromNow(-30), minutesFromNow(-29), minutesFromNow(-28)]);
    expect(stored.every((event) => event.receivedAt.toISOString() === NOW)).toBe(true);
    expect(JSON.parse(stored[2]?.properties ?? "{}")).toMatchObject({ story_id: "s01", is_sponsored: false });
    expect(await sessionRow(shop, sessionId)).toMatchObject({
      visitorId: browserId("visitor", "accepted"),
      userId: null,
      startedAt: new Date(minutesFromNow(-30)),
      lastSeenAt: new Date(minutesFromNow(-28)),
      landingPath: "/",
      referrer: "google.com",
      pageViews: 2,
      events: 3,
    });
  });

  it("rejects bad events one by one, with their index and why, and stores the good ones around them", async () => {
    const sessionId = browserId("session", "mixed");
    const events: unknown[] = [
      pageView("ev-mixed-0", minutesFromNow(-10), "/faq", "FAQ"),
      { id: "ev-mixed-1", name: "Page Viewed", at: minutesFromNow(-9), properties: {} },
      { ...storyEvent("ev-mixed-2", "Add To Cart Click", minutesFromNow(-8), "s01"), properties: { story_id: "s01", user_id: 7 } },
      pageView("ev-mixed-3", minutesFromNow(-8 * 24 * 60), "/", "Home"),
      pageView("ev-mixed-4", minutesFromNow(6), "/", "Home"),
      storyEvent("ev-mixed-5", "View Story Details", minutesFromNow(-7), "no-such-story"),
      pageView("ev-mixed-6", minutesFromNow(-6), "/", "Home", `https://example.test/${"x".repeat(2100)}`),
      { id: "ev-mixed-7", name: "Mobile Menu Toggle", at: minutesFromNow(-5), properties: { action: "wiggle" } },
      { id: "ev-mixed-8", name: "Use Credits Click", at: minutesFromNow(-5), properties: { story_id: "s02" } },
      "not an event",
      { id: "short", name: "Toggle Theme", at: minutesFromNow(-4), properties: { new_theme: "dark" } },
      { id: "ev-mixed-11", name: "Toggle Theme", at: "yesterday", properties: { new_theme: "dark" } },
      { id: "ev-mixed-12", name: "Use Credits Click", at: minutesFromNow(-3), properties: { story_id: "s02", product_id: "kit-s02", credits_used: 10 } },
      pageView("ev-mixed-13", minutesFromNow(4), "/stories/no-such-story", "Story Detail"),
    ];

    const answer = await sendBatch(shop.visitor(), { sessionId, visitorId: browserId("visitor", "mixed"), events });

    expect(answer.accepted).toBe(3);
    expect(answer.duplicates).toBe(0);
    expect(answer.rejected.map((rejection) => rejection.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const reasons = new Map(answer.rejected.map((rejection) => [rejection.index, rejection.reason]));
    expect(reasons.get(1)).toMatch(/^name: is not one of the storefront's event names/);
    expect(reasons.get(2)).toMatch(/^properties: Unrecognized key: "user_id"/);
    expect(reasons.get(3)).toBe("at: is more than 7 days in the past.");
    expect(reasons.get(4)).toBe("at: is more than 5 minutes ahead of the server's clock.");
    expect(reasons.get(5)).toBe("properties.story_id: no story has this id.");
    expect(reasons.get(6)).toBe("The event is larger than 2048 bytes.");
    expect(reasons.get(7)).toMatch(/^properties\.action: /);
    expect(reasons.get(8)).toMatch(/^properties\.credits_used: /);
    expect(reasons.get(10)).toMatch(/^id: /);
    expect(reasons.get(11)).toBe("at: must be an ISO 8601 date and time");
    // A page of a story that does not exist is still a page view, of no story.
    expect((await eventsOf(shop, sessionId)).map((event) => [event.eventId, event.storyId])).toEqual([
      ["ev-mixed-0", null],
      ["ev-mixed-12", "s02"],
      ["ev-mixed-13", null],
    ]);
    expect(await sessionRow(shop, sessionId)).toMatchObject({ pageViews: 2, events: 3, landingPath: "/faq", referrer: null });
  });

  it("rejects an event nested too deeply to serialize, under 64 KB, on its own and keeps the good one beside it", async () => {
    const sessionId = browserId("session", "nested");
    const depth = 30_000;
    const nested = `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const good = JSON.stringify(pageView("ev-nested-1", minutesFromNow(-1), "/", "Home"));
    const body = `{"sessionId":"${sessionId}","visitorId":"${browserId("visitor", "nested")}","events":[${nested},${good}]}`;
    expect(Buffer.byteLength(body)).toBeLessThan(64 * 1024);

    const response = await postBatch(shop.visitor(), body);

    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ accepted: 1, duplicates: 0, rejected: [{ index: 0, reason: "The event is larger than 2048 bytes." }] });
    expect((await eventsOf(shop, sessionId)).map((event) => event.eventId)).toEqual(["ev-nested-1"]);
  });

  it("stores nothing twice: a retried batch, and an event sent twice in one batch, are reported as duplicates", async () => {
    const sessionId = browserId("session", "retried");
    const batch: SentBatch = {
      sessionId,
      visitorId: browserId("visitor", "retried"),
      events: [pageView("ev-retried-1", minutesFromNow(-3), "/", "Home"), storyEvent("ev-retried-2", "Add To Cart Success", minutesFromNow(-2), "s03")],
    };
    expect(await sendBatch(shop.visitor(), batch)).toEqual({ accepted: 2, duplicates: 0, rejected: [] });
    expect(await sendBatch(shop.visitor(), batch)).toEqual({ accepted: 0, duplicates: 2, rejected: [] });
    const grown = { ...batch, events: [...batch.events, pageView("ev-retried-3", minutesFromNow(-1), "/stories", "Browse Stories"), pageView("ev-retried-3", minutesFromNow(-1), "/stories", "Browse Stories")] };
    expect(await sendBatch(shop.visitor(), grown)).toEqual({ accepted: 1, duplicates: 3, rejected: [] });

    expect((await eventsOf(shop, sessionId)).map((event) => event.eventId)).toEqual(["ev-retried-1", "ev-retried-2", "ev-retried-3"]);
    expect(await sessionRow(shop, sessionId)).toMatchObject({ pageViews: 2, events: 3 });
  });

  it("stores a batch sent several times at once exactly once (the session's row is locked while its events are stored)", async () => {
    const sessionId = browserId("session", "racing");
    const batch: SentBatch = {
      sessionId,
      visitorId: browserId("visitor", "racing"),
      events: [pageView("ev-racing-1", minutesFromNow(-2), "/", "Home"), pageView("ev-racing-2", minutesFromNow(-1), "/faq", "FAQ")],
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendBatch(shop.visitor(), batch)));

    expect(answers.reduce((sum, answer) => sum + answer.accepted, 0)).toBe(2);
    expect(answers.reduce((sum, answer) => sum + answer.duplicates, 0)).toBe(8);
    expect(await eventsOf(shop, sessionId)).toHaveLength(2);
    expect(await sessionRow(shop, sessionId)).toMatchObject({ pageViews: 2, events: 2, landingPath: "/" });
  });

  it("stores batches racing into a session it already holds without deadlocking (a beacon on page hide beside a flush)", async () => {
    const sessionId = browserId("session", "established");
    const visitorId = browserId("visitor", "established");
    await sendBatch(shop.visitor(), { sessionId, visitorId, events: [pageView("ev-established-0", minutesFromNow(-3), "/", "Home")] });
    const retries = vi.spyOn(logger, "warn");
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_unused, index) => sendBatch(shop.visitor(), { sessionId, visitorId, events: [pageView(`ev-established-${index + 1}`, minutesFromNow(-2), "/faq", "FAQ")] })),
      );
      expect(answers.reduce((sum, answer) => sum + answer.accepted, 0)).toBe(8);
      expect(retries.mock.calls.filter(([event]) => event === "unit_of_work.retry")).toEqual([]);
    } finally {
      retries.mockRestore();
    }
    expect(await sessionRow(shop, sessionId)).toMatchObject({ pageViews: 9, events: 9 });
  });

  it("takes a sendBeacon body: the same JSON sent as text/plain", async () => {
    const sessionId = browserId("session", "beacon");
    const batch = { sessionId, visitorId: browserId("visitor", "beacon"), events: [pageView("ev-beacon-1", minutesFromNow(-1), "/library", "My Library")] };
    expect(await sendBatch(shop.visitor(), batch, "text/plain;charset=UTF-8")).toEqual({ accepted: 1, duplicates: 0, rejected: [] });
    expect(await eventsOf(shop, sessionId)).toHaveLength(1);
  });

  it("refuses a body over 64 KB with 413 in the shop's error shape, and stores none of it", async () => {
    const sessionId = browserId("session", "oversized");
    const events = Array.from({ length: 120 }, (_unused, index) => pageView(`ev-oversized-${index}`, minutesFromNow(-1), `/${"p".repeat(480)}`, "Survey"));
    const body = JSON.stringify({ sessionId, visitorId: browserId("visitor", "oversized"), events });
    expect(Buffer.byteLength(body)).toBeGreaterThan(64 * 1024);

    const response = await postBatch(shop.visitor(), body);

    expect(response.status).toBe(413);
    expect(response.json()).toMatchObject({ errorCode: "PAYLOAD_TOO_LARGE", limit: 64 * 1024, error: expect.stringContaining("exceeds the limit of 65536 bytes") });
    expect(await sessionRow(shop, sessionId)).toBeNull();
  });

  it("refuses more than 200 events in one batch with 413, and an empty one with 400", async () => {
    const sessionId = browserId("session", "crowded");
    const events = Array.from({ length: 201 }, (_unused, index) => ({ id: `ev-crowd-${index}`, name: "Toggle Theme", at: minutesFromNow(-1), properties: { new_theme: "dark" } }));

    const crowded = await postBatch(shop.visitor(), { sessionId, visitorId: browserId("visitor", "crowded"), events });
    expect(crowded.status).toBe(413);
    expect(crowded.json()).toMatchObject({ errorCode: "PAYLOAD_TOO_LARGE", maxEvents: 200 });

    const empty = await postBatch(shop.visitor(), { sessionId, visitorId: browserId("visitor", "crowded"), events: [] });
    expect(empty.status).toBe(400);
    expect(empty.json()).toMatchObject({ errorCode: "INVALID_ARGUMENT", argument: "events" });
    expect(await sessionRow(shop, sessionId)).toBeNull();

    const full = await sendBatch(shop.visitor(), { sessionId, visitorId: browserId("visitor", "crowded"), events: events.slice(0, 200) });
    expect(full.accepted).toBe(200);
  });

  it("refuses a body that is not the envelope with 400, and a body of another type with 415", async () => {
    const visitorId = browserId("visitor", "malformed");
    const cases: [string | SentBatch, string][] = [
      ["{not json", "BAD_REQUEST"],
      [JSON.stringify([1, 2]), "INVALID_ARGUMENT"],
      [{ sessionId: "short", visitorId, events: [pageView("ev-m-1", minutesFromNow(-1), "/", "Home")] }, "INVALID_ARGUMENT"],
      [{ sessionId: "session with spaces in it", visitorId, events: [pageView("ev-m-1", minutesFromNow(-1), "/", "Home")] }, "INVALID_ARGUMENT"],
      [JSON.stringify({ sessionId: browserId("session", "malformed"), visitorId, events: "all of them" }), "INVALID_ARGUMENT"],
    ];
    for (const [body, errorCode] of cases) {
      const response = await postBatch(shop.visitor(), body);
      expect(response.status, String(body)).toBe(400);
      expect(response.json<{ errorCode: string; error: string }>()).toMatchObject({ errorCode, error: expect.any(String) });
    }
    const form = await postBatch(shop.visitor(), "a=1", "application/x-www-form-urlencoded");
    expect(form.status).toBe(415);
    expect(form.json()).toMatchObject({ errorCode: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it("links the session to the account of a valid token; a later anonymous beacon still lands in it, and the payload cannot name anyone", async () => {
    const sessionId = browserId("session", "signed-in");
    const visitorId = browserId("visitor", "signed-in");
    const readerId = await userIdOf(shop, READER);
    const browser = shop.visitor();

    // Before signing in: a user id in the envelope is ignored, one in the properties makes the event rejected.
    const forged = await sendBatch(browser, {
      sessionId,
      visitorId,
      userId: readerId,
      events: [pageView("ev-signed-1", minutesFromNow(-5), "/", "Home"), { id: "ev-signed-x", name: "Toggle Theme", at: minutesFromNow(-5), properties: { new_theme: "dark", user_id: readerId } }],
    } as SentBatch);
    expect(forged.accepted).toBe(1);
    expect(forged.rejected).toEqual([{ index: 1, reason: 'properties: Unrecognized key: "user_id"' }]);
    expect((await sessionRow(shop, sessionId))?.userId).toBeNull();

    browser.signIn(shop.token(READER));
    expect(await sendBatch(browser, { sessionId, visitorId, events: [pageView("ev-signed-2", minutesFromNow(-4), "/library", "My Library")] })).toMatchObject({ accepted: 1 });
    expect((await sessionRow(shop, sessionId))?.userId).toBe(readerId);

    // sendBeacon on page hide cannot send the token: the batch is anonymous and the session stays the reader's.
    browser.signIn(null);
    expect(await sendBatch(browser, { sessionId, visitorId, events: [pageView("ev-signed-3", minutesFromNow(-3), "/stories", "Browse Stories")] }, "text/plain")).toMatchObject({ accepted: 1 });
    expect(await sessionRow(shop, sessionId)).toMatchObject({ userId: readerId, events: 3, pageViews: 3 });
  });

  it("refuses a batch with an invalid token with 401 and stores nothing", async () => {
    const sessionId = browserId("session", "bad-token");
    const browser = shop.visitor().signIn("not-a-token");
    const response = await postBatch(browser, { sessionId, visitorId: browserId("visitor", "bad-token"), events: [pageView("ev-bad-1", minutesFromNow(-1), "/", "Home")] });
    expect(response.status).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: "UNAUTHENTICATED" });
    expect(await sessionRow(shop, sessionId)).toBeNull();
  });
});

describe.each(testDatabaseKinds())("the event batches' rate limits on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, {
      clock: manualClock(NOW).clock,
      env: { EVENT_BATCHES_PER_SESSION_PER_MINUTE: "2", EVENT_BATCHES_PER_ADDRESS_PER_MINUTE: "4" },
    });
  });
  afterAll(async () => {
    await shop.stop();
  });

  function batchOf(name: string, eventId: string): SentBatch {
    return { sessionId: browserId("session", name), visitorId: browserId("visitor", name), events: [pageView(eventId, minutesFromNow(-1), "/", "Home")] };
  }

  it("refuses a session's batches past its limit, then an address's, with 429 and Retry-After", async () => {
    const browser = shop.visitor();
    expect((await postBatch(browser, batchOf("busy", "ev-busy-1"))).status).toBe(200);
    expect((await postBatch(browser, batchOf("busy", "ev-busy-2"))).status).toBe(200);

    const bySession = await postBatch(browser, batchOf("busy", "ev-busy-3"));
    expect(bySession.status).toBe(429);
    expect(bySession.json()).toMatchObject({ errorCode: "RATE_LIMITED", retryAfterSeconds: expect.any(Number) });
    expect(Number(bySession.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await eventsOf(shop, browserId("session", "busy"))).map((event) => event.eventId)).toEqual(["ev-busy-1", "ev-busy-2"]);

    // Another session from the same address is counted by the address: its fourth batch passes, the fifth does not.
    expect((await postBatch(browser, batchOf("other", "ev-other-1"))).status).toBe(200);
    const byAddress = await postBatch(browser, batchOf("third", "ev-third-1"));
    expect(byAddress.status).toBe(429);
    expect(byAddress.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await sessionRow(shop, browserId("session", "third"))).toBeNull();
  });
});
