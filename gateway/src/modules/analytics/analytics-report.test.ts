import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buy, type Shop, startShop, type TestUser } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { manualClock } from "../credits/credits.test-fixtures";
import { Order } from "../orders/order.entity";
import { buyHardCopy, northAmerica, TORONTO } from "../shipments/shipments.test-fixtures";
import { StoryType } from "../stories";
import { browserId, pageView, sendBatch, type SentEvent, storyEvent } from "./analytics.test-fixtures";

/*
 * A fixture of known events and orders, and the figures they must give, worked out by hand:
 *
 * Range: 20 November 00:00 to 25 November 00:00 (UTC), five days. The shop's clock says 24 November, noon.
 *
 * Session  visitor  signed in  referrer (landing)              events (day)
 * one      first    no         https://www.google.com/search   22nd: Page View Home, Page View /stories/m01,
 *                                                                    View Story Details m01, Add To Cart Success m01
 * two      first    yes        none                             23rd: Page View /stories (Browse Stories),
 *                                                                    View Story Details m01 and m02, Add To Cart Success m02
 * three    second   no         https://news.example.org/a       23rd: Page View /stories/t01, Add To Cart Success t01,
 *                                                                    Page View /stories/m01?ref=card
 * four     third    no         https://google.com/              24th: Page View Home, Toggle Theme
 * five     third    no         none                             18th (before the range): Page View /stories/m01
 *
 * Orders (created_at set to the day shown): A, the reader, kit m01, paid (22nd); B, a visitor, kits m01 and m02, paid
 * (23rd); C, a visitor, kit t01, checkout left unpaid (23rd); D, a visitor, kit m01, paid, but created on the 10th.
 *
 * So: page views 2 + 1 + 2 + 1 = 6; sessions 4; visitors 3; signed in 1.
 * Traffic: 20th and 21st nothing; 22nd 2 views / 1 session; 23rd 3 / 2; 24th 1 / 1.
 * Funnel: m01 viewed by one, two, three (3), added by one (1), orders A and B (2 checkouts, 2 paid), 2/3;
 *         m02 viewed by two (1), added by two (1), order B (1, 1), 1; t01 viewed by three (1), added by three (1),
 *         order C (1 checkout, 0 paid), 0. Order: views, then id.
 * Referrers: google.com (one, four) 2; (direct) (two) 1; news.example.org (three) 1.
 * By type: murder viewed by one, two, three (3), paid orders A and B (B once for its two murder kits) 2, 2/3;
 *          theft viewed by three (1), no paid order, 0; brain teaser nothing.
 * Top pages: Story Detail 3 (one, three twice), Home 2 (one, four), Browse Stories 1.
 */

const NOW = "2026-11-24T12:00:00.000Z";
const RANGE = { from: "2026-11-20T00:00:00.000Z", to: "2026-11-25T00:00:00.000Z" };
const READER: TestUser = { sub: "user|reader", email: "reader@example.test", emailVerified: true };
const STORIES = [
  { id: "m01", type: StoryType.MURDER },
  { id: "m02", type: StoryType.MURDER },
  { id: "t01", type: StoryType.THEFT },
  { id: "b01", type: StoryType.BRAIN_TEASER },
];

const REPORT = `query Report($range: AnalyticsRangeInput!, $storyId: ID) {
  analyticsReport(range: $range, storyId: $storyId) {
    from to pageViews sessions visitors signedInSessions
    traffic { date pageViews sessions }
    funnel { story { id title type } views addsToCart checkouts paid conversionRate }
    topReferrers { referrer sessions }
    conversionByType { type viewSessions paidOrders conversionRate }
    topPages { page views }
  }
}`;
const SESSIONS = `query Sessions($range: AnalyticsRangeInput!, $limit: Int, $after: String) {
  analyticsSessions(range: $range, limit: $limit, after: $after) {
    items { id startedAt lastSeenAt pageViews events landingPath referrer signedIn } hasMore endCursor
  }
}`;

interface FunnelData {
  story: { id: string; title: string; type: string };
  views: number;
  addsToCart: number;
  checkouts: number;
  paid: number;
  conversionRate: number;
}

interface ReportData {
  from: string;
  to: string;
  pageViews: number;
  sessions: number;
  visitors: number;
  signedInSessions: number;
  traffic: { date: string; pageViews: number; sessions: number }[];
  funnel: FunnelData[];
  topReferrers: { referrer: string; sessions: number }[];
  conversionByType: { type: string; viewSessions: number; paidOrders: number; conversionRate: number }[];
  topPages: { page: string; views: number }[];
}

interface SessionPageData {
  items: { id: string; startedAt: string; lastSeenAt: string; pageViews: number; events: number; landingPath: string | null; referrer: string | null; signedIn: boolean }[];
  hasMore: boolean;
  endCursor: string | null;
}

const session = (name: string) => browserId("session", name);
const visitor = (name: string) => browserId("visitor", name);

async function record(shop: Shop, sessionName: string, visitorName: string, events: SentEvent[], bearer: string | null = null): Promise<void> {
  const answer = await sendBatch(shop.visitor().signIn(bearer), { sessionId: session(sessionName), visitorId: visitor(visitorName), events });
  if (answer.accepted !== events.length) throw new Error(`Fixture events refused: ${JSON.stringify(answer.rejected)}`);
}

/** The shop stamps an order's creation with the database's clock; the fixture puts each on its day. */
async function createdOn(shop: Shop, orderId: string, at: string): Promise<void> {
  await shop.gateway.db.getRepository(Order).update({ id: orderId }, { createdAt: new Date(at) });
}

describe.each(testDatabaseKinds())("the analytics report on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { clock: manualClock(NOW).clock, stories: STORIES });
    const reader = shop.token(READER);
    await record(shop, "one", "first", [
      pageView("ev-one-1", "2026-11-22T09:00:00.000Z", "/", "Home", "https://www.google.com/search?q=cold+case+kit"),
      pageView("ev-one-2", "2026-11-22T09:01:00.000Z", "/stories/m01", "Story Detail"),
      storyEvent("ev-one-3", "View Story Details", "2026-11-22T09:01:30.000Z", "m01"),
      storyEvent("ev-one-4", "Add To Cart Success", "2026-11-22T09:02:00.000Z", "m01"),
    ]);
    await record(
      shop,
      "two",
      "first",
      [
        pageView("ev-two-1", "2026-11-23T10:00:00.000Z", "/stories", "Browse Stories"),
        storyEvent("ev-two-2", "View Story Details", "2026-11-23T10:01:00.000Z", "m01"),
        storyEvent("ev-two-3", "View Story Details", "2026-11-23T10:02:00.000Z", "m02"),
        storyEvent("ev-two-4", "Add To Cart Success", "2026-11-23T10:03:00.000Z", "m02"),
      ],
      reader,
    );
    await record(shop, "three", "second", [
      pageView("ev-three-1", "2026-11-23T20:00:00.000Z", "/stories/t01", "Story Detail", "https://news.example.org/a"),
      storyEvent("ev-three-2", "Add To Cart Success", "2026-11-23T20:05:00.000Z", "t01"),
      pageView("ev-three-3", "2026-11-23T20:10:00.000Z", "/stories/m01?ref=card", "Story Detail"),
    ]);
    await record(shop, "four", "third", [
      pageView("ev-four-1", "2026-11-24T08:00:00.000Z", "/", "Home", "https://google.com/"),
      { id: "ev-four-2", name: "Toggle Theme", at: "2026-11-24T08:01:00.000Z", properties: { new_theme: "light" } },
    ]);
    await record(shop, "five", "third", [pageView("ev-five-1", "2026-11-18T10:00:00.000Z", "/stories/m01", "Story Detail")]);

    const orderA = await buy(shop, shop.as(READER), ["kit-m01"]);
    const orderB = await buy(shop, shop.visitor(), ["kit-m01", "kit-m02"], { email: "b@example.test" });
    const unpaid = shop.visitor();
    await unpaid.addToCart("kit-t01");
    await unpaid.setCartEmail("c@example.test");
    const orderC = await unpaid.startCheckout();
    const orderD = await buy(shop, shop.visitor(), ["kit-m01"], { email: "d@example.test" });
    await createdOn(shop, orderA.orderId, "2026-11-22T09:30:00.000Z");
    await createdOn(shop, orderB.orderId, "2026-11-23T11:00:00.000Z");
    await createdOn(shop, orderC.orderId, "2026-11-23T20:30:00.000Z");
    await createdOn(shop, orderD.orderId, "2026-11-10T10:00:00.000Z");
  });
  afterAll(async () => {
    await shop.stop();
  });

  async function report(storyId: string | null = null): Promise<ReportData> {
    const answer = await shop.admin().graphql<{ analyticsReport: ReportData }>(REPORT, { range: RANGE, storyId });
    if (answer.errors || !answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.analyticsReport;
  }

  it("counts page views, sessions, visitors and signed-in sessions of the range", async () => {
    expect(await report()).toMatchObject({ from: RANGE.from, to: RANGE.to, pageViews: 6, sessions: 4, visitors: 3, signedInSessions: 1 });
  });

  it("gives every UTC day of the range, days without traffic included", async () => {
    expect((await report()).traffic).toEqual([
      { date: "2026-11-20", pageViews: 0, sessions: 0 },
      { date: "2026-11-21", pageViews: 0, sessions: 0 },
      { date: "2026-11-22", pageViews: 2, sessions: 1 },
      { date: "2026-11-23", pageViews: 3, sessions: 2 },
      { date: "2026-11-24", pageViews: 1, sessions: 1 },
    ]);
  });

  it("takes each story's views and adds from the sessions' events, and its checkouts and payments from the shop's orders", async () => {
    const funnel = (await report()).funnel;
    expect(funnel.map(({ conversionRate: _rate, ...row }) => row)).toEqual([
      { story: { id: "m01", title: "Story m01", type: "MURDER" }, views: 3, addsToCart: 1, checkouts: 2, paid: 2 },
      { story: { id: "m02", title: "Story m02", type: "MURDER" }, views: 1, addsToCart: 1, checkouts: 1, paid: 1 },
      { story: { id: "t01", title: "Story t01", type: "THEFT" }, views: 1, addsToCart: 1, checkouts: 1, paid: 0 },
    ]);
    expect(funnel.map((row) => row.conversionRate)).toEqual([2 / 3, 1, 0]);
  });

  it("gives one story's funnel when asked, even without a view, and refuses a story that does not exist", async () => {
    expect((await report("b01")).funnel).toEqual([{ story: { id: "b01", title: "Story b01", type: "BRAIN_TEASER" }, views: 0, addsToCart: 0, checkouts: 0, paid: 0, conversionRate: 0 }]);
    expect((await report("t01")).funnel.map((row) => [row.story.id, row.checkouts, row.paid])).toEqual([["t01", 1, 0]]);
    const unknown = await shop.admin().graphql(REPORT, { range: RANGE, storyId: "nowhere" });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: "INVALID_ARGUMENT", argument: "storyId" });
  });

  it("groups sessions by the referring site of their landing page, direct visits as (direct)", async () => {
    expect((await report()).topReferrers).toEqual([
      { referrer: "google.com", sessions: 2 },
      { referrer: "(direct)", sessions: 1 },
      { referrer: "news.example.org", sessions: 1 },
    ]);
  });

  it("converts by kind of story, an order with two kits of one kind counted once, every kind listed", async () => {
    expect((await report()).conversionByType).toEqual([
      { type: "MURDER", viewSessions: 3, paidOrders: 2, conversionRate: 2 / 3 },
      { type: "THEFT", viewSessions: 1, paidOrders: 0, conversionRate: 0 },
      { type: "BRAIN_TEASER", viewSessions: 0, paidOrders: 0, conversionRate: 0 },
    ]);
  });

  it("lists the most viewed pages", async () => {
    expect((await report()).topPages).toEqual([
      { page: "Story Detail", views: 3 },
      { page: "Home", views: 2 },
      { page: "Browse Stories", views: 1 },
    ]);
  });

  it("refuses a range that is backwards or longer than 366 days", async () => {
    const backwards = await shop.admin().graphql(REPORT, { range: { from: RANGE.to, to: RANGE.from } });
    expect(backwards.errors?.[0]?.extensions).toMatchObject({ code: "INVALID_ARGUMENT", argument: "from" });
    const tooLong = await shop.admin().graphql(REPORT, { range: { from: "2025-01-01T00:00:00.000Z", to: "2026-01-03T00:00:00.000Z" } });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: "INVALID_ARGUMENT", argument: "to" });
  });

  it("pages the sessions that started in the range, newest first", async () => {
    const first = await shop.admin().graphql<{ analyticsSessions: SessionPageData }>(SESSIONS, { range: RANGE, limit: 3 });
    const page = first.data?.analyticsSessions;
    expect(page?.items.map((item) => item.id)).toEqual([session("four"), session("three"), session("two")]);
    expect(page?.hasMore).toBe(true);
    expect(page?.items[1]).toEqual({
      id: session("three"),
      startedAt: "2026-11-23T20:00:00.000Z",
      lastSeenAt: "2026-11-23T20:10:00.000Z",
      pageViews: 2,
      events: 3,
      landingPath: "/stories/t01",
      referrer: "news.example.org",
      signedIn: false,
    });
    expect(page?.items[2]?.signedIn).toBe(true);

    const second = await shop.admin().graphql<{ analyticsSessions: SessionPageData }>(SESSIONS, { range: RANGE, limit: 3, after: page?.endCursor });
    expect(second.data?.analyticsSessions).toMatchObject({ items: [{ id: session("one"), referrer: "google.com", landingPath: "/", events: 4 }], hasMore: false, endCursor: null });

    const otherRange = await shop.admin().graphql(SESSIONS, { range: { ...RANGE, from: "2026-11-21T00:00:00.000Z" }, after: page?.endCursor });
    expect(otherRange.errors?.[0]?.extensions).toMatchObject({ code: "INVALID_CURSOR" });
  });

  it("answers GET /funnel/analytics with the same report, snake_case, a date-only `to` covering its whole day", async () => {
    const response = await shop.admin().request("/api-coldcase/funnel/analytics?from=2026-11-20&to=2026-11-24");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      from: RANGE.from,
      to: RANGE.to,
      page_views: 6,
      sessions: 4,
      visitors: 3,
      signed_in_sessions: 1,
      top_referrers: [
        { referrer: "google.com", sessions: 2 },
        { referrer: "(direct)", sessions: 1 },
        { referrer: "news.example.org", sessions: 1 },
      ],
      conversion_by_type: [
        { type: "murder", view_sessions: 3, paid_orders: 2, conversion_rate: 2 / 3 },
        { type: "theft", view_sessions: 1, paid_orders: 0, conversion_rate: 0 },
        { type: "brain teaser", view_sessions: 0, paid_orders: 0, conversion_rate: 0 },
      ],
      top_pages: [
        { page: "Story Detail", views: 3 },
        { page: "Home", views: 2 },
        { page: "Browse Stories", views: 1 },
      ],
    });
    expect(body.traffic).toHaveLength(5);
    expect(body.funnel).toEqual([
      { story_id: "m01", title: "Story m01", type: "murder", views: 3, adds_to_cart: 1, checkouts: 2, paid: 2, conversion_rate: 2 / 3 },
      { story_id: "m02", title: "Story m02", type: "murder", views: 1, adds_to_cart: 1, checkouts: 1, paid: 1, conversion_rate: 1 },
      { story_id: "t01", title: "Story t01", type: "theft", views: 1, adds_to_cart: 1, checkouts: 1, paid: 0, conversion_rate: 0 },
    ]);

    const oneStory = await shop.admin().request("/api-coldcase/funnel/analytics?from=2026-11-20&to=2026-11-24&story_id=m02");
    expect(oneStory.json<{ funnel: unknown[] }>().funnel).toEqual([{ story_id: "m02", title: "Story m02", type: "murder", views: 1, adds_to_cart: 1, checkouts: 1, paid: 1, conversion_rate: 1 }]);
  });

  it("answers GET /funnel/analytics for the last 30 days by default", async () => {
    const body = (await shop.admin().request("/api-coldcase/funnel/analytics")).json<{ from: string; to: string; sessions: number; traffic: unknown[] }>();
    expect(body).toMatchObject({ from: "2026-10-25T12:00:00.000Z", to: NOW, sessions: 5 });
    expect(body.traffic).toHaveLength(31);
  });

  it("refuses bad REST ranges with 400", async () => {
    for (const query of ["from=yesterday", "to=2026-13-01", "from=2026-11-24&to=2026-11-20", "from=2025-01-01&to=2026-11-20", "from=2026-11-20&from=2026-11-21"]) {
      const response = await shop.admin().request(`/api-coldcase/funnel/analytics?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.json(), query).toMatchObject({ errorCode: "INVALID_ARGUMENT" });
    }
    expect((await shop.admin().request("/api-coldcase/funnel/sessions?limit=0")).status).toBe(400);
    expect((await shop.admin().request("/api-coldcase/funnel/sessions?limit=ten")).status).toBe(400);
    expect((await shop.admin().request("/api-coldcase/funnel/sessions?after=made-up")).json()).toMatchObject({ errorCode: "INVALID_CURSOR" });
  });

  it("answers GET /funnel/sessions with the same pages, snake_case", async () => {
    const first = await shop.admin().request("/api-coldcase/funnel/sessions?from=2026-11-20&to=2026-11-24&limit=2");
    const page = first.json<{ sessions: { _id: string }[]; has_more: boolean; next_cursor: string | null }>();
    expect(page.sessions.map((item) => item._id)).toEqual([session("four"), session("three")]);
    expect(page.has_more).toBe(true);
    expect(page.sessions[0]).toEqual({
      _id: session("four"),
      started_at: "2026-11-24T08:00:00.000Z",
      last_seen_at: "2026-11-24T08:01:00.000Z",
      page_views: 1,
      events: 2,
      landing_path: "/",
      referrer: "google.com",
      signed_in: false,
    });
    const next = await shop.admin().request(`/api-coldcase/funnel/sessions?from=2026-11-20&to=2026-11-24&limit=2&after=${page.next_cursor}`);
    expect(next.json()).toMatchObject({ sessions: [{ _id: session("two"), signed_in: true }, { _id: session("one") }], has_more: false, next_cursor: null });
  });
});

describe.each(testDatabaseKinds())("the funnel's checkouts on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { clock: manualClock(NOW).clock, stories: [{ id: "h01", type: StoryType.MURDER }] });
    await record(shop, "print", "print", [
      pageView("ev-print-1", "2026-11-23T09:00:00.000Z", "/stories/h01", "Story Detail"),
      { ...storyEvent("ev-print-2", "Add To Cart Success", "2026-11-23T09:01:00.000Z", "h01"), properties: { story_id: "h01", product_id: northAmerica("h01") } },
    ]);
    const order = await buyHardCopy(shop, shop.visitor(), [{ productId: northAmerica("h01"), address: TORONTO }], { email: "print@example.test" });
    await createdOn(shop, order.orderId, "2026-11-23T09:30:00.000Z");
  });
  afterAll(async () => {
    await shop.stop();
  });

  it("counts an order with any line of the story, a hard copy as much as a kit, as the browser counted its add to cart", async () => {
    const answer = await shop.admin().graphql<{ analyticsReport: ReportData }>(REPORT, { range: RANGE, storyId: null });
    const report = answer.data?.analyticsReport;
    expect(report?.funnel.map(({ story, views, addsToCart, checkouts, paid }) => ({ id: story.id, views, addsToCart, checkouts, paid }))).toEqual([
      { id: "h01", views: 1, addsToCart: 1, checkouts: 1, paid: 1 },
    ]);
    expect(report?.conversionByType.find((row) => row.type === "MURDER")).toEqual({ type: "MURDER", viewSessions: 1, paidOrders: 1, conversionRate: 1 });
  });
});
