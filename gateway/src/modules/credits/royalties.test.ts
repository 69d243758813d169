import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buy,
  downloadsOf,
  type OrderData,
  orderLines,
  outboxMessages,
  REFUND_ORDER,
  type ResultOf,
  sentMails,
  type Shop,
  type ShopClient,
  startShop,
  storyFixtures,
  type TestUser,
} from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { REFUND_PAYMENT_TOPIC } from "../orders/refund-payment";
import { Sponsorship } from "../stories/sponsorship.entity";
import { CreditGrant } from "./credit-grant.entity";
import { CreditSpend } from "./credit-spend.entity";
import {
  adjustCredits,
  drainOutbox,
  grantCredits,
  manualClock,
  myCredits,
  mySponsoredStories,
  newKey,
  redeem,
  sponsor,
  userIdOf,
  visitorStoryPage,
} from "./credits.test-fixtures";

const SAM: TestUser = { sub: "user|sam", email: "sam@example.test" };
const SPONSOR_NAME = "Sam of Baker Street";
const SPONSORED_AT = "2027-06-01T10:00:00.000Z";
const HOUR_MS = 60 * 60 * 1000;
const readers: TestUser[] = Array.from({ length: 21 }, (_unused, index) => ({ sub: `user|reader-${index + 1}`, email: `reader${index + 1}@example.test` }));

describe.each(testDatabaseKinds())("sponsor royalties on $name", (kind) => {
  const time = manualClock(SPONSORED_AT);
  let shop: Shop;
  let sam: ShopClient;
  let samId: number;
  let sponsorshipOrderId: string;
  /** reader-1's purchase, refunded below. */
  let firstPurchaseOrderId: string;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("y", 3), clock: time.clock });
    sam = shop.as(SAM);
    samId = await userIdOf(shop, SAM);
    sponsorshipOrderId = (await sponsor(shop, sam, "y01", SPONSOR_NAME)).orderId;
    // Royalties come later than the sponsorship: its 5 credits are the first to expire, and so the first spent.
    time.advance(HOUR_MS);
  });
  afterAll(async () => {
    await shop.stop();
  });

  const balanceOfSam = async () => (await myCredits(sam)).balance;
  const sponsoredBySam = async () => mySponsoredStories(sam);
  const royaltyGrants = () => shop.gateway.db.getRepository(CreditGrant).find({ where: { userId: samId, source: "royalty" as CreditGrant["source"] }, order: { id: "ASC" } });
  const reversalsOfSam = () => shop.gateway.db.getRepository(CreditSpend).find({ where: { userId: samId, kind: "reversal" as CreditSpend["kind"] }, order: { id: "ASC" } });

  function refund(orderId: string, lineIds: string[], reason: string) {
    return shop.admin().graphql<{ refundOrder: ResultOf<OrderData> }>(REFUND_ORDER, { input: { orderId, lineIds, reason } });
  }

  it("gives the sponsor the story and 5 credits once the sponsorship is paid", async () => {
    const [line] = await orderLines(shop.gateway, sponsorshipOrderId);
    expect(line).toMatchObject({ productId: "sponsor-y01", kind: "SPONSORSHIP", state: "fulfilled", unitPriceCents: 1995, storyId: "y01" });
    expect(JSON.parse(line!.details!)).toEqual({ sponsorName: SPONSOR_NAME });
    expect(await shop.gateway.db.getRepository(CreditGrant).find({ where: { userId: samId } })).toEqual([
      expect.objectContaining({ amount: 5, remaining: 5, source: "sponsorship", storyId: "y01", grantKey: `sponsorship:${line!.id}` }),
    ]);
    expect(await balanceOfSam()).toBe(5);
    expect(await sponsoredBySam()).toEqual([{ story: { id: "y01", isSponsored: true }, sponsorName: SPONSOR_NAME, sponsoredAt: SPONSORED_AT, downloads: 0, creditsEarned: 5 }]);
    expect((await visitorStoryPage(shop, "y01")).story).toEqual({ id: "y01", isSponsored: true, downloads: 0, sponsor: { name: SPONSOR_NAME }, sponsorshipOffer: null });
    const mails = sentMails(shop.gateway).filter((mail) => mail.to.includes(SAM.email!));
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Your Cold Case Kits order CCK-[A-Z0-9-]+$/)]);
  });

  it("earns the sponsor a credit for each of 20 other detectives' first acquisitions, bought or redeemed", async () => {
    for (const [index, reader] of readers.slice(0, 20).entries()) {
      const client = shop.as(reader);
      if (index % 2 === 0) {
        const purchase = await buy(shop, client, ["kit-y01"]);
        if (index === 0) firstPurchaseOrderId = purchase.orderId;
      } else {
        await grantCredits(shop, reader, 10);
        expect(await redeem(client, "y01")).toMatchObject({ __typename: "CreditRedemption" });
      }
      expect(await balanceOfSam(), reader.sub).toBe(5 + index + 1);
    }
    expect(await royaltyGrants()).toHaveLength(20);
    expect(await royaltyGrants()).toEqual(Array.from({ length: 20 }, () => expect.objectContaining({ amount: 1, remaining: 1, storyId: "y01" })));
    expect(await downloadsOf(shop.gateway, "y01")).toBe(20);
    expect(await sponsoredBySam()).toEqual([{ story: { id: "y01", isSponsored: true }, sponsorName: SPONSOR_NAME, sponsoredAt: SPONSORED_AT, downloads: 20, creditsEarned: 25 }]);

    const rest = await fetch(`${shop.gateway.baseUrl}/api-coldcase/users/me/sponsored`, { headers: { authorization: `Bearer ${shop.token(SAM)}` } });
    expect(rest.status).toBe(200);
    expect(await rest.json()).toEqual([
      expect.objectContaining({ _id: "y01", is_sponsored: true, sponsor_id: { name: SPONSOR_NAME }, downloads: 20, sponsored_at: SPONSORED_AT, credits_earned: 25 }),
    ]);
  });

  it("earns nothing on the sponsor's own acquisition, nor on a download, an acquisition or a purchase repeated", async () => {
    await buy(shop, sam, ["kit-y01"]);
    expect(await downloadsOf(shop.gateway, "y01")).toBe(21);
    expect(await balanceOfSam()).toBe(25);

    // reader-1 (a buyer) downloads again and again.
    const reader1 = shop.as(readers[0]!);
    const [item] = await reader1.myLibrary();
    for (let attempt = 0; attempt < 2; attempt++) {
      const link = await reader1.requestDownload(item!.id);
      const file = await fetch(link.url!);
      expect(file.status).toBe(200);
      await file.arrayBuffer();
    }
    // reader-2 (a redeemer) tries to redeem it again.
    expect(await redeem(shop.as(readers[1]!), "y01")).toMatchObject({ __typename: "AlreadyOwnedError" });
    expect(await balanceOfSam()).toBe(25);
    expect(await downloadsOf(shop.gateway, "y01")).toBe(21);

    // A visitor paying with the sponsor's own (verified) email is the sponsor, who owns it already: refunded, no royalty.
    await expect(buy(shop, shop.visitor(), ["kit-y01"], { email: "SAM@example.test" })).rejects.toThrow(/is refunded after paying$/);
    expect(await balanceOfSam()).toBe(25);
    // A visitor's first purchase earns a credit; the same email paying again is refunded and earns none.
    await buy(shop, shop.visitor(), ["kit-y01"], { email: "walk-in@example.test" });
    expect(await balanceOfSam()).toBe(26);
    await expect(buy(shop, shop.visitor(), ["kit-y01"], { email: "walk-in@example.test" })).rejects.toThrow(/is refunded after paying$/);
    expect(await balanceOfSam()).toBe(26);
    expect(await royaltyGrants()).toHaveLength(21);
    expect((await sponsoredBySam())[0]).toMatchObject({ creditsEarned: 26 });
  });

  it("takes the credit back when the acquisition that earned it is refunded", async () => {
    const [line] = await orderLines(shop.gateway, firstPurchaseOrderId);
    const downloads = await downloadsOf(shop.gateway, "y01");
    const answer = await refund(firstPurchaseOrderId, [String(line!.id)], "Bought by mistake");
    expect(answer.data?.refundOrder).toMatchObject({ __typename: "Order", state: "REFUNDED" });
    expect(await balanceOfSam()).toBe(25);
    expect(await reversalsOfSam()).toEqual([expect.objectContaining({ amount: 1, storyId: "y01", reason: "The acquisition that earned it was refunded." })]);
    expect(await downloadsOf(shop.gateway, "y01")).toBe(downloads - 1);
    expect((await sponsoredBySam())[0]).toMatchObject({ creditsEarned: 25, downloads: downloads - 1 });
    // Refused the second time, and nothing is taken twice.
    expect((await refund(firstPurchaseOrderId, [String(line!.id)], "Again")).data?.refundOrder).toMatchObject({ __typename: "NotRefundableError" });
    expect(await reversalsOfSam()).toHaveLength(1);
    expect(await balanceOfSam()).toBe(25);
  });

  it("ends the sponsorship when it is refunded, taking back what is left of its 5 credits, and offers the story again", async () => {
    const rival = shop.as(readers[20]!);
    const taken = await rival.graphql<{ addToCart: ResultOf<{ items: unknown[] }> }>("mutation { addToCart(productId: \"sponsor-y01\", details: { sponsorName: \"Rival\" }) { __typename ... on ErrorResult { errorCode message } } }");
    expect(taken.data?.addToCart).toEqual({ __typename: "ProductUnavailableError", errorCode: "PRODUCT_UNAVAILABLE", message: "The y01 Affair already has a sponsor: each story has one." });

    // The operator takes 3 credits: they come out of the sponsorship's grant, the first to expire, leaving 2 of it.
    expect((await adjustCredits(shop.admin(), samId, -3, "Correction", newKey())).data?.adjustCredits).toMatchObject({ balance: 22 });
    const sponsorshipGrant = await shop.gateway.db.getRepository(CreditGrant).findOneByOrFail({ userId: samId, source: "sponsorship" as CreditGrant["source"] });
    expect(sponsorshipGrant.remaining).toBe(2);

    // A visitor's page is cached before the refund: what they see after it proves the cache was dropped.
    await visitorStoryPage(shop, "y01");
    expect(await visitorStoryPage(shop, "y01")).toMatchObject({ cached: true, story: { isSponsored: true, sponsorshipOffer: null } });

    const [line] = await orderLines(shop.gateway, sponsorshipOrderId);
    const answer = await refund(sponsorshipOrderId, [String(line!.id)], "Changed their mind");
    expect(answer.data?.refundOrder).toMatchObject({ __typename: "Order", state: "REFUNDED", refundedCents: 1995 });
    expect(await balanceOfSam()).toBe(20);
    expect(await reversalsOfSam()).toEqual([
      expect.objectContaining({ amount: 1, reason: "The acquisition that earned it was refunded." }),
      expect.objectContaining({ amount: 2, storyId: "y01", reason: "The sponsorship was refunded." }),
    ]);
    expect((await shop.gateway.db.getRepository(CreditGrant).findOneByOrFail({ id: sponsorshipGrant.id })).remaining).toBe(0);
    expect(await outboxMessages(shop.gateway, REFUND_PAYMENT_TOPIC)).toEqual(
      expect.arrayContaining([expect.objectContaining({ payload: expect.stringContaining('"amountCents":1995') })]),
    );

    // The story has no sponsor, at once, for everyone.
    expect(await shop.gateway.db.getRepository(Sponsorship).findBy({ storyId: "y01" })).toEqual([]);
    expect((await visitorStoryPage(shop, "y01")).story).toMatchObject({
      isSponsored: false,
      sponsor: null,
      sponsorshipOffer: { productId: "sponsor-y01", priceCents: 1995, creditsEarned: 5 },
    });
    expect(await sponsoredBySam()).toEqual([]);
    const rest = await fetch(`${shop.gateway.baseUrl}/api-coldcase/users/me/sponsored`, { headers: { authorization: `Bearer ${shop.token(SAM)}` } });
    expect(await rest.json()).toEqual([]);
    const again = await rival.graphql<{ addToCart: { __typename: string } }>("mutation { addToCart(productId: \"sponsor-y01\", details: { sponsorName: \"Rival\" }) { __typename } }");
    expect(again.data?.addToCart.__typename).toBe("Cart");

    // Acquisitions no longer earn the former sponsor anything.
    await buy(shop, shop.as({ sub: "user|late-reader", email: "late@example.test" }), ["kit-y01"]);
    await drainOutbox(shop);
    expect(await balanceOfSam()).toBe(20);

    // Sponsoring it again starts a new count: what the refunded sponsorship earned is not counted.
    time.advance(HOUR_MS);
    await sponsor(shop, sam, "y01", SPONSOR_NAME);
    expect(await sponsoredBySam()).toEqual([expect.objectContaining({ story: { id: "y01", isSponsored: true }, creditsEarned: 5 })]);
  });
});
