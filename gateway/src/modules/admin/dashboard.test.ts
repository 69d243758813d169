import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buy, orderLines, orderRow, type Purchase, REFUND_ORDER, type Shop, startShop, storyFixtures, type TestUser } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";

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
    expect((await shop.as(ANNA).request("/api-coldcase/admin/dashboard")).status).toBe(403);
  });
});
