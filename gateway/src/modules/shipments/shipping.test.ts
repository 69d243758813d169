import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OrderData, orderLines, outboxMessages, REFUND_ORDER, type ResultOf, sentMails, type Shop, startShop, storyFixtures, type TestUser } from "../../test-support/commerce.test-fixtures";
import { systemContext } from "../../platform/request-context";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { drainOutbox } from "../credits/credits.test-fixtures";
import { SHIPMENT_ORDERED_TOPIC } from "./shipments.service";
import { buyHardCopy, international, markShipped, myShipments, northAmerica, OPERATOR_EMAIL, PARIS, shipmentQueue, shipmentsOfOrder, TORONTO } from "./shipments.test-fixtures";

const LESTRADE: TestUser = { sub: "user|lestrade", email: "lestrade@example.test" };

describe.each(testDatabaseKinds())("shipping hard copies on $name", (kind) => {
  let shop: Shop;

  /** A hard copy bought by Lestrade, as the shipment id the admin sees. */
  async function paidHardCopy(storyId: string): Promise<{ shipmentId: string; orderId: string; number: string }> {
    const purchase = await buyHardCopy(shop, shop.as(LESTRADE), [{ productId: northAmerica(storyId), address: TORONTO }]);
    const [shipment] = await shipmentsOfOrder(shop, purchase.orderId);
    if (!shipment) throw new Error(`No shipment for ${purchase.orderId}`);
    return { shipmentId: String(shipment.id), orderId: purchase.orderId, number: purchase.number };
  }

  async function refundLine(orderId: string): Promise<ResultOf<OrderData>> {
    const [line] = await orderLines(shop.gateway, orderId);
    const answer = await shop.admin().graphql<{ refundOrder: ResultOf<OrderData> }>(REFUND_ORDER, { input: { orderId, lineIds: [String(line?.id)], reason: "Changed their mind" } });
    if (!answer.data) throw new Error(`Refund failed: ${JSON.stringify(answer.errors)}`);
    return answer.data.refundOrder;
  }

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("t", 9), env: { OPERATOR_EMAIL } });
  });
  afterAll(async () => {
    await shop.stop();
  });

  it("moves a hard copy to shipped once, with its carrier and tracking number, and emails the customer", async () => {
    const { shipmentId, orderId, number } = await paidHardCopy("t01");
    const shipped = await markShipped(shop.admin(), shipmentId, "  Canada Post ", " 7023 4567 8901 ");
    expect(shipped.errors).toBeUndefined();
    expect(shipped.data?.markShipmentShipped).toMatchObject({ __typename: "Shipment", id: shipmentId, status: "SHIPPED", carrier: "Canada Post", trackingNumber: "7023 4567 8901", shippedAt: expect.any(String) });
    expect((await myShipments(shop.as(LESTRADE))).find((item) => item.id === shipmentId)).toMatchObject({ status: "SHIPPED", carrier: "Canada Post", trackingNumber: "7023 4567 8901" });

    const again = await markShipped(shop.admin(), shipmentId, "UPS", "1Z999");
    expect(again.data?.markShipmentShipped).toEqual({
      __typename: "InvalidTransitionError",
      errorCode: "INVALID_TRANSITION",
      message: "This hard copy is already shipped: only a hard copy still to ship can be marked shipped.",
    });
    expect((await shipmentsOfOrder(shop, orderId))[0]).toMatchObject({ carrier: "Canada Post" });

    await drainOutbox(shop);
    const customerMails = sentMails(shop.gateway).filter((mail) => mail.subject.startsWith("Your hard copy"));
    expect(customerMails).toHaveLength(1);
    expect(customerMails[0]).toMatchObject({ to: TORONTO.email, subject: `Your hard copy has shipped (order ${number})` });
    expect(customerMails[0]?.text).toContain("Carrier: Canada Post\nTracking number: 7023 4567 8901");
    expect(customerMails[0]?.text).toContain("  Ada Lovelace\n  100 Queen St W\n  Toronto, Ontario M5H 2N2\n  Canada");
  });

  it("needs a carrier and a tracking number of 1 to 60 characters, and says what is wrong with both at once", async () => {
    const { shipmentId } = await paidHardCopy("t02");
    const blank = await markShipped(shop.admin(), shipmentId, "  ", "");
    expect(blank.data?.markShipmentShipped).toMatchObject({
      __typename: "InvalidDetailsError",
      errorCode: "INVALID_DETAILS",
      fieldErrors: [
        { field: "carrier", message: "Carrier is required." },
        { field: "trackingNumber", message: "Tracking number is required." },
      ],
    });
    const long = await markShipped(shop.admin(), shipmentId, "c".repeat(61), "t".repeat(61));
    expect(long.data?.markShipmentShipped?.fieldErrors).toEqual([
      { field: "carrier", message: "Carrier can be at most 60 characters." },
      { field: "trackingNumber", message: "Tracking number can be at most 60 characters." },
    ]);
    const control = await markShipped(shop.admin(), shipmentId, "UPS\r\nBcc: x@example.test", "1Z");
    expect(control.data?.markShipmentShipped?.fieldErrors).toEqual([{ field: "carrier", message: "Use ordinary characters: no line breaks, tabs or other control characters." }]);
    const reordered = await markShipped(shop.admin(), shipmentId, "UPS", "1Z\u202E999\u2028");
    expect(reordered.data?.markShipmentShipped?.fieldErrors).toEqual([{ field: "trackingNumber", message: "Use ordinary characters: no line breaks, tabs or other control characters." }]);
    expect((await shipmentQueue(shop.admin(), { status: "TO_SHIP" })).data?.shipments.items.map((item) => item.id)).toContain(shipmentId);

    const atLimit = await markShipped(shop.admin(), shipmentId, "c".repeat(60), "t".repeat(60));
    expect(atLimit.data?.markShipmentShipped).toMatchObject({ __typename: "Shipment", status: "SHIPPED", carrier: "c".repeat(60), trackingNumber: "t".repeat(60) });
  });

  it("answers NotFoundError for a shipment that does not exist, and for anything but a plain id", async () => {
    const { shipmentId } = await paidHardCopy("t09");
    const existing = Number(shipmentId);
    // Each reads as the existing shipment's id to Number(): none may ship it.
    const lookAlikes = [`0x${existing.toString(16)}`, `${existing}.0`, `+${existing}`, ` ${existing}`, `0${existing}`, `${existing / 1000}e3`];
    for (const id of ["999999", "abc", "-1", "0", "0x1", "1e3", "2147483648", ...lookAlikes]) {
      expect((await markShipped(shop.admin(), id, "UPS", "1Z")).data?.markShipmentShipped).toEqual({
        __typename: "NotFoundError",
        errorCode: "NOT_FOUND",
        message: "There is no hard copy with this id.",
      });
    }
    expect((await shipmentQueue(shop.admin(), { status: "TO_SHIP", limit: 100 })).data?.shipments.items.map((item) => item.id)).toContain(shipmentId);
  });

  it("cancels a hard copy refunded before it ships, which then cannot ship", async () => {
    const { shipmentId, orderId } = await paidHardCopy("t03");
    expect(await refundLine(orderId)).toMatchObject({ __typename: "Order", state: "REFUNDED" });
    const [cancelled] = await shipmentsOfOrder(shop, orderId);
    expect(cancelled).toMatchObject({ status: "CANCELLED", cancelledAt: expect.any(Date), shippedAt: null });
    expect((await markShipped(shop.admin(), shipmentId, "UPS", "1Z")).data?.markShipmentShipped).toMatchObject({
      __typename: "InvalidTransitionError",
      message: "This hard copy is cancelled (its order line was refunded): only a hard copy still to ship can be marked shipped.",
    });
    expect((await myShipments(shop.as(LESTRADE))).find((item) => item.id === shipmentId)?.status).toBe("CANCELLED");
  });

  it("leaves a hard copy that already shipped as it is when its line is refunded", async () => {
    const { shipmentId, orderId } = await paidHardCopy("t04");
    await markShipped(shop.admin(), shipmentId, "UPS", "1Z");
    expect(await refundLine(orderId)).toMatchObject({ __typename: "Order", state: "REFUNDED" });
    expect((await shipmentsOfOrder(shop, orderId))[0]).toMatchObject({ status: "SHIPPED", carrier: "UPS", cancelledAt: null });
  });

  it("tells the operator nothing of a hard copy refunded before its email is delivered", async () => {
    const { shipmentId, orderId, number } = await paidHardCopy("t05");
    await refundLine(orderId);
    await drainOutbox(shop);
    const operatorMails = () => sentMails(shop.gateway).filter((mail) => mail.to === OPERATOR_EMAIL && mail.subject.includes(number));
    const sentBefore = operatorMails().length;
    // The email's delivery comes again after the refund (as a retry would).
    const { platform } = shop.gateway;
    await platform.uow.run(systemContext("test:late-delivery"), (tx) =>
      platform.outbox.enqueue(tx, { topic: SHIPMENT_ORDERED_TOPIC, key: `late-delivery:${shipmentId}`, payload: { shipmentId: Number(shipmentId) } }),
    );
    await drainOutbox(shop);
    expect(await outboxMessages(shop.gateway, SHIPMENT_ORDERED_TOPIC, `late-delivery:${shipmentId}`)).toEqual([expect.objectContaining({ deliveredAt: expect.any(Date), lastError: null })]);
    expect(operatorMails()).toHaveLength(sentBefore);
  });

  it("is for admins only: anonymous callers are asked to sign in, customers are refused", async () => {
    const { shipmentId } = await paidHardCopy("t06");
    for (const [client, status, code] of [
      [shop.visitor(), 401, "UNAUTHENTICATED"],
      [shop.as(LESTRADE), 403, "FORBIDDEN"],
    ] as const) {
      const queue = await shipmentQueue(client);
      expect(queue.status).toBe(status);
      expect(queue.errors?.[0]?.extensions?.code).toBe(code);
      expect(queue.data?.shipments).toBeUndefined();
      const ship = await markShipped(client, shipmentId, "UPS", "1Z");
      expect(ship.status).toBe(status);
      expect(ship.errors?.[0]?.extensions?.code).toBe(code);
    }
    expect((await shipmentQueue(shop.admin(), { status: "TO_SHIP" })).data?.shipments.items.find((item) => item.id === shipmentId)?.status).toBe("TO_SHIP");
  });

  it.runIf(kind.name === "mysql")("lets exactly one of two admins shipping the same hard copy at once succeed", async () => {
    const { shipmentId, orderId } = await paidHardCopy("t07");
    const answers = await Promise.all([markShipped(shop.admin(), shipmentId, "UPS", "1ZAAA"), markShipped(shop.admin(), shipmentId, "FedEx", "7777")]);
    const results = answers.map((answer) => answer.data?.markShipmentShipped);
    expect(results.map((result) => result?.__typename).sort()).toEqual(["InvalidTransitionError", "Shipment"]);
    const winner = results.find((result) => result?.__typename === "Shipment");
    expect((await shipmentsOfOrder(shop, orderId))[0]).toMatchObject({ status: "SHIPPED", carrier: winner?.carrier, trackingNumber: winner?.trackingNumber });
  });

  it("ships an International hard copy the same way", async () => {
    const purchase = await buyHardCopy(shop, shop.as(LESTRADE), [{ productId: international("t08"), address: PARIS }]);
    const [shipment] = await shipmentsOfOrder(shop, purchase.orderId);
    const shipped = await markShipped(shop.admin(), String(shipment?.id), "La Poste", "LP123456789FR");
    expect(shipped.data?.markShipmentShipped).toMatchObject({ region: "INTERNATIONAL", status: "SHIPPED", address: PARIS });
  });
});
