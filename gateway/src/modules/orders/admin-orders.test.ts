import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buy, type Purchase, REFUND_ORDER, type Shop, startShop, storyFixtures, type TestUser } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { DAY_MS, manualClock, userIdOf } from "../credits/credits.test-fixtures";
import { buyHardCopy, northAmerica, TORONTO } from "../shipments/shipments.test-fixtures";
import { adminOrder, adminOrders, allAdminOrders } from "./back-office.test-fixtures";

const ANNA: TestUser = { sub: "user|anna", email: "anna@example.test" };
const BEA: TestUser = { sub: "user|bea", email: "bea@example.test" };

describe.each(testDatabaseKinds())("the admin's order list on $name", (kind) => {
  const time = manualClock("2026-03-01T10:00:00.000Z");
  let shop: Shop;
  /** Placed a day apart from 1 March, 10:00 UTC, except the last two, placed at the same moment on 6 March. */
  let annasKit: Purchase;
  let visitorsKit: Purchase;
  let beasHardCopy: Purchase;
  let pendingId: string;
  let annasRefunded: Purchase;
  let tied: Purchase[];
  let newestFirst: string[];

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("l", 6), clock: time.clock });
    annasKit = await buy(shop, shop.as(ANNA), ["kit-l01"]);
    time.advance(DAY_MS);
    visitorsKit = await buy(shop, shop.visitor(), ["kit-l02"], { email: "vic@example.test" });
    time.advance(DAY_MS);
    beasHardCopy = await buyHardCopy(shop, shop.as(BEA), [{ productId: northAmerica("l03"), address: TORONTO }], { otherProductIds: ["kit-l04"] });
    time.advance(DAY_MS);
    const browser = shop.visitor();
    await browser.addToCart("kit-l05");
    await browser.setCartEmail("pending@example.test");
    pendingId = (await browser.startCheckout()).orderId;
    time.advance(DAY_MS);
    annasRefunded = await buy(shop, shop.as(ANNA), ["kit-l05"]);
    const refunded = await shop.admin().graphql<{ refundOrder: { __typename: string } }>(REFUND_ORDER, { input: { orderId: annasRefunded.orderId, reason: "Changed her mind" } });
    expect(refunded.data?.refundOrder.__typename).toBe("Order");
    time.advance(DAY_MS);
    tied = [await buy(shop, shop.visitor(), ["kit-l06"], { email: "tie.one@example.test" }), await buy(shop, shop.visitor(), ["kit-l06"], { email: "tie.two@example.test" })];
    const byId = tied.map((purchase) => purchase.orderId).sort((a, b) => (a < b ? 1 : -1));
    newestFirst = [...byId, annasRefunded.orderId, pendingId, beasHardCopy.orderId, visitorsKit.orderId, annasKit.orderId];
  });
  afterAll(async () => {
    await shop.stop();
  });

  const ids = async (filter: Parameters<typeof allAdminOrders>[1], limit?: number) => (await allAdminOrders(shop.admin(), filter, limit)).map((order) => order.id);

  it("lists every order newest first, ties broken by id, the same a page at a time as at once", async () => {
    expect(await ids({})).toEqual(newestFirst);
    expect(await ids({}, 2)).toEqual(newestFirst);
    const first = (await adminOrders(shop.admin(), { limit: 2 })).data!.adminOrders;
    expect(first).toMatchObject({ hasMore: true, endCursor: expect.any(String) });
    const last = (await adminOrders(shop.admin(), { limit: 7 })).data!.adminOrders;
    expect(last.hasMore).toBe(false);
    expect(last.items[0]).toEqual({ id: newestFirst[0], number: expect.stringMatching(/^CCK-/), state: "FULFILLED", email: expect.stringMatching(/^tie\./) });
  });

  it("filters by state, by the kind of a line, and by when the order was placed", async () => {
    expect(await ids({ state: "PENDING" })).toEqual([pendingId]);
    expect(await ids({ state: "REFUNDED" })).toEqual([annasRefunded.orderId]);
    expect(await ids({ state: "FULFILLED" }, 1)).toEqual(newestFirst.filter((id) => id !== pendingId && id !== annasRefunded.orderId));
    expect(await ids({ kind: "HARD_COPY" })).toEqual([beasHardCopy.orderId]);
    expect(await ids({ kind: "SPONSORSHIP" })).toEqual([]);
    expect(await ids({ placedFrom: "2026-03-02T00:00:00.000Z", placedTo: "2026-03-04T00:00:00.000Z" })).toEqual([beasHardCopy.orderId, visitorsKit.orderId]);
    // From is part of the range, to is not.
    expect(await ids({ placedFrom: "2026-03-02T10:00:00.000Z", placedTo: "2026-03-03T10:00:00.000Z" })).toEqual([visitorsKit.orderId]);
    expect(await ids({ placedFrom: "2026-03-05T10:00:00.000Z" }, 1)).toEqual(newestFirst.slice(0, 3));
  });

  it("finds orders by the start of their number or email, in any case, and by account", async () => {
    const prefix = visitorsKit.number.slice(0, 8).toLowerCase();
    const byNumber = await allAdminOrders(shop.admin(), { search: prefix });
    expect(byNumber.map((order) => order.id)).toContain(visitorsKit.orderId);
    expect(byNumber.every((order) => order.number.toLowerCase().startsWith(prefix))).toBe(true);
    expect(await ids({ search: visitorsKit.number })).toEqual([visitorsKit.orderId]);
    expect(await ids({ search: " VIC@Example " })).toEqual([visitorsKit.orderId]);
    expect(await ids({ search: "tie." })).toEqual(newestFirst.slice(0, 2));
    // Wildcards are text: no email starts with them.
    expect(await ids({ search: "%" })).toEqual([]);
    expect(await ids({ search: "t_e" })).toEqual([]);
    const annasId = String(await userIdOf(shop, ANNA));
    expect(await ids({ userId: annasId })).toEqual([annasRefunded.orderId, annasKit.orderId]);
    expect(await ids({ userId: annasId, state: "FULFILLED" })).toEqual([annasKit.orderId]);
  });

  it("refuses a cursor of another filter, a made-up one, and arguments out of range", async () => {
    const page = (await adminOrders(shop.admin(), { limit: 1 })).data!.adminOrders;
    const codeOf = async (variables: Parameters<typeof adminOrders>[1]) => (await adminOrders(shop.admin(), variables)).errors?.[0]?.extensions?.code;
    expect(await codeOf({ limit: 1, after: page.endCursor!, filter: { state: "FULFILLED" } })).toBe("INVALID_CURSOR");
    expect(await codeOf({ after: Buffer.from(JSON.stringify(["admin-orders", "[]", "2026-03-01T00:00:00.000Z", "x"])).toString("base64url") })).toBe("INVALID_CURSOR");
    expect(await codeOf({ limit: 0 })).toBe("INVALID_ARGUMENT");
    expect(await codeOf({ limit: 101 })).toBe("INVALID_ARGUMENT");
    expect(await codeOf({ filter: { userId: "0x1f" } })).toBe("INVALID_ARGUMENT");
    expect(await codeOf({ filter: { placedFrom: "2026-03-04T00:00:00.000Z", placedTo: "2026-03-02T00:00:00.000Z" } })).toBe("INVALID_ARGUMENT");
  });

  it("answers null for an order that does not exist", async () => {
    expect(await adminOrder(shop.admin(), "ord_unknown")).toBeNull();
  });

  it("is for admins only: 401 for visitors, 403 for customers", async () => {
    for (const [client, status, code] of [
      [shop.visitor(), 401, "UNAUTHENTICATED"],
      [shop.as(ANNA), 403, "FORBIDDEN"],
    ] as const) {
      const list = await adminOrders(client);
      const one = await client.graphql("query Order($id: ID!) { adminOrder(id: $id) { id } }", { id: annasKit.orderId });
      for (const answer of [list, one]) {
        expect(answer.status).toBe(status);
        expect(answer.errors?.[0]?.extensions?.code).toBe(code);
      }
    }
  });
});
