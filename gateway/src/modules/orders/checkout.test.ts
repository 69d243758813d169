import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DECLINED_CARD,
  downloadsOf,
  libraryEntriesOf,
  orderLines,
  orderRow,
  outboxMessages,
  PAYING_CARD,
  payInSandbox,
  sentMails,
  setPrice,
  type Shop,
  startShop,
  storyFixtures,
} from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { CONFIRMATION_EMAIL_TOPIC } from "./confirmation-email";
import { SANDBOX_WEBHOOK_TOPIC } from "./payments/sandbox/sandbox-provider";

const kit = (storyId: string) => `kit-${storyId}`;
const productIds = (cart: { items: { productId: string }[] }) => cart.items.map((item) => item.productId);

describe.each(testDatabaseKinds())("checkout on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("k", 12) });
  });
  afterAll(async () => {
    await shop.stop();
  });

  it("answers CART_EMPTY without a cart, and for a cart emptied again", async () => {
    const browser = shop.visitor();
    expect(await browser.checkout()).toMatchObject({ __typename: "CartEmptyError", errorCode: "CART_EMPTY" });
    await browser.addToCart(kit("k01"));
    await browser.setCartEmail("empty@example.test");
    await browser.removeFromCart(kit("k01"));
    expect(await browser.checkout()).toMatchObject({ __typename: "CartEmptyError", errorCode: "CART_EMPTY" });
    expect(await shop.as({ sub: "user|nocart", email: "nocart@example.test" }).checkout()).toMatchObject({ errorCode: "CART_EMPTY" });
  });

  it("asks a visitor for their email before making an order", async () => {
    const browser = shop.visitor();
    await browser.addToCart(kit("k01"));
    const refused = await browser.checkout();
    expect(refused).toMatchObject({ __typename: "InvalidArgumentError", errorCode: "INVALID_ARGUMENT", argument: "email" });
    expect(refused.message).toMatch(/email/i);
  });

  it("sends the browser to the sandbox's hosted page showing the order at the server's prices", async () => {
    const browser = shop.visitor();
    await browser.addToCart(kit("k01"));
    await browser.addToCart(kit("k02"));
    await browser.setCartEmail("page@example.test");
    const { orderId, redirectUrl } = await browser.startCheckout();
    expect(redirectUrl).toMatch(new RegExp(`^${shop.gateway.publicUrl}/pay/sandbox/cs_sbx_[0-9a-f]{48}$`));
    const order = await orderRow(shop.gateway, orderId);
    expect(order).toMatchObject({ state: "pending", email: "page@example.test", totalCents: 2990, userId: null, paymentId: null });
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Order ${order.number}`);
    expect(html).toContain("$29.90");
    expect(html).toContain("page@example.test");
    expect(html).toContain("The k01 Affair");
  });

  it("makes a new order for every attempt and cancels the cart's previous unpaid one", async () => {
    const browser = shop.visitor();
    await browser.addToCart(kit("k03"));
    await browser.setCartEmail("twice@example.test");
    const first = await browser.startCheckout();
    const second = await browser.startCheckout();
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.redirectUrl).not.toBe(first.redirectUrl);
    expect(await orderRow(shop.gateway, first.orderId)).toMatchObject({ state: "cancelled", cancelledAt: expect.any(Date) });
    expect(await orderRow(shop.gateway, second.orderId)).toMatchObject({ state: "pending", cancelledAt: null });
    // The cart stays as it is until a payment is confirmed.
    expect(productIds(await browser.cart())).toEqual(["kit-k03"]);
  });

  it("takes prices from the server, whatever the client sends, and keeps the order's prices when the catalogue's change", async () => {
    await setPrice(shop.gateway, "k05", 2200);
    const browser = shop.visitor();
    await browser.addToCart(kit("k04"));
    // A client cannot name a price: the API has no such argument.
    const forged = await browser.graphql('mutation { addToCart(productId: "kit-k05", priceCents: 1) { __typename } }');
    expect(forged.status).toBe(400);
    expect(forged.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    await browser.addToCart(kit("k05"));
    await browser.setCartEmail("prices@example.test");
    expect(await browser.cart()).toMatchObject({ totalCents: 1495 + 2200 });

    const { orderId, redirectUrl } = await browser.startCheckout();
    expect((await orderLines(shop.gateway, orderId)).map((line) => [line.productId, line.unitPriceCents, line.quantity])).toEqual([
      ["kit-k04", 1495, 1],
      ["kit-k05", 2200, 1],
    ]);
    expect((await orderRow(shop.gateway, orderId)).totalCents).toBe(3695);

    await setPrice(shop.gateway, "k05", 999);
    await setPrice(shop.gateway, "k04", 5000);
    const page = await (await fetch(redirectUrl)).text();
    expect(page).toContain("$36.95");
    expect(await payInSandbox(redirectUrl, PAYING_CARD)).toMatchObject({ status: 303 });
    await shop.gateway.outboxWorker.runDue();

    const order = await orderRow(shop.gateway, orderId);
    expect(order).toMatchObject({ state: "fulfilled", totalCents: 3695 });
    expect((await orderLines(shop.gateway, orderId)).map((line) => line.unitPriceCents)).toEqual([1495, 2200]);
    // The catalogue's new prices are what the next cart shows.
    const next = shop.visitor();
    await next.addToCart(kit("k04"));
    expect(await next.addToCart(kit("k05"))).toMatchObject({ totalCents: 5999 });
  });

  it("takes a payment on the sandbox's page through to the order, the library, the cart and the confirmation email", async () => {
    const { gateway } = shop;
    const downloadsBefore = await downloadsOf(gateway, "k06");
    const browser = shop.visitor();
    await browser.addToCart(kit("k06"));
    await browser.setCartEmail("e2e@example.test");
    const { orderId, redirectUrl } = await browser.startCheckout();
    // Put in the cart while paying: not part of this order, so it stays.
    await browser.addToCart(kit("k07"));

    const paid = await payInSandbox(redirectUrl, PAYING_CARD, "Jane   Marple");
    expect(paid.status).toBe(303);
    const orderPage = new URL(paid.location!);
    expect(`${orderPage.origin}${orderPage.pathname}`).toBe(`${gateway.publicUrl}/orders/${orderId}`);
    const accessToken = orderPage.searchParams.get("access");
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await gateway.outboxWorker.runDue();

    const order = await orderRow(gateway, orderId);
    expect(order).toMatchObject({ state: "fulfilled", customerName: "Jane Marple", paidAt: expect.any(Date), fulfilledAt: expect.any(Date), paymentId: expect.stringMatching(/^pay_sbx_/) });
    expect(await libraryEntriesOf(gateway, "k06")).toEqual([
      expect.objectContaining({ userId: null, email: "e2e@example.test", holderName: "Jane Marple", reference: order.number, revokedAt: null }),
    ]);
    expect(await downloadsOf(gateway, "k06")).toBe(downloadsBefore + 1);
    expect(productIds(await browser.cart())).toEqual(["kit-k07"]);

    // The order page's link opens the order without signing in.
    expect(await shop.visitor().order(orderId, accessToken)).toMatchObject({ id: orderId, state: "FULFILLED", customerName: "Jane Marple", totalCents: 1495 });
    expect(await shop.visitor().order(orderId)).toBeNull();

    expect(await outboxMessages(gateway, CONFIRMATION_EMAIL_TOPIC, `order-confirmation:${orderId}`)).toHaveLength(1);
    const mails = sentMails(gateway).filter((mail) => mail.subject.includes(order.number));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("e2e@example.test");
    expect(mails[0]!.subject).toBe(`Your Cold Case Kits order ${order.number}`);
    expect(mails[0]!.text).toContain("Hello Detective Jane Marple,");
    expect(mails[0]!.text).toContain(paid.location!);

    // Coming back to the page after paying goes straight to the order.
    const again = await fetch(redirectUrl, { redirect: "manual" });
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(paid.location);
  });

  it("takes no money for a declined card and keeps the cart, and lets the customer pay with another card", async () => {
    const { gateway } = shop;
    const browser = shop.visitor();
    await browser.addToCart(kit("k08"));
    await browser.setCartEmail("declined@example.test");
    const { orderId, redirectUrl } = await browser.startCheckout();
    const webhooksBefore = (await outboxMessages(gateway, SANDBOX_WEBHOOK_TOPIC)).length;

    const declined = await payInSandbox(redirectUrl, DECLINED_CARD);
    expect(declined.status).toBe(402);
    expect(declined.location).toBeNull();
    expect(declined.body).toContain("Your card was declined.");
    await gateway.outboxWorker.runDue();

    expect(await orderRow(gateway, orderId)).toMatchObject({ state: "pending", paymentId: null, paidAt: null });
    expect(await outboxMessages(gateway, SANDBOX_WEBHOOK_TOPIC)).toHaveLength(webhooksBefore);
    expect(await libraryEntriesOf(gateway, "k08")).toEqual([]);
    expect(productIds(await browser.cart())).toEqual(["kit-k08"]);

    expect((await payInSandbox(redirectUrl, PAYING_CARD)).status).toBe(303);
    await gateway.outboxWorker.runDue();
    expect((await orderRow(gateway, orderId)).state).toBe("fulfilled");
    expect(productIds(await browser.cart())).toEqual([]);
  });

  it("makes a signed-in customer's order theirs, with their verified email", async () => {
    const buyer = shop.as({ sub: "user|olive", email: "Olive@Example.test" });
    await buyer.addToCart(kit("k09"));
    const { orderId } = await buyer.startCheckout();
    const order = await orderRow(shop.gateway, orderId);
    expect(order.email).toBe("olive@example.test");
    expect(order.userId).toEqual(expect.any(Number));
    expect(await buyer.order(orderId)).toMatchObject({ id: orderId, state: "PENDING", email: "olive@example.test" });
    expect(await shop.as({ sub: "user|peeker" }).order(orderId)).toBeNull();
  });
});
