import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  orderLines,
  orderRow,
  outboxMessages,
  postWebhook,
  sandboxPaymentEvent,
  sentMails,
  type Shop,
  signSandboxWebhook,
  startShop,
  storyFixtures,
  type TestUser,
} from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { drainOutbox, userIdOf } from "../credits/credits.test-fixtures";
import { Order } from "../orders/order.entity";
import { UNDELIVERABLE_REASON } from "./hard-copy-lines";
import { SHIPMENT_ORDERED_TOPIC } from "./shipments.service";
import {
  addHardCopy,
  buyHardCopy,
  international,
  myShipments,
  northAmerica,
  OPERATOR_EMAIL,
  orderShipments,
  PARIS,
  type ShipmentData,
  shipmentsOfOrder,
  TORONTO,
} from "./shipments.test-fixtures";

const MARPLE: TestUser = { sub: "user|marple", email: "jane.marple@example.test" };
const VICTIM_EMAIL = "victim@example.test";
/** Addresses a case- and accent-insensitive comparison takes for the victim's: an accented letter, a full-width one. */
const LOOK_ALIKE_EMAILS = ["victim@ex\u00e4mple.test", "\uff56ictim@example.test"];

describe.each(testDatabaseKinds())("buying a hard copy on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("p", 6), env: { OPERATOR_EMAIL } });
  });
  afterAll(async () => {
    await shop.stop();
  });

  it("puts a visitor's paid hard copy in the queue to ship, tells the operator, and shows it on the order page", async () => {
    const { gateway } = shop;
    const browser = shop.visitor();
    const purchase = await buyHardCopy(shop, browser, [{ productId: northAmerica("p01"), address: TORONTO }], { email: "Visitor@Example.test", otherProductIds: ["kit-p02"] });
    const order = await orderRow(gateway, purchase.orderId);

    const [shipment] = await shipmentsOfOrder(shop, purchase.orderId);
    const hardCopyLine = (await orderLines(gateway, purchase.orderId)).find((line) => line.kind === "HARD_COPY");
    expect(hardCopyLine?.state).toBe("fulfilled");
    expect(shipment).toMatchObject({
      orderLineId: hardCopyLine?.id,
      orderNumber: purchase.number,
      userId: null,
      email: "visitor@example.test",
      storyId: "p01",
      title: "The p01 Affair",
      region: "NORTH_AMERICA",
      fullName: "Ada Lovelace",
      addressEmail: "ada@example.test",
      country: "Canada",
      status: "TO_SHIP",
      carrier: null,
      orderedAt: order.paidAt,
    });

    await drainOutbox(shop);
    const operatorMails = sentMails(gateway).filter((mail) => mail.to === OPERATOR_EMAIL);
    expect(operatorMails).toHaveLength(1);
    expect(operatorMails[0]?.subject).toBe(`Hard copy to ship: order ${purchase.number}`);
    expect(operatorMails[0]?.text).toContain(
      ["  Ada Lovelace", "  100 Queen St W", "  Toronto, Ontario M5H 2N2", "  Canada", "  Email: ada@example.test", "  Phone: +1 (416) 555-0100"].join("\n"),
    );
    expect(operatorMails[0]?.text).toContain("Story: The p01 Affair");
    expect(operatorMails[0]?.text).toContain("Shipping option: North America");

    const lines = await orderShipments(browser, purchase.orderId, purchase.accessToken);
    expect(lines?.map((line) => [line.kind, line.shipment?.status ?? null])).toEqual([
      ["STORY_KIT", null],
      ["HARD_COPY", "TO_SHIP"],
    ]);
    expect(lines?.[1]?.shipment).toMatchObject({ id: String(shipment?.id), orderId: purchase.orderId, orderNumber: purchase.number, region: "NORTH_AMERICA", address: TORONTO, trackingNumber: null, shippedAt: null });
    // Whoever may not see the order sees none of it.
    expect(await orderShipments(shop.visitor(), purchase.orderId)).toBeNull();
  });

  it("gives a signed-in customer their hard copies, newest first, in GraphQL and REST", async () => {
    const marple = shop.as(MARPLE);
    const first = await buyHardCopy(shop, marple, [{ productId: international("p03"), address: PARIS }]);
    const second = await buyHardCopy(shop, marple, [{ productId: northAmerica("p04"), address: { ...TORONTO, country: "USA" } }]);
    const [shipment] = await shipmentsOfOrder(shop, first.orderId);
    expect(shipment).toMatchObject({ userId: await userIdOf(shop, MARPLE), email: MARPLE.email, region: "INTERNATIONAL", status: "TO_SHIP" });

    const mine = await myShipments(marple);
    expect(mine.map((item) => [item.orderNumber, item.storyId, item.region, item.status])).toEqual([
      [second.number, "p04", "NORTH_AMERICA", "TO_SHIP"],
      [first.number, "p03", "INTERNATIONAL", "TO_SHIP"],
    ]);
    expect(mine[1]).toMatchObject({ title: "The p03 Affair", address: PARIS, carrier: null, trackingNumber: null, shippedAt: null });

    const rest = await marple.request("/api-coldcase/users/me/hard-copies");
    expect(rest.status).toBe(200);
    expect(rest.headers.get("cache-control")).toBe("private, no-store");
    const restAnswer = rest.json<Record<string, unknown>[]>();
    expect(restAnswer.map((item) => item.order_number)).toEqual([second.number, first.number]);
    expect(restAnswer[1]).toEqual({
      _id: mine[1]?.id,
      order_number: first.number,
      story_id: "p03",
      title: "The p03 Affair",
      region: "INTERNATIONAL",
      address: PARIS,
      status: "TO_SHIP",
      carrier: null,
      tracking_number: null,
      ordered_at: mine[1]?.orderedAt,
      shipped_at: null,
    });
  });

  it("lets only the signed-in see their hard copies", async () => {
    const visitor = shop.visitor();
    const answer = await visitor.graphql<{ myShipments: ShipmentData[] }>("{ myShipments { id } }");
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const rest = await visitor.request("/api-coldcase/users/me/hard-copies");
    expect(rest.status).toBe(401);
    expect(rest.json<{ errorCode: string }>().errorCode).toBe("UNAUTHENTICATED");
    expect(rest.headers.get("cache-control")).toBe("private, no-store");
  });

  it("shows a visitor's hard copy to the account with the same verified email, and to no one else", async () => {
    const email = "poirot@example.test";
    const purchase = await buyHardCopy(shop, shop.visitor(), [{ productId: international("p05"), address: PARIS }], { email });
    const verified = await myShipments(shop.as({ sub: "user|poirot", email: "Poirot@Example.test", emailVerified: true }));
    expect(verified.map((item) => item.orderNumber)).toEqual([purchase.number]);
    expect(await myShipments(shop.as({ sub: "user|impostor", email, emailVerified: false }))).toEqual([]);
    expect(await myShipments(shop.as({ sub: "user|stranger", email: "stranger@example.test" }))).toEqual([]);
  });

  it.runIf(kind.name === "mysql")("shows a visitor's hard copy to no account whose verified email only looks like the order's", async () => {
    const lookAlikes = LOOK_ALIKE_EMAILS.map((email, index) => shop.as({ sub: `user|look-alike-${index}`, email }));
    // The look-alike accounts exist before the purchase, so fulfilment could take one of them for the buyer's.
    for (const lookAlike of lookAlikes) expect(await myShipments(lookAlike)).toEqual([]);
    const purchase = await buyHardCopy(shop, shop.visitor(), [{ productId: international("p05"), address: PARIS }], { email: VICTIM_EMAIL });
    expect((await shipmentsOfOrder(shop, purchase.orderId))[0]).toMatchObject({ userId: null, email: VICTIM_EMAIL });
    for (const lookAlike of lookAlikes) {
      expect(await myShipments(lookAlike)).toEqual([]);
      expect((await lookAlike.request("/api-coldcase/users/me/hard-copies")).json()).toEqual([]);
    }
    expect((await myShipments(shop.as({ sub: "user|victim", email: VICTIM_EMAIL }))).map((item) => item.orderNumber)).toEqual([purchase.number]);
  });

  it("makes one shipment and one operator email when the payment's webhook arrives again and again", async () => {
    const { gateway } = shop;
    const browser = shop.visitor();
    await addHardCopy(browser, northAmerica("p06"), TORONTO);
    await browser.setCartEmail("replay@example.test");
    const { orderId } = await browser.startCheckout();
    const body = JSON.stringify(sandboxPaymentEvent(orderId, 3495));

    const statuses = await Promise.all(Array.from({ length: 5 }, () => postWebhook(gateway, "sandbox", body, signSandboxWebhook(gateway, body))));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(await postWebhook(gateway, "sandbox", body, signSandboxWebhook(gateway, body))).toBe(200);

    const shipments = await shipmentsOfOrder(shop, orderId);
    expect(shipments).toHaveLength(1);
    expect(await outboxMessages(gateway, SHIPMENT_ORDERED_TOPIC, `shipment-ordered:${shipments[0]?.id}`)).toHaveLength(1);
    await drainOutbox(shop);
    const { number } = await orderRow(gateway, orderId);
    expect(sentMails(gateway).filter((mail) => mail.subject === `Hard copy to ship: order ${number}`)).toHaveLength(1);
  });

  it.each([
    ["no address", "{}"],
    ["an address outside the option bought", JSON.stringify({ shippingAddress: { ...PARIS } })],
  ])("refunds a paid hard copy whose line carries %s, and ships nothing", async (_case, details) => {
    const { gateway } = shop;
    const browser = shop.visitor();
    await addHardCopy(browser, northAmerica("p02"), TORONTO);
    await browser.setCartEmail("tampered@example.test");
    const { orderId } = await browser.startCheckout();
    // What no cart lets through: a line whose details were changed after checkout.
    await gateway.db.query("UPDATE order_lines SET details = ? WHERE order_id = ?", [details, orderId]);
    const body = JSON.stringify(sandboxPaymentEvent(orderId, 3495));
    expect(await postWebhook(gateway, "sandbox", body, signSandboxWebhook(gateway, body))).toBe(200);

    expect(await orderRow(gateway, orderId)).toMatchObject({ state: "refunded", refundedCents: 3495 });
    expect(await orderLines(gateway, orderId)).toEqual([expect.objectContaining({ state: "refunded", refundReason: UNDELIVERABLE_REASON })]);
    expect(await shipmentsOfOrder(shop, orderId)).toEqual([]);
  });

  it("checks the kept address again at checkout, naming the hard copy it no longer fits, and makes no order", async () => {
    const { gateway } = shop;
    const browser = shop.visitor();
    const productId = northAmerica("p03");
    await addHardCopy(browser, productId, TORONTO);
    await browser.setCartEmail("moved@example.test");
    const cartId = (await gateway.db.query<{ cart_id: number }[]>("SELECT cart_id FROM cart_items WHERE product_id = ? ORDER BY id DESC LIMIT 1", [productId]))[0]?.cart_id;
    const keep = (details: string) => gateway.db.query("UPDATE cart_items SET details = ? WHERE cart_id = ? AND product_id = ?", [details, cartId, productId]);

    await keep(JSON.stringify({ shippingAddress: PARIS }));
    const outside = "The p03 Affair — printed hard copy (North America): France is outside North America (USA, Canada, Mexico): choose the International option ($49.95).";
    expect(await browser.checkout()).toEqual({ __typename: "InvalidDetailsError", errorCode: "INVALID_DETAILS", message: outside, fieldErrors: [{ field: "shippingAddress.country", message: outside }] });

    await keep('{"shippingAddress":');
    expect(await browser.checkout()).toMatchObject({
      __typename: "InvalidDetailsError",
      fieldErrors: [{ field: productId, message: "The p03 Affair — printed hard copy (North America): what you entered for it can no longer be read. Remove it from your cart and add it again." }],
    });
    expect(await gateway.db.getRepository(Order).countBy({ email: "moved@example.test" })).toBe(0);
  });
});
