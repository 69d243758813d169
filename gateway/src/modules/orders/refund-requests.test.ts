import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAIN_TEXT_MESSAGE } from "../../platform/plain-text";
import {
  buy,
  orderLines,
  orderRow,
  outboxMessages,
  REFUND_ORDER,
  sentMails,
  type Shop,
  startShop,
  storyFixtures,
  type TestUser,
} from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { drainOutbox } from "../credits/credits.test-fixtures";
import {
  approveRefundRequest,
  declineRefundRequest,
  orderRefundRequest,
  type RefundRequestData,
  refundRequestQueue,
  requestRefund,
} from "./back-office.test-fixtures";
import { SandboxCheckoutSession } from "./payments/sandbox/sandbox-session.entity";
import { RefundRequest } from "./refund-request.entity";
import { REFUND_PAYMENT_TOPIC } from "./refund-payment";

const OPERATOR_EMAIL = "operator@example.test";
const RUTH: TestUser = { sub: "user|ruth", email: "ruth@example.test" };
const STRANGER: TestUser = { sub: "user|stranger", email: "stranger@example.test" };

describe.each(testDatabaseKinds())("refund requests on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("q", 8), env: { OPERATOR_EMAIL } });
  });
  afterAll(async () => {
    await shop.stop();
  });

  const mailsTo = (to: string) => sentMails(shop.gateway).filter((mail) => mail.to === to);
  const refundsOfPayment = async (orderId: string) => {
    const { paymentId } = await orderRow(shop.gateway, orderId);
    return (await outboxMessages(shop.gateway, REFUND_PAYMENT_TOPIC)).filter((message) => (JSON.parse(message.payload) as { paymentId: string }).paymentId === paymentId);
  };
  const refundOrder = (input: Record<string, unknown>) => shop.admin().graphql<{ refundOrder: { __typename: string } }>(REFUND_ORDER, { input });

  it("lets a visitor holding the order's link ask, once at a time, and tells the operator by email", async () => {
    const purchase = await buy(shop, shop.visitor(), ["kit-q01"], { email: "vera@example.test" });
    expect(await requestRefund(shop.visitor(), purchase.orderId, "Wrong story")).toMatchObject({ __typename: "NotFoundError", errorCode: "NOT_FOUND" });

    const asked = await requestRefund(shop.visitor(), purchase.orderId, "  Bought the wrong story  ", purchase.accessToken);
    expect(asked).toEqual({
      __typename: "RefundRequest",
      id: expect.any(String),
      orderId: purchase.orderId,
      orderNumber: purchase.number,
      email: "vera@example.test",
      reason: "Bought the wrong story",
      status: "OPEN",
      requestedAt: expect.stringMatching(/Z$/),
      resolvedAt: null,
      resolutionNote: null,
    });
    const again = await requestRefund(shop.visitor(), purchase.orderId, "Still the wrong story", purchase.accessToken);
    expect(again).toMatchObject({ __typename: "InvalidTransitionError", errorCode: "INVALID_TRANSITION" });
    expect(again.message).toContain("already waiting for an answer");
    const { __typename, ...request } = asked;
    expect(await orderRefundRequest(shop.visitor(), purchase.orderId, purchase.accessToken)).toEqual(request);

    await drainOutbox(shop);
    const [mail, ...more] = mailsTo(OPERATOR_EMAIL).filter((sent) => sent.subject === `Refund requested: order ${purchase.number}`);
    expect(more).toEqual([]);
    expect(mail?.text).toContain("Customer: vera@example.test");
    expect(mail?.text).toContain("Their reason: Bought the wrong story");
    expect(mail?.text).toContain(`${shop.gateway.publicUrl}/admin/refund-requests`);
  });

  it("lets the signed-in owner ask, and tells anyone else nothing about the order", async () => {
    const purchase = await buy(shop, shop.as(RUTH), ["kit-q02"]);
    expect(await requestRefund(shop.as(STRANGER), purchase.orderId, "Not mine")).toMatchObject({ __typename: "NotFoundError" });
    expect(await requestRefund(shop.visitor(), purchase.orderId, "Not mine")).toMatchObject({ __typename: "NotFoundError" });
    expect(await requestRefund(shop.visitor(), purchase.orderId, "Not mine", "forged-token")).toMatchObject({ __typename: "NotFoundError" });
    expect(await requestRefund(shop.as(RUTH), purchase.orderId, "The kit would not open")).toMatchObject({ __typename: "RefundRequest", status: "OPEN", email: "ruth@example.test" });
    expect(await orderRefundRequest(shop.as(RUTH), purchase.orderId)).toMatchObject({ status: "OPEN", reason: "The kit would not open" });
    expect(await shop.gateway.db.getRepository(RefundRequest).countBy({ orderId: purchase.orderId })).toBe(1);
  });

  it("takes a reason of one to 500 characters of plain text", async () => {
    const purchase = await buy(shop, shop.visitor(), ["kit-q03"], { email: "rita@example.test" });
    const ask = (reason: string) => requestRefund(shop.visitor(), purchase.orderId, reason, purchase.accessToken);
    expect(await ask("   ")).toEqual({ __typename: "InvalidArgumentError", errorCode: "INVALID_ARGUMENT", message: "Tell us why you would like a refund.", argument: "reason" });
    expect(await ask("x".repeat(501))).toMatchObject({ __typename: "InvalidArgumentError", message: "The reason must be at most 500 characters.", argument: "reason" });
    expect(await ask("Two\nlines")).toMatchObject({ __typename: "InvalidArgumentError", message: PLAIN_TEXT_MESSAGE, argument: "reason" });
    expect(await shop.gateway.db.getRepository(RefundRequest).countBy({ orderId: purchase.orderId })).toBe(0);
    // Characters as people count them: 500 emoji are 1000 UTF-16 units.
    expect(await ask("🔍".repeat(500))).toMatchObject({ __typename: "RefundRequest", reason: "🔍".repeat(500) });
  });

  it("refuses an order that was never paid, or has nothing left to refund", async () => {
    const browser = shop.visitor();
    await browser.addToCart("kit-q04");
    await browser.setCartEmail("window.shopper@example.test");
    const { orderId } = await browser.startCheckout();
    expect(await requestRefund(shop.admin(), orderId, "Never paid")).toMatchObject({ __typename: "NotRefundableError", errorCode: "NOT_REFUNDABLE" });

    const purchase = await buy(shop, shop.as(RUTH), ["kit-q04"]);
    expect((await refundOrder({ orderId: purchase.orderId, reason: "Goodwill" })).data?.refundOrder.__typename).toBe("Order");
    const refunded = await requestRefund(shop.as(RUTH), purchase.orderId, "Please");
    expect(refunded).toMatchObject({ __typename: "NotRefundableError", message: `Order ${purchase.number} is already refunded in full, so there is nothing to refund.` });
  });

  it("keeps one open request when several arrive at the same moment", async () => {
    const purchase = await buy(shop, shop.visitor(), ["kit-q05"], { email: "rush@example.test" });
    const answers = await Promise.all(Array.from({ length: 6 }, (_unused, index) => requestRefund(shop.visitor(), purchase.orderId, `Attempt ${index}`, purchase.accessToken)));
    expect(answers.filter((answer) => answer.__typename === "RefundRequest")).toHaveLength(1);
    expect(answers.filter((answer) => answer.__typename === "InvalidTransitionError")).toHaveLength(5);
    expect(await shop.gateway.db.getRepository(RefundRequest).countBy({ orderId: purchase.orderId })).toBe(1);
  });

  it("approves once: every line not refunded yet is refunded with the request's reason, and the money goes back once", async () => {
    const purchase = await buy(shop, shop.as(RUTH), ["kit-q06", "kit-q07"]);
    const lines = await orderLines(shop.gateway, purchase.orderId);
    const q06 = lines.find((line) => line.storyId === "q06")!;
    expect((await refundOrder({ orderId: purchase.orderId, lineIds: [String(q06.id)], reason: "Duplicate" })).data?.refundOrder.__typename).toBe("Order");
    const asked = await requestRefund(shop.as(RUTH), purchase.orderId, "Not for me after all");

    const decisions = await Promise.all([approveRefundRequest(shop.admin(), asked.id!), approveRefundRequest(shop.admin(), asked.id!)]);
    const answers = decisions.map((decision) => decision.data?.approveRefundRequest);
    expect(answers.filter((answer) => answer?.__typename === "RefundRequest")).toEqual([expect.objectContaining({ status: "APPROVED", resolvedAt: expect.any(String), resolutionNote: null })]);
    expect(answers.filter((answer) => answer?.__typename === "InvalidTransitionError")).toEqual([
      expect.objectContaining({ message: "This refund request was already approved: only an open request can be approved or declined." }),
    ]);

    expect(await orderRow(shop.gateway, purchase.orderId)).toMatchObject({ state: "refunded", refundedCents: 2990 });
    expect((await orderLines(shop.gateway, purchase.orderId)).map((line) => [line.storyId, line.state, line.refundReason])).toEqual([
      ["q06", "refunded", "Duplicate"],
      ["q07", "refunded", "Not for me after all"],
    ]);
    expect(await shop.as(RUTH).myLibrary()).not.toContainEqual(expect.objectContaining({ story: expect.objectContaining({ id: "q07" }) }));
    expect((await refundsOfPayment(purchase.orderId)).map((message) => (JSON.parse(message.payload) as { amountCents: number }).amountCents)).toEqual([1495, 1495]);
    await drainOutbox(shop);
    const { paymentId } = await orderRow(shop.gateway, purchase.orderId);
    expect((await shop.gateway.db.getRepository(SandboxCheckoutSession).findOneByOrFail({ paymentId: paymentId! })).refundedCents).toBe(2990);
    expect(await orderRefundRequest(shop.as(RUTH), purchase.orderId)).toMatchObject({ status: "APPROVED" });
    expect((await approveRefundRequest(shop.admin(), asked.id!)).data?.approveRefundRequest).toMatchObject({ __typename: "InvalidTransitionError" });
  });

  it("declines with a note the customer is emailed, and lets them ask again", async () => {
    const purchase = await buy(shop, shop.visitor(), ["kit-q08"], { email: "dora@example.test" });
    const asked = await requestRefund(shop.visitor(), purchase.orderId, "Too hard", purchase.accessToken);
    const blank = await declineRefundRequest(shop.admin(), asked.id!, " ");
    expect(blank.data?.declineRefundRequest).toMatchObject({ __typename: "InvalidArgumentError", argument: "note", message: "Write a note telling the customer why." });

    const declined = await declineRefundRequest(shop.admin(), asked.id!, "The case file was downloaded three times.");
    expect(declined.data?.declineRefundRequest).toMatchObject({ __typename: "RefundRequest", status: "DECLINED", resolutionNote: "The case file was downloaded three times." });
    expect((await approveRefundRequest(shop.admin(), asked.id!)).data?.approveRefundRequest).toMatchObject({
      __typename: "InvalidTransitionError",
      message: "This refund request was already declined: only an open request can be approved or declined.",
    });
    expect(await orderRow(shop.gateway, purchase.orderId)).toMatchObject({ state: "fulfilled", refundedCents: 0 });
    expect(await refundsOfPayment(purchase.orderId)).toEqual([]);

    await drainOutbox(shop);
    const mails = mailsTo("dora@example.test").filter((mail) => mail.subject === `About your refund request (order ${purchase.number})`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("The case file was downloaded three times.");
    expect(mails[0]?.text).toContain(`/orders/${purchase.orderId}?access=`);

    expect(await orderRefundRequest(shop.visitor(), purchase.orderId, purchase.accessToken)).toMatchObject({ status: "DECLINED" });
    expect(await requestRefund(shop.visitor(), purchase.orderId, "Please look again", purchase.accessToken)).toMatchObject({ __typename: "RefundRequest", status: "OPEN" });
    expect(await orderRefundRequest(shop.visitor(), purchase.orderId, purchase.accessToken)).toMatchObject({ status: "OPEN", reason: "Please look again" });
  });

  it("answers NotFoundError for an unknown request, and NotRefundableError once the order was refunded meanwhile", async () => {
    expect((await approveRefundRequest(shop.admin(), "999999")).data?.approveRefundRequest).toMatchObject({ __typename: "NotFoundError" });
    expect((await declineRefundRequest(shop.admin(), "0x1f", "No")).data?.declineRefundRequest).toMatchObject({ __typename: "NotFoundError" });

    const purchase = await buy(shop, shop.visitor(), ["kit-q01"], { email: "meanwhile@example.test" });
    const asked = await requestRefund(shop.visitor(), purchase.orderId, "Changed my mind", purchase.accessToken);
    expect((await refundOrder({ orderId: purchase.orderId, reason: "Refunded by phone" })).data?.refundOrder.__typename).toBe("Order");
    expect((await approveRefundRequest(shop.admin(), asked.id!)).data?.approveRefundRequest).toMatchObject({ __typename: "NotRefundableError" });
    expect(await orderRefundRequest(shop.visitor(), purchase.orderId, purchase.accessToken)).toMatchObject({ status: "OPEN" });
    expect((await declineRefundRequest(shop.admin(), asked.id!, "Already refunded by phone.")).data?.declineRefundRequest).toMatchObject({ status: "DECLINED" });
  });

  it("lists the queue oldest first, of one status, a page at a time", async () => {
    const rows = await shop.gateway.db.getRepository(RefundRequest).find({ order: { requestedAt: "ASC", id: "ASC" } });
    const open = rows.filter((row) => row.status === "OPEN").map((row) => String(row.id));
    expect(open.length).toBeGreaterThan(2);

    const seen: RefundRequestData[] = [];
    let after: string | undefined;
    for (;;) {
      const page = (await refundRequestQueue(shop.admin(), { status: "OPEN", limit: 2, after })).data!.refundRequests;
      seen.push(...page.items);
      if (!page.hasMore) break;
      after = page.endCursor!;
    }
    expect(seen.map((request) => request.id)).toEqual(open);
    expect(seen.every((request) => request.status === "OPEN")).toBe(true);
    const everything = (await refundRequestQueue(shop.admin(), { limit: 100 })).data!.refundRequests;
    expect(everything).toMatchObject({ hasMore: false, items: rows.map((row) => expect.objectContaining({ id: String(row.id), status: row.status })) });

    const otherFilter = await refundRequestQueue(shop.admin(), { status: "DECLINED", after: everything.endCursor! });
    expect(otherFilter.errors?.[0]?.extensions?.code).toBe("INVALID_CURSOR");
    const tooMany = await refundRequestQueue(shop.admin(), { limit: 101 });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe("INVALID_ARGUMENT");
  });

  it("is the operator's to read and decide: 401 for visitors, 403 for customers", async () => {
    const [row] = await shop.gateway.db.getRepository(RefundRequest).find({ take: 1 });
    for (const [client, status, code] of [
      [shop.visitor(), 401, "UNAUTHENTICATED"],
      [shop.as(RUTH), 403, "FORBIDDEN"],
    ] as const) {
      for (const answer of [await refundRequestQueue(client), await approveRefundRequest(client, String(row!.id)), await declineRefundRequest(client, String(row!.id), "No")]) {
        expect(answer.status).toBe(status);
        expect(answer.errors?.[0]?.extensions?.code).toBe(code);
      }
    }
  });
});
