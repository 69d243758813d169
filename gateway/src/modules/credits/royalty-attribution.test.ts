import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buy, downloadsOf, orderLines, PAYING_CARD, payInSandbox, type Shop, startShop, storyFixtures, type TestUser } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { CreditGrant } from "./credit-grant.entity";
import { drainOutbox, myCredits, sponsor, userIdOf } from "./credits.test-fixtures";

const SAM: TestUser = { sub: "user|sam", email: "sam@example.test" };
const UMA: TestUser = { sub: "user|uma", email: "uma@example.test", emailVerified: true };

describe.each(testDatabaseKinds())("who a royalty goes to on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("x", 3) });
    await sponsor(shop, shop.as(SAM), "x01", "Sam");
  });
  afterAll(async () => {
    await shop.stop();
  });

  it("pays no second royalty, and refunds the payment, when a visitor buys again with the verified email of an account that owns the story", async () => {
    await buy(shop, shop.as(UMA), ["kit-x01"]);
    const balance = (await myCredits(shop.as(SAM))).balance;
    const downloads = await downloadsOf(shop.gateway, "x01");

    const visitor = shop.visitor();
    await visitor.addToCart("kit-x01");
    await visitor.setCartEmail("uma@example.test");
    const again = await visitor.startCheckout();
    expect((await payInSandbox(again.redirectUrl, PAYING_CARD)).status).toBe(303);
    await drainOutbox(shop);

    expect((await orderLines(shop.gateway, again.orderId)).map((line) => line.state)).toEqual(["refunded"]);
    expect((await myCredits(shop.as(SAM))).balance).toBe(balance);
    expect(await downloadsOf(shop.gateway, "x01")).toBe(downloads);
    expect((await shop.as(UMA).myLibrary()).map((item) => item.story.id)).toEqual(["x01"]);
  });

  it("puts a visitor's purchase with an account's verified email straight into that account", async () => {
    await buy(shop, shop.visitor(), ["kit-x03"], { email: "UMA@example.test" });
    const [entry] = await shop.gateway.db.query<{ user_id: number | null; email: string | null }[]>("SELECT user_id, email FROM library_entries WHERE story_id = 'x03'");
    expect(entry).toEqual({ user_id: await userIdOf(shop, UMA), email: null });
  });

  it.runIf(kind.name === "mysql")("pays the sponsor of a story sponsored while a purchase of it was waiting for the story's row", async () => {
    const samId = await userIdOf(shop, SAM);
    // Another transaction holds the story and gives it a sponsor, as a sponsorship's fulfilment does.
    const sponsorship = shop.gateway.db.createQueryRunner();
    await sponsorship.connect();
    await sponsorship.startTransaction();
    await sponsorship.query("SELECT id FROM stories WHERE id = 'x02' FOR UPDATE");
    await sponsorship.query("INSERT INTO story_sponsorships (story_id, sponsor_name, sponsor_user_id) VALUES ('x02', 'Sam', ?)", [samId]);
    await sponsorship.query("UPDATE stories SET is_sponsored = 1 WHERE id = 'x02'");

    const bought = buy(shop, shop.as({ sub: "user|reader", email: "reader@example.test" }), ["kit-x02"]);
    // Until the purchase's fulfilment waits on the story's row (its new library entry refers to it), its snapshot taken before the sponsorship.
    await vi.waitFor(
      async () => {
        const running = await shop.gateway.db.query<{ statement: string | null }[]>("SELECT info AS statement FROM information_schema.processlist WHERE command <> 'Sleep'");
        expect(running.some((row) => row.statement?.includes("INTO `library_entries`") && row.statement.includes("'x02'"))).toBe(true);
      },
      { timeout: 10_000, interval: 20 },
    );
    await sponsorship.commitTransaction();
    await sponsorship.release();
    await bought;

    const royalties = await shop.gateway.db.getRepository(CreditGrant).findBy({ userId: samId, storyId: "x02", source: "royalty" as CreditGrant["source"] });
    expect(royalties).toHaveLength(1);
  });
});
