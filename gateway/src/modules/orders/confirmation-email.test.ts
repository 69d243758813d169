import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sentMails, type Shop, startShop, storyFixtures } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { drainOutbox } from "../credits/credits.test-fixtures";
import { buyHardCopy, international, northAmerica, PARIS, TORONTO } from "../shipments/shipments.test-fixtures";

const HARD_COPY_NEXT_STEP = "Your printed hard copy ships within 1–3 weeks by standard post";

describe.each(testDatabaseKinds())("the order confirmation on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("m", 4) });
  });
  afterAll(async () => {
    await shop.stop();
  });

  async function confirmationOf(email: string, orderNumber: string): Promise<string> {
    await drainOutbox(shop);
    const mail = sentMails(shop.gateway).find((sent) => sent.to === email && sent.subject === `Your Cold Case Kits order ${orderNumber}`);
    if (!mail) throw new Error(`No confirmation of ${orderNumber} to ${email}`);
    return mail.text;
  }

  it("says what happens next to an order of hard copies only, once however many it holds", async () => {
    const email = "two-copies@example.test";
    const purchase = await buyHardCopy(
      shop,
      shop.visitor(),
      [
        { productId: northAmerica("m01"), address: TORONTO },
        { productId: international("m02"), address: PARIS },
      ],
      { email },
    );
    const text = await confirmationOf(email, purchase.number);
    expect(text).toContain(`Thank you for your order ${purchase.number}. Here is what happens next.`);
    expect(text.split(HARD_COPY_NEXT_STEP)).toHaveLength(2);
    expect(text).not.toContain("Everything in it is done.");
  });

  it("tells a buyer of a kit and a hard copy that the case files are ready and the copy is on its way", async () => {
    const email = "kit-and-copy@example.test";
    const purchase = await buyHardCopy(shop, shop.visitor(), [{ productId: northAmerica("m03"), address: TORONTO }], { email, otherProductIds: ["kit-m04"] });
    const text = await confirmationOf(email, purchase.number);
    expect(text).toContain(`Thank you for your order ${purchase.number}. Your case files are ready.`);
    expect(text).toContain(HARD_COPY_NEXT_STEP);
  });
});
