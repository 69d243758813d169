import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buy, libraryEntriesOf, orderRow, type Shop, startShop, storyFixtures, type TestUser } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";

interface UserProfile {
  credits: unknown[];
  purchasedStories: { story: Record<string, unknown>; purchase_date: string; purchase_type: string }[];
}

describe.each(testDatabaseKinds())("the library on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("l", 5) });
  });
  afterAll(async () => {
    await shop.stop();
  });

  async function me(user?: TestUser) {
    const response = await fetch(`${shop.gateway.baseUrl}/api-coldcase/users/me`, { headers: user ? { authorization: `Bearer ${shop.token(user)}` } : {} });
    return { status: response.status, headers: response.headers, body: (await response.json()) as UserProfile & { errorCode?: string } };
  }

  it("answers GET /users/me with 401 without a token", async () => {
    const answer = await me();
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ errorCode: "UNAUTHENTICATED" });
    expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer/);
  });

  it("answers GET /users/me in the spec's shape: credits and the purchased stories", async () => {
    const mia: TestUser = { sub: "user|mia", email: "mia@example.test" };
    expect((await me(mia)).body).toEqual({ credits: [], purchasedStories: [] });
    const purchase = await buy(shop, shop.as(mia), ["kit-l01"]);
    const paidAt = (await orderRow(shop.gateway, purchase.orderId)).paidAt!;

    const answer = await me(mia);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.body).toEqual({
      credits: [],
      purchasedStories: [
        {
          story: expect.objectContaining({
            _id: "l01",
            title: "The l01 Affair",
            product_id: "kit-l01",
            north_america_id: "print-na-l01",
            international_id: "print-intl-l01",
            cover_image: "/images/stories/covers/l01-cover.webp",
            small_cover_image: "/images/stories/small-covers/l01-cover.webp",
            thumbnail_image: "/images/stories/thumbnails/l01-thumb.webp",
            is_available: true,
            is_sponsored: false,
            sponsor_id: null,
            downloads: 1,
          }),
          purchase_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          purchase_type: "purchase",
        },
      ],
    });
    const purchaseDate = new Date(answer.body.purchasedStories[0]!.purchase_date).getTime();
    expect(Math.abs(purchaseDate - paidAt.getTime())).toBeLessThan(1000);
    // Another user's profile shows none of it.
    expect((await me({ sub: "user|noah", email: "noah@example.test" })).body.purchasedStories).toEqual([]);
  });

  it("gives a visitor's purchase to the account that later signs in with the same verified email", async () => {
    const purchase = await buy(shop, shop.visitor(), ["kit-l02"], { email: "x@example.com", cardholder: "Xavier Holmes" });
    expect(await libraryEntriesOf(shop.gateway, "l02")).toEqual([expect.objectContaining({ userId: null, email: "x@example.com" })]);

    // The same address, not verified by the identity provider, claims nothing.
    const unverified = shop.as({ sub: "user|x-unverified", email: "x@example.com", emailVerified: false });
    expect(await unverified.myLibrary()).toEqual([]);
    expect(await unverified.order(purchase.orderId)).toBeNull();
    expect((await orderRow(shop.gateway, purchase.orderId)).userId).toBeNull();

    const xavier = shop.as({ sub: "user|xavier", email: "X@Example.com" });
    const library = await xavier.myLibrary();
    expect(library).toEqual([expect.objectContaining({ purchaseType: "PURCHASE", story: expect.objectContaining({ id: "l02", title: "The l02 Affair" }) })]);
    expect(await xavier.order(purchase.orderId)).toMatchObject({ id: purchase.orderId, number: purchase.number, state: "FULFILLED", email: "x@example.com" });
    expect((await me({ sub: "user|xavier", email: "X@Example.com" })).body.purchasedStories.map((entry) => entry.story._id)).toEqual(["l02"]);
    // Now theirs, it downloads from their library.
    expect((await xavier.requestDownload(library[0]!.id)).__typename).toBe("DownloadLink");
    // And it is nobody else's: the unverified account still sees nothing.
    expect(await unverified.myLibrary()).toEqual([]);
    expect(await unverified.order(purchase.orderId)).toBeNull();
    // The order page's link keeps working.
    expect(await shop.visitor().order(purchase.orderId, purchase.accessToken)).toMatchObject({ id: purchase.orderId });
  });

  it.runIf(kind.name === "mysql")("gives a visitor's purchase to no account whose verified email only looks like the order's", async () => {
    // Accounts there before the purchase whose verified emails an accent- and width-insensitive comparison takes for the buyer's.
    const lookAlikes = ["victim@ex\u00e4mple.test", "\uff56ictim@example.test"].map((email, index) => shop.as({ sub: `user|look-alike-${index}`, email }));
    for (const lookAlike of lookAlikes) expect(await lookAlike.myLibrary()).toEqual([]);
    await buy(shop, shop.visitor(), ["kit-l05"], { email: "victim@example.test" });
    expect(await libraryEntriesOf(shop.gateway, "l05")).toEqual([expect.objectContaining({ userId: null, email: "victim@example.test" })]);
    for (const lookAlike of lookAlikes) expect(await lookAlike.myLibrary()).toEqual([]);
  });

  it("tells a visitor nothing about what an email owns, and refunds a second payment for a story that email already holds", async () => {
    await buy(shop, shop.visitor(), ["kit-l03"], { email: "twice@example.com" });
    const again = shop.visitor();
    await again.addToCart("kit-l03");
    await again.setCartEmail("twice@example.com");
    const checkout = await again.checkout();
    expect(checkout.__typename).toBe("CheckoutSession");
    await again.removeFromCart("kit-l03");

    await expect(buy(shop, shop.visitor(), ["kit-l03"], { email: "twice@example.com" })).rejects.toThrow(/is refunded after paying$/);
    const orders: { state: string }[] = await shop.gateway.db.query("SELECT state FROM orders WHERE email = 'twice@example.com' ORDER BY created_at");
    expect(orders.map((row) => row.state)).toEqual(["fulfilled", "pending", "refunded"]);
    expect(await libraryEntriesOf(shop.gateway, "l03")).toHaveLength(1);
  });

  it("keeps no email on a signed-in buyer's library entry, so an unverified address can never block or reveal anyone's purchases", async () => {
    const user = shop.as({ sub: "user|unverified-buyer", email: "victim@example.com", emailVerified: false });
    await buy(shop, user, ["kit-l04"]);
    expect(await libraryEntriesOf(shop.gateway, "l04")).toEqual([expect.objectContaining({ email: null, revokedAt: null })]);

    const victim = shop.as({ sub: "user|victim", email: "victim@example.com" });
    expect((await victim.addToCart("kit-l04")).__typename).toBe("Cart");
    expect(await victim.myLibrary()).toEqual([]);
  });
});
