import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Shop, startShop } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { Shipment } from "./shipment.entity";
import { ShipmentStatus, ShippingRegion } from "./shipment-status";
import { type ShipmentData, shipmentQueue } from "./shipments.test-fixtures";

const { TO_SHIP, SHIPPED, CANCELLED } = ShipmentStatus;

/** Shipments as fulfilment leaves them, ordered at these times (some at the same millisecond) in these states. */
const ROWS: readonly [string, ShipmentStatus][] = [
  ["2025-03-01T10:00:00.500Z", TO_SHIP],
  ["2025-03-01T10:00:00.123Z", SHIPPED],
  ["2025-03-01T10:00:00.124Z", TO_SHIP],
  ["2025-03-01T10:00:00.124Z", TO_SHIP],
  ["2025-02-28T09:00:00.000Z", CANCELLED],
  ["2025-03-02T08:00:00.000Z", TO_SHIP],
  ["2025-03-01T10:00:00.124Z", SHIPPED],
];

function row(index: number, orderedAt: string, status: ShipmentStatus): Omit<Shipment, "id"> {
  return {
    orderLineId: 1000 + index,
    orderId: `ord_queue_${index}`,
    orderNumber: `CCK-QUEU-${String(index).padStart(4, "0")}`,
    userId: null,
    email: "queue@example.test",
    storyId: "q01",
    title: "The q01 Affair",
    region: ShippingRegion.NORTH_AMERICA,
    fullName: `Customer ${index}`,
    addressEmail: "queue@example.test",
    street: "1 Main St",
    city: "Springfield",
    state: "Illinois",
    postalCode: "62701",
    country: "USA",
    phone: null,
    status,
    carrier: status === SHIPPED ? "UPS" : null,
    trackingNumber: status === SHIPPED ? `1Z${index}` : null,
    orderedAt: new Date(orderedAt),
    shippedAt: status === SHIPPED ? new Date("2025-03-03T00:00:00Z") : null,
    cancelledAt: status === CANCELLED ? new Date("2025-03-01T00:00:00Z") : null,
    createdAt: new Date(orderedAt),
  };
}

describe.each(testDatabaseKinds())("the hard-copy queue on $name", (kind) => {
  let shop: Shop;
  /** Order numbers in queue order: oldest first, ties by id. */
  let expected: { number: string; status: ShipmentStatus }[];

  /** Every page of the queue, following the cursors. */
  async function allPages(variables: { status?: string; limit: number }): Promise<ShipmentData[][]> {
    const pages: ShipmentData[][] = [];
    let after: string | undefined;
    do {
      const answer = await shipmentQueue(shop.admin(), { ...variables, after });
      if (!answer.data) throw new Error(JSON.stringify(answer.errors));
      pages.push(answer.data.shipments.items);
      after = answer.data.shipments.nextCursor ?? undefined;
    } while (after && pages.length < 20);
    return pages;
  }

  beforeAll(async () => {
    shop = await startShop(kind, { stories: [] });
    const repository = shop.gateway.db.getRepository(Shipment);
    const saved: Shipment[] = [];
    for (const [index, [orderedAt, status]] of ROWS.entries()) saved.push(await repository.save(repository.create(row(index, orderedAt, status))));
    expected = saved
      .sort((a, b) => a.orderedAt.getTime() - b.orderedAt.getTime() || a.id - b.id)
      .map((shipment) => ({ number: shipment.orderNumber, status: shipment.status }));
  });
  afterAll(async () => {
    await shop.stop();
  });

  it("pages through every hard copy, oldest order first, ties in the order they came", async () => {
    const pages = await allPages({ limit: 3 });
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat().map((item) => item.orderNumber)).toEqual(expected.map((item) => item.number));
  });

  it("pages through one status", async () => {
    const pages = await allPages({ status: "TO_SHIP", limit: 2 });
    expect(pages.map((page) => page.length)).toEqual([2, 2]);
    expect(pages.flat().map((item) => item.orderNumber)).toEqual(expected.filter((item) => item.status === TO_SHIP).map((item) => item.number));
    const shipped = await allPages({ status: "SHIPPED", limit: 5 });
    expect(shipped.flat().map((item) => [item.status, item.carrier])).toEqual([
      ["SHIPPED", "UPS"],
      ["SHIPPED", "UPS"],
    ]);
  });

  it("answers 20 by default and no cursor on the last page", async () => {
    const answer = await shipmentQueue(shop.admin());
    expect(answer.data?.shipments.items).toHaveLength(ROWS.length);
    expect(answer.data?.shipments.nextCursor).toBeNull();
  });

  it("refuses a cursor it did not issue, or issued for another status", async () => {
    const toShip = (await shipmentQueue(shop.admin(), { status: "TO_SHIP", limit: 1 })).data?.shipments.nextCursor;
    const everything = (await shipmentQueue(shop.admin(), { limit: 1 })).data?.shipments.nextCursor;
    if (!toShip || !everything) throw new Error("The queue has more than one page of each");
    const refused: [string, { status?: string }][] = [
      [toShip, {}],
      [toShip, { status: "SHIPPED" }],
      [everything, { status: "TO_SHIP" }],
      [Buffer.from(JSON.stringify(["2025-03-01T10:00:00.000Z", 1])).toString("base64url"), {}],
      [Buffer.from(JSON.stringify(["shipments", null, "yesterday", 1])).toString("base64url"), {}],
      ["not a cursor", {}],
      ["W10", {}],
    ];
    for (const [after, filter] of refused) {
      const answer = await shipmentQueue(shop.admin(), { ...filter, after });
      expect(answer.data?.shipments ?? null).toBeNull();
      expect(answer.errors?.[0]).toMatchObject({ message: "after is not a cursor this queue returned for these filters", extensions: { code: "INVALID_CURSOR", argument: "after" } });
    }
    expect((await shipmentQueue(shop.admin(), { status: "TO_SHIP", after: toShip })).data?.shipments.items.every((item) => item.status === "TO_SHIP")).toBe(true);
  });

  it("takes a limit of 1 to 100", async () => {
    for (const limit of [0, 101, -1]) {
      const answer = await shipmentQueue(shop.admin(), { limit });
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: "INVALID_ARGUMENT", argument: "limit" });
    }
    expect((await shipmentQueue(shop.admin(), { limit: 1 })).data?.shipments.items).toHaveLength(1);
    expect((await shipmentQueue(shop.admin(), { limit: 100 })).data?.shipments.items).toHaveLength(ROWS.length);
  });
});
