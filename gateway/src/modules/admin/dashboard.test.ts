import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buy, orderLines, orderRow, type Purchase, REFUND_ORDER, type Shop, startShop, storyFixtures, type TestUser } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { aBrief, buyCustomCase, customCaseOf, operated, produceAndDeliver, START_WRITING } from "../commissions/commissions.test-fixtures";
import { manualClock } from "../credits/credits.test-fixtures";
import { declineRefundRequest, requestRefund } from "../orders/back-office.test-fixtures";
import { buyHardCopy, international, markShipped, northAmerica, PARIS, shipmentsOfOrder, TORONTO } from "../shipments/shipments.test-fixtures";

const ANNA: TestUser = { sub: "user|anna", email: "anna@example.test" };

interface Dashboard {
  totalRevenueCents: number;
  recentPurchases: { id: string; storyTitle: string; priceCents: number; userEmail: string; purchasedAt: string }[];
  topStories: { id: string; title: string; downloads: number; revenueCents: number }[];
}

const DASHBOARD = "{ adminDashboard { totalRevenueCents recentPurchases { id storyTitle priceCents userEmail purchasedAt } topStories { id title downloads revenueCents } } }";

describe.each(testDatabaseKinds())("the admin dashboard's sales on $name", (kind) => {
  let shop: Shop;
  let annas: Purchase;
  let visitors: Purchase;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("a", 3) });
    annas = await buy(shop, shop.as(ANNA), ["kit-a01", "kit-a02"]);
    visitors = await buy(shop, shop.visitor(), ["kit-a01"], { email: "vic@example.test" });
    // A checkout nobody paid counts for nothing.
    const browser = shop.visitor();
    await browser.addToCart("kit-a03");
    await browser.setCartEmail("window.shopper@example.test");
    await browser.startCheckout();
    const a02Line = (await orderLines(shop.gateway, annas.orderId)).find((line) => line.storyId === "a02")!;
    const refunded = await shop.admin().graphql<{ refundOrder: { __typename: string } }>(REFUND_ORDER, {
      input: { orderId: annas.orderId, lineIds: [String(a02Line.id)], reason: "Duplicate" },
    });
    expect(refunded.data?.refundOrder.__typename).toBe("Order");
  });
  afterAll(async () => {
    await shop.stop();
  });

  it("is for admins only", async () => {
    const answer = await shop.as(ANNA).graphql(DASHBOARD);
    expect(answer.status).toBe(403);
    expect(answer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("shows revenue net of refunds, the latest purchases and the top stories' revenue", async () => {
    const answer = await shop.admin().graphql<{ adminDashboard: Dashboard }>(DASHBOARD);
    expect(answer.errors).toBeUndefined();
    const dashboard = answer.data!.adminDashboard;
    // 29.90 + 14.95 paid, 14.95 refunded.
    expect(dashboard.totalRevenueCents).toBe(2990);

    const annaLine = (await orderLines(shop.gateway, annas.orderId)).find((line) => line.storyId === "a01")!;
    const visitorLine = (await orderLines(shop.gateway, visitors.orderId))[0]!;
    const annaPaid = (await orderRow(shop.gateway, annas.orderId)).paidAt!;
    const visitorPaid = (await orderRow(shop.gateway, visitors.orderId)).paidAt!;
    expect(dashboard.recentPurchases).toEqual([
      { id: String(visitorLine.id), storyTitle: "The a01 Affair", priceCents: 1495, userEmail: "vic@example.test", purchasedAt: visitorPaid.toISOString() },
      { id: String(annaLine.id), storyTitle: "The a01 Affair", priceCents: 1495, userEmail: "anna@example.test", purchasedAt: annaPaid.toISOString() },
    ]);

    expect(dashboard.topStories).toEqual([
      { id: "a01", title: "The a01 Affair", downloads: 2, revenueCents: 2990 },
      { id: "a03", title: "The a03 Affair", downloads: 0, revenueCents: 0 },
      { id: "a02", title: "The a02 Affair", downloads: 0, revenueCents: 0 },
    ]);
  });

  it("answers the REST façade in the spec's fields and dollars", async () => {
    const response = await shop.admin().request("/api-coldcase/admin/dashboard");
    expect(response.status).toBe(200);
    // Customers' emails: no cache, the browser's included, keeps them.
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({ total_revenue: 29.9, total_stories: 3, total_sponsorships: 0 });
    expect(body.recent_purchases).toEqual([
      { _id: expect.any(String), story: { title: "The a01 Affair", price: 14.95 }, user: { email: "vic@example.test" }, purchased_at: expect.stringMatching(/Z$/) },
      { _id: expect.any(String), story: { title: "The a01 Affair", price: 14.95 }, user: { email: "anna@example.test" }, purchased_at: expect.stringMatching(/Z$/) },
    ]);
    expect(body.top_stories).toEqual([
      { _id: "a01", title: "The a01 Affair", downloads: 2, revenue: 29.9 },
      { _id: "a03", title: "The a03 Affair", downloads: 0, revenue: 0 },
      { _id: "a02", title: "The a02 Affair", downloads: 0, revenue: 0 },
    ]);
    const refused = await shop.as(ANNA).request("/api-coldcase/admin/dashboard");
    expect(refused.status).toBe(403);
    expect(refused.headers.get("cache-control")).toBe("private, no-store");
  });
});

interface RevenuePointData {
  period: string;
  paidCents: number;
  refundedCents: number;
  netCents: number;
  orders: number;
}

const REVENUE = "query Revenue($range: RevenueRange!) { adminDashboard { revenue(range: $range) { period paidCents refundedCents netCents orders } } }";

/** Every period from `first`, `count` of them, with nothing in them but what `figures` says. */
function series(first: string, count: number, figures: Record<string, Partial<RevenuePointData>>): RevenuePointData[] {
  const monthly = first.length === 7;
  const start = new Date(`${monthly ? `${first}-01` : first}T00:00:00.000Z`);
  return Array.from({ length: count }, (_unused, index) => {
    const day = monthly ? new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + index, 1)) : new Date(start.getTime() + index * 86_400_000);
    const period = day.toISOString().slice(0, monthly ? 7 : 10);
    return { period, paidCents: 0, refundedCents: 0, netCents: 0, orders: 0, ...figures[period] };
  });
}

describe.each(testDatabaseKinds())("the admin dashboard's revenue over time on $name", (kind) => {
  const time = manualClock("2026-09-15T12:00:00.000Z");
  let shop: Shop;

  /*
   * By hand: 14.95 paid on 15 September, refunded on 2 October; 29.90 paid on 20 November; 14.95 paid at 23:30 on
   * 22 November; 14.95 of the 20 November order refunded at 00:30 on 23 November; an unpaid checkout. Today is 24 November.
   */
  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("c", 3), clock: time.clock });
    const beas = await buy(shop, shop.as({ sub: "user|bea", email: "bea@example.test" }), ["kit-c03"]);
    time.set("2026-10-02T08:00:00.000Z");
    expect((await shop.admin().graphql<{ refundOrder: { __typename: string } }>(REFUND_ORDER, { input: { orderId: beas.orderId, reason: "Wrong kit" } })).data?.refundOrder.__typename).toBe("Order");
    time.set("2026-11-20T09:00:00.000Z");
    const annas = await buy(shop, shop.as(ANNA), ["kit-c01", "kit-c02"]);
    time.set("2026-11-22T23:30:00.000Z");
    await buy(shop, shop.visitor(), ["kit-c01"], { email: "vic@example.test" });
    time.set("2026-11-23T00:30:00.000Z");
    const c02 = (await orderLines(shop.gateway, annas.orderId)).find((line) => line.storyId === "c02")!;
    expect((await shop.admin().graphql<{ refundOrder: { __typename: string } }>(REFUND_ORDER, { input: { orderId: annas.orderId, lineIds: [String(c02.id)], reason: "Duplicate" } })).data?.refundOrder.__typename).toBe("Order");
    time.set("2026-11-23T05:00:00.000Z");
    const browser = shop.visitor();
    await browser.addToCart("kit-c02");
    await browser.setCartEmail("window.shopper@example.test");
    await browser.startCheckout();
    time.set("2026-11-24T12:00:00.000Z");
  });
  afterAll(async () => {
    await shop.stop();
  });

  const revenue = async (range: string) => {
    const answer = await shop.admin().graphql<{ adminDashboard: { revenue: RevenuePointData[] } }>(REVENUE, { range });
    expect(answer.errors).toBeUndefined();
    return answer.data!.adminDashboard.revenue;
  };

  it("gives every UTC day of the last 7, 30 and 90 days, zeros included: paid by payment date, refunded by refund date", async () => {
    const november = {
      "2026-11-20": { paidCents: 2990, netCents: 2990, orders: 1 },
      "2026-11-22": { paidCents: 1495, netCents: 1495, orders: 1 },
      "2026-11-23": { refundedCents: 1495, netCents: -1495 },
    };
    expect(await revenue("LAST_7_DAYS")).toEqual(series("2026-11-18", 7, november));
    expect(await revenue("LAST_30_DAYS")).toEqual(series("2026-10-26", 30, november));
    expect(await revenue("LAST_90_DAYS")).toEqual(
      series("2026-08-27", 90, {
        "2026-09-15": { paidCents: 1495, netCents: 1495, orders: 1 },
        "2026-10-02": { refundedCents: 1495, netCents: -1495 },
        ...november,
      }),
    );
    const byDefault = await shop.admin().graphql<{ adminDashboard: { revenue: RevenuePointData[] } }>("{ adminDashboard { revenue { period } } }");
    expect(byDefault.data?.adminDashboard.revenue.map((point) => point.period)).toEqual(series("2026-10-26", 30, {}).map((point) => point.period));
  });

  it("gives every month of the last 12 for LAST_12_MONTHS", async () => {
    expect(await revenue("LAST_12_MONTHS")).toEqual(
      series("2025-12", 12, {
        "2026-09": { paidCents: 1495, netCents: 1495, orders: 1 },
        "2026-10": { refundedCents: 1495, netCents: -1495 },
        "2026-11": { paidCents: 4485, refundedCents: 1495, netCents: 2990, orders: 2 },
      }),
    );
  });

  it("goes by the shop's clock", async () => {
    time.set("2026-12-01T00:00:00.000Z");
    try {
      expect(await revenue("LAST_7_DAYS")).toEqual(series("2026-11-25", 7, {}));
    } finally {
      time.set("2026-11-24T12:00:00.000Z");
    }
  });

  it("answers the REST façade's revenue in dollars for the range asked, and refuses an unknown range", async () => {
    const response = await shop.admin().request("/api-coldcase/admin/dashboard?range=last_7_days");
    expect(response.status).toBe(200);
    const body = response.json<{ revenue: unknown[]; total_revenue: number }>();
    expect(body.total_revenue).toBe(29.9);
    expect(body.revenue).toEqual(
      series("2026-11-18", 7, {
        "2026-11-20": { paidCents: 2990, netCents: 2990, orders: 1 },
        "2026-11-22": { paidCents: 1495, netCents: 1495, orders: 1 },
        "2026-11-23": { refundedCents: 1495, netCents: -1495 },
      }).map((point) => ({ period: point.period, paid: point.paidCents / 100, refunded: point.refundedCents / 100, net: point.netCents / 100, orders: point.orders })),
    );
    expect(((await shop.admin().request("/api-coldcase/admin/dashboard")).json<{ revenue: unknown[] }>()).revenue).toHaveLength(30);
    const unknown = await shop.admin().request("/api-coldcase/admin/dashboard?range=weekly");
    expect(unknown.status).toBe(400);
    expect(unknown.json<{ errorCode: string; argument: string }>()).toMatchObject({ errorCode: "INVALID_ARGUMENT", argument: "range" });
    expect((await shop.visitor().request("/api-coldcase/admin/dashboard?range=last_7_days")).status).toBe(401);
  });
});

describe.each(testDatabaseKinds())("the admin dashboard's queues on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("d", 2) });
  });
  afterAll(async () => {
    await shop.stop();
  });

  const QUEUES = "{ adminDashboard { queues { shipmentsToSend casesToWrite refundRequests } } }";
  const queues = async () => (await shop.admin().graphql<{ adminDashboard: { queues: Record<string, number> } }>(QUEUES)).data?.adminDashboard.queues;

  it("counts the hard copies to send, the custom cases to write and the refund requests to answer", async () => {
    expect(await queues()).toEqual({ shipmentsToSend: 0, casesToWrite: 0, refundRequests: 0 });

    const hardCopies = await buyHardCopy(shop, shop.visitor(), [
      { productId: northAmerica("d01"), address: TORONTO },
      { productId: international("d02"), address: PARIS },
    ], { email: "hc@example.test" });
    const [first] = await shipmentsOfOrder(shop, hardCopies.orderId);
    expect((await markShipped(shop.admin(), String(first!.id), "Canada Post", "CP1")).data?.markShipmentShipped.__typename).toBe("Shipment");

    const cases = [];
    for (const email of ["w1@example.test", "w2@example.test", "w3@example.test"]) cases.push(await buyCustomCase(shop, shop.visitor(), aBrief(new Date()), { email }));
    expect(await operated(shop.admin(), START_WRITING, (await customCaseOf(shop, cases[0]!.orderId)).id)).toMatchObject({ __typename: "CustomCase" });
    await produceAndDeliver(shop, (await customCaseOf(shop, cases[1]!.orderId)).id);

    expect(await requestRefund(shop.visitor(), hardCopies.orderId, "Too slow", hardCopies.accessToken)).toMatchObject({ __typename: "RefundRequest" });
    const declined = await requestRefund(shop.visitor(), cases[1]!.orderId, "Not scary", cases[1]!.accessToken);
    expect((await declineRefundRequest(shop.admin(), declined.id!, "It was delivered.")).data?.declineRefundRequest.__typename).toBe("RefundRequest");

    // One hard copy still to ship; one case being written and one waiting for a writer; one request open.
    expect(await queues()).toEqual({ shipmentsToSend: 1, casesToWrite: 2, refundRequests: 1 });
    const response = await shop.admin().request("/api-coldcase/admin/dashboard");
    expect(response.json<{ queues: unknown }>().queues).toEqual({ shipments_to_send: 1, cases_to_write: 2, refund_requests: 1 });
  });

  it("is for admins only", async () => {
    expect((await shop.visitor().graphql(QUEUES)).status).toBe(401);
    expect((await shop.as(ANNA).graphql(QUEUES)).status).toBe(403);
  });
});
