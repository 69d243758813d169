import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines, orderRow, type Purchase, REFUND_ORDER, type Shop, startShop, storyFixtures, type TestUser } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { aBrief, buyCustomCase, customCaseOf, OPERATOR_EMAIL, produceAndDeliver } from "../commissions/commissions.test-fixtures";
import { manualClock, userIdOf } from "../credits/credits.test-fixtures";
import { ADMIN_ORDER_FIELDS, adminOrder, type AdminOrderData, declineRefundRequest, requestRefund } from "../orders/back-office.test-fixtures";
import { addHardCopy, markShipped, northAmerica, shipmentsOfOrder, TORONTO } from "../shipments/shipments.test-fixtures";

const MAX: TestUser = { sub: "user|max", email: "max@example.test" };
const HOUR_MS = 60 * 60 * 1000;
const T0 = "2026-04-01T09:00:00.000Z";
const at = (hours: number) => new Date(Date.parse(T0) + hours * HOUR_MS).toISOString();

describe.each(testDatabaseKinds())("an order in the back office on $name", (kind) => {
  const time = manualClock(T0);
  let shop: Shop;
  let purchase: Purchase;
  let customCaseId: number;

  /** A kit, a hard copy and a custom case bought together at T0; then, an hour apart: the kit refunded, the hard copy shipped, the case delivered, a refund asked for and declined. */
  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("h", 2), clock: time.clock, env: { OPERATOR_EMAIL } });
    const max = shop.as(MAX);
    expect(await addHardCopy(max, northAmerica("h02"), TORONTO)).toMatchObject({ __typename: "Cart" });
    purchase = await buyCustomCase(shop, max, aBrief(time.now()), { otherProductIds: ["kit-h01"] });
    const kitLine = (await orderLines(shop.gateway, purchase.orderId)).find((line) => line.kind === "STORY_KIT")!;
    time.set(at(1));
    const refunded = await shop.admin().graphql<{ refundOrder: { __typename: string } }>(REFUND_ORDER, { input: { orderId: purchase.orderId, lineIds: [String(kitLine.id)], reason: "Duplicate kit" } });
    expect(refunded.data?.refundOrder.__typename).toBe("Order");
    time.set(at(2));
    const [shipment] = await shipmentsOfOrder(shop, purchase.orderId);
    expect((await markShipped(shop.admin(), String(shipment!.id), "Canada Post", "CP123456789CA")).data?.markShipmentShipped.__typename).toBe("Shipment");
    time.set(at(3));
    customCaseId = (await customCaseOf(shop, purchase.orderId)).id;
    await produceAndDeliver(shop, customCaseId);
    time.set(at(4));
    const asked = await requestRefund(max, purchase.orderId, "Changed my mind");
    time.set(at(5));
    expect((await declineRefundRequest(shop.admin(), asked.id!, "Everything was delivered.")).data?.declineRefundRequest.__typename).toBe("RefundRequest");
  });
  afterAll(async () => {
    await shop.stop();
  });

  it("shows the payment, each line with what it became, and the refund requests", async () => {
    const order = (await adminOrder(shop.admin(), purchase.orderId))!;
    const row = await orderRow(shop.gateway, purchase.orderId);
    expect(order).toMatchObject({
      id: purchase.orderId,
      number: purchase.number,
      state: "FULFILLED",
      email: "max@example.test",
      customerName: "Jane Marple",
      userId: String(await userIdOf(shop, MAX)),
      totalCents: row.totalCents,
      refundedCents: 1495,
      currency: "usd",
      provider: "sandbox",
      paymentId: expect.stringMatching(/^pay_sbx_/),
      createdAt: T0,
      paidAt: T0,
      fulfilledAt: T0,
      cancelledAt: null,
    });
    expect(order.lines).toEqual([
      expect.objectContaining({ kind: "HARD_COPY", storyId: "h02", state: "FULFILLED", detailsSummary: "Ships to Ada Lovelace, Toronto, Canada", shipment: expect.objectContaining({ status: "SHIPPED", carrier: "Canada Post", trackingNumber: "CP123456789CA" }), customCase: null }),
      expect.objectContaining({ kind: "STORY_KIT", storyId: "h01", state: "REFUNDED", refundedAt: at(1), refundReason: "Duplicate kit", detailsSummary: null, shipment: null, customCase: null }),
      expect.objectContaining({ kind: "CUSTOM_CASE", state: "FULFILLED", detailsSummary: "Halifax \u00b7 2 suspects", shipment: null, customCase: { id: String(customCaseId), status: "DELIVERED", deliveredAt: at(3) } }),
    ]);
    expect(order.refundRequests).toEqual([expect.objectContaining({ status: "DECLINED", reason: "Changed my mind", requestedAt: at(4), resolvedAt: at(5), resolutionNote: "Everything was delivered." })]);
  });

  it("tells its history, oldest first, from the order's records and its lines' deliveries", async () => {
    const order = (await adminOrder(shop.admin(), purchase.orderId))!;
    const total = `$${(order.totalCents / 100).toFixed(2)}`;
    expect(order.history).toEqual([
      { at: T0, kind: "PLACED", description: `Placed by max@example.test for ${total}.` },
      { at: T0, kind: "PAID", description: `Paid ${total} by Jane Marple through sandbox.` },
      { at: T0, kind: "FULFILLED", description: "Fulfilled: everything paid for was delivered or queued." },
      { at: at(1), kind: "LINE_REFUNDED", description: "Refunded The h01 Affair ($14.95): Duplicate kit" },
      { at: at(2), kind: "SHIPPED", description: "Hard copy of The h02 Affair shipped with Canada Post, tracking number CP123456789CA." },
      { at: at(3), kind: "CASE_DELIVERED", description: "Custom case for Halifax delivered: its PDF is the customer's to download." },
      { at: at(4), kind: "REFUND_REQUESTED", description: "The customer asked for a refund: Changed my mind" },
      { at: at(5), kind: "REFUND_DECLINED", description: "Refund request declined: Everything was delivered." },
    ]);
  });

  it("shows the same in the list as in the detail", async () => {
    const listed = await shop.admin().graphql<{ adminOrders: { items: AdminOrderData[] } }>(`{ adminOrders { items { ${ADMIN_ORDER_FIELDS} } } }`);
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.adminOrders.items).toEqual([await adminOrder(shop.admin(), purchase.orderId)]);
  });

  it("refunds the rest of the order from the admin API, which its history then tells", async () => {
    time.set(at(6));
    const refunded = await shop.admin().graphql<{ refundOrder: { __typename: string; state: string } }>(REFUND_ORDER, { input: { orderId: purchase.orderId, reason: "Goodwill" } });
    expect(refunded.data?.refundOrder).toMatchObject({ __typename: "Order", state: "REFUNDED" });
    const order = (await adminOrder(shop.admin(), purchase.orderId))!;
    expect(order).toMatchObject({ state: "REFUNDED", refundedCents: order.totalCents });
    expect(order.lines.map((line) => [line.kind, line.state, line.refundReason])).toEqual([
      ["HARD_COPY", "REFUNDED", "Goodwill"],
      ["STORY_KIT", "REFUNDED", "Duplicate kit"],
      ["CUSTOM_CASE", "REFUNDED", "Goodwill"],
    ]);
    expect(order.history.slice(-2).map((event) => [event.at, event.kind])).toEqual([
      [at(6), "LINE_REFUNDED"],
      [at(6), "LINE_REFUNDED"],
    ]);
  });
});
