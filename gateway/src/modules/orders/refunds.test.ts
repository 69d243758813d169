import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buy,
  downloadsOf,
  libraryEntriesOf,
  type OrderData,
  orderLines,
  orderRow,
  outboxMessages,
  type Purchase,
  REFUND_ORDER,
  type ResultOf,
  type Shop,
  type ShopClient,
  startShop,
  storyFixtures,
  type TestUser,
} from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { SandboxCheckoutSession } from "./payments/sandbox/sandbox-session.entity";
import { REFUND_PAYMENT_TOPIC } from "./refund-payment";

const RUTH: TestUser = { sub: "user|ruth", email: "ruth@example.test" };

async function refund(client: ShopClient, input: Record<string, unknown>) {
  return client.graphql<{ refundOrder: ResultOf<OrderData> }>(REFUND_ORDER, { input });
}

describe.each(testDatabaseKinds())("refunds on $name", (kind) => {
  let shop: Shop;
  let ruth: ShopClient;
  let purchase: Purchase;
  let kitLine: (storyId: string) => string;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("r", 4) });
    ruth = shop.as(RUTH);
    purchase = await buy(shop, ruth, ["kit-r01", "kit-r02"]);
    const lines = await orderLines(shop.gateway, purchase.orderId);
    kitLine = (storyId) => String(lines.find((line) => line.storyId === storyId)!.id);
  });
  afterAll(async () => {
    await shop.stop();
  });

  it("is for admins only", async () => {
    const answer = await refund(ruth, { orderId: purchase.orderId, lineIds: [kitLine("r02")], reason: "Asked nicely" });
    expect(answer.status).toBe(403);
    expect(answer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await refund(shop.visitor(), { orderId: purchase.orderId, reason: "Anonymous" })).status).toBe(401);
    expect(await orderRow(shop.gateway, purchase.orderId)).toMatchObject({ state: "fulfilled", refundedCents: 0 });
  });

  it("needs a reason", async () => {
    const blank = await refund(shop.admin(), { orderId: purchase.orderId, lineIds: [kitLine("r02")], reason: "   " });
    expect(blank.data?.refundOrder).toEqual({ __typename: "InvalidArgumentError", errorCode: "INVALID_ARGUMENT", message: "Give a reason for the refund.", argument: "reason" });
    const missing = await refund(shop.admin(), { orderId: purchase.orderId, lineIds: [kitLine("r02")] });
    expect(missing.status).toBe(400);
    expect(await orderRow(shop.gateway, purchase.orderId)).toMatchObject({ state: "fulfilled", refundedCents: 0 });
    expect(await outboxMessages(shop.gateway, REFUND_PAYMENT_TOPIC)).toEqual([]);
  });

  it("answers NotFoundError for an unknown order and NotRefundableError for an unpaid one", async () => {
    const unknown = await refund(shop.admin(), { orderId: "ord_unknown", reason: "Typo" });
    expect(unknown.data?.refundOrder).toMatchObject({ __typename: "NotFoundError", errorCode: "NOT_FOUND" });
    const browser = shop.visitor();
    await browser.addToCart("kit-r03");
    await browser.setCartEmail("unpaid@example.test");
    const { orderId } = await browser.startCheckout();
    const unpaid = await refund(shop.admin(), { orderId, reason: "Never paid" });
    expect(unpaid.data?.refundOrder).toMatchObject({ __typename: "NotRefundableError", errorCode: "NOT_REFUNDABLE" });
  });

  it("refunds one line of a two-story order: that story only is taken back and the money goes back through the provider", async () => {
    const { gateway } = shop;
    const downloads = { r01: await downloadsOf(gateway, "r01"), r02: await downloadsOf(gateway, "r02") };
    const library = await ruth.myLibrary();
    const r01Item = library.find((item) => item.story.id === "r01")!;
    const r02Item = library.find((item) => item.story.id === "r02")!;
    const r02Link = await ruth.requestDownload(r02Item.id);
    expect(r02Link.__typename).toBe("DownloadLink");

    const answer = await refund(shop.admin(), { orderId: purchase.orderId, lineIds: [kitLine("r02")], reason: "Bought by mistake" });
    expect(answer.errors).toBeUndefined();
    const refunded = answer.data!.refundOrder;
    expect(refunded).toMatchObject({ __typename: "Order", id: purchase.orderId, state: "FULFILLED", totalCents: 2990, refundedCents: 1495 });
    expect(refunded.lines?.map((line) => [line.storyId, line.state, line.downloadable])).toEqual([
      ["r01", "FULFILLED", true],
      ["r02", "REFUNDED", false],
    ]);
    expect(refunded.lines?.[1]?.refundedAt).toEqual(expect.any(String));
    expect((await orderLines(gateway, purchase.orderId)).find((line) => line.storyId === "r02")?.refundReason).toBe("Bought by mistake");

    // Access: r02 is gone from the library, its links and its order line; r01 still downloads.
    expect((await ruth.myLibrary()).map((item) => item.story.id)).toEqual(["r01"]);
    expect(await ruth.requestDownload(r02Item.id)).toMatchObject({ __typename: "NotFoundError" });
    expect(await ruth.requestOrderDownload(purchase.orderId, kitLine("r02"))).toMatchObject({ __typename: "NotFoundError" });
    expect((await fetch(r02Link.url!)).status).toBe(403);
    const r01Link = await ruth.requestDownload(r01Item.id);
    const r01File = await fetch(r01Link.url!);
    expect(r01File.status).toBe(200);
    expect(r01File.headers.get("content-type")).toBe("application/pdf");
    await r01File.arrayBuffer();
    expect(await libraryEntriesOf(gateway, "r02")).toEqual([expect.objectContaining({ revokedAt: expect.any(Date), activeOwnerKey: null })]);

    // Downloads count distinct owners: r02 lost one, r01 kept its.
    expect(await downloadsOf(gateway, "r02")).toBe(downloads.r02 - 1);
    expect(await downloadsOf(gateway, "r01")).toBe(downloads.r01);

    // The money: one refund message, executed by the sandbox against the payment.
    const order = await orderRow(gateway, purchase.orderId);
    const messages = await outboxMessages(gateway, REFUND_PAYMENT_TOPIC);
    expect(messages).toHaveLength(1);
    expect(JSON.parse(messages[0]!.payload)).toEqual({ paymentId: order.paymentId, amountCents: 1495, idempotencyKey: messages[0]!.key });
    await gateway.outboxWorker.runDue();
    expect((await outboxMessages(gateway, REFUND_PAYMENT_TOPIC))[0]).toMatchObject({ deliveredAt: expect.any(Date), lastError: null });
    const session = await gateway.db.getRepository(SandboxCheckoutSession).findOneByOrFail({ paymentId: order.paymentId! });
    expect(session.refundedCents).toBe(1495);
    expect(JSON.parse(session.refunds)).toEqual([{ refundId: expect.stringMatching(/^re_sbx_/), idempotencyKey: messages[0]!.key, amountCents: 1495 }]);
  });

  it("refuses to refund the same line twice", async () => {
    const again = await refund(shop.admin(), { orderId: purchase.orderId, lineIds: [kitLine("r02")], reason: "Once more" });
    expect(again.data?.refundOrder).toMatchObject({ __typename: "NotRefundableError", errorCode: "NOT_REFUNDABLE" });
    expect(await outboxMessages(shop.gateway, REFUND_PAYMENT_TOPIC)).toHaveLength(1);
    expect((await orderRow(shop.gateway, purchase.orderId)).refundedCents).toBe(1495);
  });

  it("marks the order refunded once its last line is", async () => {
    const { gateway } = shop;
    const answer = await refund(shop.admin(), { orderId: purchase.orderId, reason: "Changed their mind" });
    expect(answer.data?.refundOrder).toMatchObject({ __typename: "Order", state: "REFUNDED", refundedCents: 2990 });
    expect(await ruth.myLibrary()).toEqual([]);
    await gateway.outboxWorker.runDue();
    const session = await gateway.db.getRepository(SandboxCheckoutSession).findOneByOrFail({ paymentId: (await orderRow(gateway, purchase.orderId)).paymentId! });
    expect(session.refundedCents).toBe(2990);
    const everything = await refund(shop.admin(), { orderId: purchase.orderId, reason: "And again" });
    expect(everything.data?.refundOrder).toMatchObject({ __typename: "NotRefundableError" });
  });
});
