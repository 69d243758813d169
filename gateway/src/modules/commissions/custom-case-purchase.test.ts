import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines, orderRow, outboxMessages, PAYING_CARD, payInSandbox, REFUND_ORDER, sentMails, type Shop, startShop, storyFixtures, type TestUser } from "../../test-support/commerce.test-fixtures";
import { systemContext } from "../../platform/request-context";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { manualClock, userIdOf } from "../credits/credits.test-fixtures";
import { OrderLine } from "../orders/order-line.entity";
import { addHardCopy, myShipments, northAmerica, shipmentsOfOrder, TORONTO } from "../shipments/shipments.test-fixtures";
import { Order } from "../orders/order.entity";
import { OrderLineState } from "../orders/order-state";
import {
  aBrief,
  addCustomCase,
  briefErrors,
  buyCustomCase,
  CUSTOM_CASE,
  customCaseOf,
  DAY_MS,
  customCasesOf,
  daysAhead,
  myCustomCases,
  OPERATOR_EMAIL,
  orderCustomCases,
  produceAndDeliver,
} from "./commissions.test-fixtures";
import { UNREADABLE_BRIEF_REASON } from "./custom-case-lines";
import { NEW_CUSTOM_CASE_TOPIC } from "./new-case-email";

const NELL: TestUser = { sub: "user|nell", email: "nell@example.test" };
const HOLMES: TestUser = { sub: "user|holmes", email: "holmes@example.test" };

describe.each(testDatabaseKinds())("buying a custom case on $name", (kind) => {
  const time = manualClock("2026-03-10T23:30:00.000Z");
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("m", 2), clock: time.clock, env: { OPERATOR_EMAIL } });
  });
  afterAll(async () => {
    await shop.stop();
  });

  const mailsTo = (to: string) => sentMails(shop.gateway).filter((mail) => mail.to === to);

  it("takes a visitor's brief into the cart, summed up in one line", async () => {
    const added = await addCustomCase(shop.visitor(), aBrief(time.now()));
    expect(added).toMatchObject({ __typename: "Cart", items: [{ productId: CUSTOM_CASE, kind: "CUSTOM_CASE", priceCents: 3995, detailsSummary: "Halifax \u00b7 2 suspects" }] });
  });

  it("refuses a missing brief, and a faulty one with every field's own message", async () => {
    const visitor = shop.visitor();
    const missing = await addCustomCase(visitor, null);
    expect(missing).toMatchObject({ __typename: "InvalidDetailsError", errorCode: "INVALID_DETAILS", fieldErrors: [{ field: "customCaseBrief", message: expect.any(String) }] });
    const brief = aBrief(time.now(), { city: "x".repeat(10_000), suspects: [] });
    expect(await briefErrors(visitor, brief)).toEqual({
      "customCaseBrief.city": "City can be at most 100 characters.",
      "customCaseBrief.suspects": "Please add at least one suspect",
    });
    const seven = aBrief(time.now(), { suspects: Array.from({ length: 7 }, (_unused, index) => ({ fullName: index === 3 ? "" : `Suspect ${index}` })) });
    expect(await briefErrors(visitor, seven)).toEqual({
      "customCaseBrief.suspects": "Maximum number of suspects reached (6)",
      "customCaseBrief.suspects.3.fullName": "Full name is required",
    });
    expect((await visitor.cart()).count).toBe(0);
  });

  it("counts the 14 days from the shop's clock, in UTC days", async () => {
    const visitor = shop.visitor();
    expect(await briefErrors(visitor, aBrief(time.now(), { dateRequired: daysAhead(time.now(), 13) }))).toEqual({
      "customCaseBrief.dateRequired": "Choose a date at least 14 days from today: custom cases currently take up to 14 days.",
    });
    expect(await addCustomCase(visitor, aBrief(time.now(), { dateRequired: daysAhead(time.now(), 14) }))).toMatchObject({ __typename: "Cart" });
    // An hour later it is another UTC day, and the same date is one day too soon.
    time.advance(60 * 60 * 1000);
    expect(await briefErrors(visitor, aBrief(time.now(), { dateRequired: daysAhead(new Date(time.now().getTime() - 60 * 60 * 1000), 14) }))).toHaveProperty(["customCaseBrief.dateRequired"]);
    time.advance(-60 * 60 * 1000);
  });

  it("checks the brief again at checkout: a date that came too close while the case sat in the cart is refused, and no order is made", async () => {
    const visitor = shop.visitor();
    expect(await addCustomCase(visitor, aBrief(time.now(), { dateRequired: daysAhead(time.now(), 15) }))).toMatchObject({ __typename: "Cart" });
    await visitor.setCartEmail("slow@example.test");
    time.advance(2 * DAY_MS);
    try {
      const tooSoon = "Custom Cold Case: Choose a date at least 14 days from today: custom cases currently take up to 14 days.";
      expect(await visitor.checkout()).toEqual({
        __typename: "InvalidDetailsError",
        errorCode: "INVALID_DETAILS",
        message: tooSoon,
        fieldErrors: [{ field: "customCaseBrief.dateRequired", message: tooSoon }],
      });
      expect(await shop.gateway.db.getRepository(Order).countBy({ email: "slow@example.test" })).toBe(0);
      expect((await visitor.cart()).count).toBe(1);
      // A later date, chosen again in the Mystery Creator, lets it through.
      expect(await addCustomCase(visitor, aBrief(time.now(), { dateRequired: daysAhead(time.now(), 15) }))).toMatchObject({ __typename: "Cart" });
      expect(await visitor.checkout()).toMatchObject({ __typename: "CheckoutSession" });
    } finally {
      time.advance(-2 * DAY_MS);
    }
  });

  it("makes a visitor's paid brief a case waiting in the queue, and emails the operator the whole brief", async () => {
    const brief = aBrief(time.now());
    const purchase = await buyCustomCase(shop, shop.visitor(), brief, { email: "Visitor@Example.test", otherProductIds: ["kit-m01"] });
    const order = await orderRow(shop.gateway, purchase.orderId);
    const row = await customCaseOf(shop, purchase.orderId);
    expect(row).toMatchObject({
      orderId: purchase.orderId,
      orderNumber: purchase.number,
      userId: null,
      email: "visitor@example.test",
      briefEmail: "ada@example.test",
      dateRequired: brief.dateRequired,
      source: "GOOGLE",
      city: "Halifax",
      location: "The old lighthouse",
      status: "BRIEF_RECEIVED",
      caseFile: null,
      orderedAt: order.paidAt,
    });
    const lines = await orderLines(shop.gateway, purchase.orderId);
    expect(lines.map((line) => [line.kind, line.state])).toEqual([
      ["STORY_KIT", "fulfilled"],
      ["CUSTOM_CASE", "fulfilled"],
    ]);
    expect(row.orderLineId).toBe(lines[1]?.id);

    const [mail, ...others] = mailsTo(OPERATOR_EMAIL).filter((sent) => sent.subject === `New custom case: order ${purchase.number}`);
    expect(others).toEqual([]);
    for (const text of ["City: Halifax", "Location: The old lighthouse", `Date required: ${brief.dateRequired}`, "Where they heard of us: Google", "Customer email: ada@example.test", "SUSPECTS (2)"]) {
      expect(mail?.text).toContain(text);
    }
    for (const text of ["Full name: Margaret Hale", "Age: 54", "Sex: F", "Skin tone: Light", "Eyes: Grey", "Hair color: Silver", "Height: 5'6\"", "Occupation: Lighthouse keeper", "Relationship to the victim: Sister", "Full name: Tom Crewe"]) {
      expect(mail?.text).toContain(text);
    }

    const seen = await orderCustomCases(shop.visitor(), purchase.orderId, purchase.accessToken);
    expect(seen?.map((line) => [line.kind, line.downloadable, line.customCase?.status ?? null])).toEqual([
      ["STORY_KIT", true, null],
      ["CUSTOM_CASE", false, "BRIEF_RECEIVED"],
    ]);
    expect(seen?.[1]?.customCase).toMatchObject({ id: String(row.id), orderNumber: purchase.number, hasCaseFile: false, deliveredAt: null, brief: { city: "Halifax", suspects: [{ fullName: "Margaret Hale", sex: "F", skinTone: "LIGHT" }, { fullName: "Tom Crewe", age: null, sex: null }] } });
  });

  it("makes a signed-in customer's case theirs, and theirs alone", async () => {
    const nell = shop.as(NELL);
    const purchase = await buyCustomCase(shop, nell, aBrief(time.now(), { city: "Lunenburg" }));
    const row = await customCaseOf(shop, purchase.orderId);
    expect(row).toMatchObject({ email: "nell@example.test", status: "BRIEF_RECEIVED" });
    expect(row.userId).not.toBeNull();
    expect((await myCustomCases(nell)).map((found) => [found.id, found.brief.city])).toEqual([[String(row.id), "Lunenburg"]]);
    expect(await myCustomCases(shop.as({ sub: "user|someone-else", email: "else@example.test" }))).toEqual([]);
    expect(await orderCustomCases(shop.as({ sub: "user|someone-else", email: "else@example.test" }), purchase.orderId)).toBeNull();
  });

  it("gives a visitor's cases to the account that verifies the same email, newest first", async () => {
    const first = await buyCustomCase(shop, shop.visitor(), aBrief(time.now(), { city: "First" }), { email: "later@example.test" });
    time.advance(60_000);
    const second = await buyCustomCase(shop, shop.visitor(), aBrief(time.now(), { city: "Second" }), { email: "later@example.test" });
    const ids = [await customCaseOf(shop, second.orderId), await customCaseOf(shop, first.orderId)].map((row) => String(row.id));
    expect((await myCustomCases(shop.as({ sub: "user|later", email: "later@example.test" }))).map((found) => found.id)).toEqual(ids);
    expect(await myCustomCases(shop.as({ sub: "user|unverified", email: "later@example.test", emailVerified: false }))).toEqual([]);
  });

  it("gives a visitor's hard copy and custom case to the account that holds the order's verified email", async () => {
    const accountId = await userIdOf(shop, HOLMES);
    const visitor = shop.visitor();
    expect(await addHardCopy(visitor, northAmerica("m02"), TORONTO)).toMatchObject({ __typename: "Cart" });
    expect(await addCustomCase(visitor, aBrief(time.now()))).toMatchObject({ __typename: "Cart" });
    await visitor.setCartEmail("Holmes@Example.test");
    const { orderId, redirectUrl } = await visitor.startCheckout();
    expect((await payInSandbox(redirectUrl, PAYING_CARD)).status).toBe(303);
    await shop.gateway.outboxWorker.runDue();

    const [shipment] = await shipmentsOfOrder(shop, orderId);
    const row = await customCaseOf(shop, orderId);
    expect(shipment).toMatchObject({ userId: accountId, status: "TO_SHIP" });
    expect(row).toMatchObject({ userId: accountId, status: "BRIEF_RECEIVED" });
    const holmes = shop.as(HOLMES);
    expect((await myShipments(holmes)).map((found) => found.id)).toEqual([String(shipment?.id)]);
    expect((await myCustomCases(holmes)).map((found) => found.id)).toEqual([String(row.id)]);

    await produceAndDeliver(shop, row.id);
    const { number } = await orderRow(shop.gateway, orderId);
    const [mail] = sentMails(shop.gateway).filter((sent) => sent.subject === `Your custom case is ready (order ${number})`);
    expect(mail?.to).toBe(HOLMES.email);
    expect(mail?.text).toContain(`${shop.gateway.publicUrl}/account`);
    expect(mail?.text).not.toContain("access=");
  });

  it("makes one case and one operator email however often the payment is replayed", async () => {
    const purchase = await buyCustomCase(shop, shop.visitor(), aBrief(time.now()), { email: "replay@example.test" });
    const row = await customCaseOf(shop, purchase.orderId);
    await shop.gateway.db.query("UPDATE orders SET state = 'paid' WHERE id = ?", [purchase.orderId]);
    await shop.gateway.db.getRepository(OrderLine).update({ orderId: purchase.orderId }, { state: OrderLineState.PAID });
    expect(await shop.gateway.modules.orders.services.fulfilment.fulfil({ requestId: "test:replay", viewer: null }, purchase.orderId)).toBe(true);
    await shop.gateway.outboxWorker.runDue();
    expect(await customCasesOf(shop, purchase.orderId)).toEqual([expect.objectContaining({ id: row.id, status: "BRIEF_RECEIVED" })]);
    expect(await outboxMessages(shop.gateway, NEW_CUSTOM_CASE_TOPIC, `custom-case-received:${row.id}`)).toHaveLength(1);
    expect(mailsTo(OPERATOR_EMAIL).filter((mail) => mail.subject === `New custom case: order ${purchase.number}`)).toHaveLength(1);
  });

  it("refunds a line whose brief cannot be read instead of stalling the order", async () => {
    const visitor = shop.visitor();
    expect(await addCustomCase(visitor, aBrief(time.now()))).toMatchObject({ __typename: "Cart" });
    await visitor.setCartEmail("damaged@example.test");
    const { orderId, redirectUrl } = await visitor.startCheckout();
    // What no cart lets through: a line whose brief was damaged after checkout.
    await shop.gateway.db.getRepository(OrderLine).update({ orderId }, { details: '{"city":' });
    expect((await payInSandbox(redirectUrl, PAYING_CARD)).status).toBe(303);
    await shop.gateway.outboxWorker.runDue();
    expect(await orderRow(shop.gateway, orderId)).toMatchObject({ state: "refunded", refundedCents: 3995 });
    expect(await orderLines(shop.gateway, orderId)).toEqual([expect.objectContaining({ state: "refunded", refundReason: UNREADABLE_BRIEF_REASON })]);
    expect(await customCasesOf(shop, orderId)).toEqual([]);
  });

  it("tells the operator nothing of a case refunded before its email went out", async () => {
    const purchase = await buyCustomCase(shop, shop.visitor(), aBrief(time.now()), { email: "late@example.test" });
    const row = await customCaseOf(shop, purchase.orderId);
    expect((await shop.admin().graphql<{ refundOrder: { __typename: string } }>(REFUND_ORDER, { input: { orderId: purchase.orderId, reason: "Changed their mind" } })).data?.refundOrder.__typename).toBe("Order");
    const operatorMails = () => mailsTo(OPERATOR_EMAIL).filter((mail) => mail.subject === `New custom case: order ${purchase.number}`);
    const sentBefore = operatorMails().length;
    // The email's delivery comes again after the refund (as a retry would).
    const { platform } = shop.gateway;
    await platform.uow.run(systemContext("test:late-delivery"), (tx) => platform.outbox.enqueue(tx, { topic: NEW_CUSTOM_CASE_TOPIC, key: `late-delivery:${row.id}`, payload: { customCaseId: row.id } }));
    await shop.gateway.outboxWorker.runDue();
    expect(await outboxMessages(shop.gateway, NEW_CUSTOM_CASE_TOPIC, `late-delivery:${row.id}`)).toEqual([expect.objectContaining({ deliveredAt: expect.any(Date), lastError: null })]);
    expect(operatorMails()).toHaveLength(sentBefore);
  });

  it("cancels a case refunded before delivery, and keeps one refunded after", async () => {
    const admin = shop.admin();
    const cancelled = await buyCustomCase(shop, shop.visitor(), aBrief(time.now()), { email: "refund@example.test" });
    const refund = (orderId: string) => admin.graphql<{ refundOrder: { __typename: string } }>(REFUND_ORDER, { input: { orderId, reason: "Changed their mind" } });
    expect((await refund(cancelled.orderId)).data?.refundOrder.__typename).toBe("Order");
    expect(await customCaseOf(shop, cancelled.orderId)).toMatchObject({ status: "CANCELLED", cancelledAt: time.now() });

    const delivered = await buyCustomCase(shop, shop.visitor(), aBrief(time.now()), { email: "refund@example.test" });
    await produceAndDeliver(shop, (await customCaseOf(shop, delivered.orderId)).id);
    expect((await refund(delivered.orderId)).data?.refundOrder.__typename).toBe("Order");
    expect(await customCaseOf(shop, delivered.orderId)).toMatchObject({ status: "DELIVERED", cancelledAt: null });
  });
});
