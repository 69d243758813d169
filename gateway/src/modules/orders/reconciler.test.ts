import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  downloadsOf,
  libraryEntriesOf,
  orderLines,
  orderRow,
  outboxMessages,
  sentMails,
  type Shop,
  startShop,
  storyFixtures,
  type TestUser,
} from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { CONFIRMATION_EMAIL_TOPIC } from "./confirmation-email";
import { OrderLine } from "./order-line.entity";
import { OrderLineState, OrderState } from "./order-state";
import { Order } from "./order.entity";

const QUINN: TestUser = { sub: "user|quinn", email: "quinn@example.test" };

describe.each(testDatabaseKinds())("the order reconciler on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("q", 3) });
  });
  afterAll(async () => {
    await shop.stop();
  });

  it("finishes, after a restart on the same database, an order a crash left paid but not fulfilled", async () => {
    const buyer = shop.as(QUINN);
    await buyer.addToCart("kit-q01");
    const { orderId } = await buyer.startCheckout();
    const untouched = shop.visitor();
    await untouched.addToCart("kit-q02");
    await untouched.setCartEmail("waiting@example.test");
    const pending = await untouched.startCheckout();

    // What recording the payment commits, with the process gone before fulfilment started.
    await shop.gateway.db.getRepository(Order).update({ id: orderId }, { state: OrderState.PAID, paymentId: "pay_crashed_before_fulfilment", paidAt: new Date(), customerName: "Quinn Fabray" });
    await shop.gateway.db.getRepository(OrderLine).update({ orderId }, { state: OrderLineState.PAID });
    expect((await orderRow(shop.gateway, orderId)).state).toBe("paid");
    expect(await libraryEntriesOf(shop.gateway, "q01")).toEqual([]);

    await shop.restart();
    const { gateway } = shop;
    // The new gateway's reconciler makes its first pass in the background as it starts: nothing here asks it to.
    await vi.waitFor(async () => expect((await orderRow(gateway, orderId)).state).toBe("fulfilled"), { timeout: 10_000, interval: 25 });

    const order = await orderRow(gateway, orderId);
    expect(order).toMatchObject({ state: "fulfilled", fulfilledAt: expect.any(Date), paymentId: "pay_crashed_before_fulfilment" });
    expect((await orderLines(gateway, orderId)).map((line) => line.state)).toEqual(["fulfilled"]);
    expect(await libraryEntriesOf(gateway, "q01")).toEqual([expect.objectContaining({ userId: order.userId, holderName: "Quinn Fabray", reference: order.number })]);
    expect(await downloadsOf(gateway, "q01")).toBe(1);
    expect((await buyer.cart()).items).toEqual([]);
    expect((await buyer.myLibrary()).map((item) => item.story.id)).toEqual(["q01"]);
    expect(await outboxMessages(gateway, CONFIRMATION_EMAIL_TOPIC, `order-confirmation:${orderId}`)).toHaveLength(1);
    await gateway.outboxWorker.runDue();
    expect(sentMails(gateway).filter((mail) => mail.subject.includes(order.number))).toHaveLength(1);

    // An order nobody paid is left alone.
    expect((await orderRow(gateway, pending.orderId)).state).toBe("pending");
  });

  it("leaves a fulfilled order as it is on a later pass", async () => {
    const { gateway } = shop;
    expect(await gateway.modules.orders.services.reconciler.runOnce()).toBe(0);
    expect(await libraryEntriesOf(gateway, "q01")).toHaveLength(1);
    expect(await downloadsOf(gateway, "q01")).toBe(1);
  });
});
