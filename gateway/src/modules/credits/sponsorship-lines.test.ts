import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines, orderRow, PAYING_CARD, payInSandbox, type Shop, startShop, storyFixtures, type TestUser } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { OrderLine } from "../orders/order-line.entity";
import { drainOutbox, myCredits, startSponsorship } from "./credits.test-fixtures";
import { UNDELIVERABLE_REASON } from "./sponsorship-lines";

const VERA: TestUser = { sub: "user|vera", email: "vera@example.test" };

describe.each(testDatabaseKinds())("a sponsorship line that cannot be delivered on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("v", 2) });
  });
  afterAll(async () => {
    await shop.stop();
  });

  it("is refunded with its reason instead of stalling the order, and grants nothing", async () => {
    const vera = shop.as(VERA);
    const { orderId, redirectUrl } = await startSponsorship(vera, "v01", "Vera");
    // What no cart lets through: a line whose details were damaged after checkout.
    await shop.gateway.db.getRepository(OrderLine).update({ orderId }, { details: "{not json" });

    expect((await payInSandbox(redirectUrl, PAYING_CARD)).status).toBe(303);
    await drainOutbox(shop);

    expect(await orderRow(shop.gateway, orderId)).toMatchObject({ state: "refunded", refundedCents: 1995 });
    expect(await orderLines(shop.gateway, orderId)).toEqual([expect.objectContaining({ state: "refunded", refundReason: UNDELIVERABLE_REASON })]);
    expect((await myCredits(vera)).balance).toBe(0);
    expect(await shop.gateway.db.query("SELECT id FROM story_sponsorships WHERE story_id = 'v01'")).toEqual([]);
  });
});
