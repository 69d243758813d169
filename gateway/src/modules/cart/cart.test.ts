import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buy, CART_QUERY, type Shop, startShop, storyFixtures, type TestUser } from "../../test-support/commerce.test-fixtures";
import { systemContext } from "../../platform/request-context";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { CATALOGUE_DATA_SET } from "../stories/stories.types";
import { Cart } from "./cart.entity";
import { CART_MAX_ITEMS } from "./cart.service";

const kit = (storyId: string) => `kit-${storyId}`;
const productIds = (cart: { items?: { productId: string }[] }) => (cart.items ?? []).map((item) => item.productId);

describe.each(testDatabaseKinds())("carts on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: [...storyFixtures("c", 30), { id: "soon", title: "The Coming Case", available: false }] });
  });
  afterAll(async () => {
    await shop.stop();
  });

  it("keeps a visitor's cart in an HttpOnly cookie it sets only when something goes in", async () => {
    const browser = shop.visitor();
    const looking = await browser.graphql<{ cart: { count: number } }>(CART_QUERY);
    expect(looking.data?.cart).toMatchObject({ items: [], count: 0, totalCents: 0 });
    expect(looking.setCookies).toEqual([]);

    const added = await browser.graphql<{ addToCart: { __typename: string } }>(
      "mutation { addToCart(productId: \"kit-c01\") { __typename ... on Cart { count totalCents items { productId kind title priceCents storyId } } } }",
    );
    expect(added.data?.addToCart).toEqual({
      __typename: "Cart",
      count: 1,
      totalCents: 1495,
      items: [{ productId: "kit-c01", kind: "STORY_KIT", title: "The c01 Affair", priceCents: 1495, storyId: "c01" }],
    });
    expect(added.setCookies).toHaveLength(1);
    expect(added.setCookies[0]).toMatch(/^cck_visitor=[A-Za-z0-9_-]{32,64}; /);
    expect(added.setCookies[0]).toMatch(/HttpOnly/i);
    expect(added.setCookies[0]).toMatch(/SameSite=Lax/i);
    expect(added.setCookies[0]).toMatch(/Path=\//);

    // The cart is the cookie's: the same browser finds it, another browser does not.
    expect(productIds(await browser.cart())).toEqual(["kit-c01"]);
    expect(productIds(await shop.visitor().cart())).toEqual([]);
  });

  it("adds idempotently and removes, pricing every line on the server", async () => {
    const browser = shop.visitor();
    expect(await browser.addToCart(kit("c02"))).toMatchObject({ __typename: "Cart", count: 1, totalCents: 1495 });
    const token = browser.visitorToken;
    expect(await browser.addToCart(kit("c02"))).toMatchObject({ __typename: "Cart", count: 1, totalCents: 1495 });
    const two = await browser.addToCart(kit("c03"));
    expect(productIds(two)).toEqual(["kit-c02", "kit-c03"]);
    expect(two).toMatchObject({ count: 2, totalCents: 2990 });
    expect(browser.visitorToken).toBe(token);

    const removed = await browser.removeFromCart(kit("c02"));
    expect(removed).toMatchObject({ __typename: "Cart", count: 1, totalCents: 1495 });
    expect(productIds(removed)).toEqual(["kit-c03"]);
    // Removing what is not there changes nothing.
    expect(productIds(await browser.removeFromCart(kit("c04")))).toEqual(["kit-c03"]);
    expect(productIds(await browser.cart())).toEqual(["kit-c03"]);
  });

  it.each(["", "-", "   ", " - ", "x".repeat(81)])("refuses the malformed product id %j, creating no cart", async (productId) => {
    const browser = shop.visitor();
    const added = await browser.graphql<{ addToCart: unknown }>(
      "mutation Add($productId: ID!) { addToCart(productId: $productId) { __typename ... on InvalidArgumentError { errorCode message argument } } }",
      { productId },
    );
    expect(added.data?.addToCart).toEqual({ __typename: "InvalidArgumentError", errorCode: "INVALID_ARGUMENT", message: "Invalid product ID", argument: "productId" });
    expect(added.setCookies).toEqual([]);
    expect(await browser.removeFromCart(productId)).toEqual({
      __typename: "InvalidArgumentError",
      errorCode: "INVALID_ARGUMENT",
      message: "Invalid product ID for removal",
      argument: "productId",
    });
  });

  it("answers PRODUCT_NOT_FOUND for an id the shop does not sell", async () => {
    const browser = shop.visitor();
    expect(await browser.addToCart("kit-nope")).toMatchObject({ __typename: "ProductNotFoundError", errorCode: "PRODUCT_NOT_FOUND" });
    expect(await browser.cart()).toMatchObject({ count: 0 });
  });

  it("refuses a coming-soon story with PRODUCT_UNAVAILABLE", async () => {
    const browser = shop.visitor();
    expect(await browser.addToCart(kit("soon"))).toMatchObject({
      __typename: "ProductUnavailableError",
      errorCode: "PRODUCT_UNAVAILABLE",
      message: "The Coming Case is coming soon and can't be bought yet.",
    });
    expect(await browser.cart()).toMatchObject({ count: 0 });
  });

  it.each([
    ["a North American hard copy", "print-na-c05", "shippingAddress"],
    ["an international hard copy", "print-intl-c05", "shippingAddress"],
    ["a custom case", "custom-cold-case", "customCaseBrief"],
  ])("refuses %s without the details it is made from", async (_name, productId, field) => {
    const browser = shop.visitor();
    await browser.addToCart(kit("c05"));
    const refused = await browser.addToCart(productId);
    expect(refused).toMatchObject({ __typename: "InvalidDetailsError", errorCode: "INVALID_DETAILS", fieldErrors: [{ field }] });
    expect(productIds(await browser.cart())).toEqual(["kit-c05"]);
  });

  it("takes a sponsorship from a signed-in user only, with the name it will show", async () => {
    const refused = await shop.visitor().addToCart("sponsor-c05");
    expect(refused).toMatchObject({ __typename: "SignInRequiredError", errorCode: "UNAUTHENTICATED", message: "Sign in to sponsor a story: the credits it earns go to your account." });

    const sponsor = shop.as({ sub: "user|sponsoring", email: "ada.lovelace@example.test" });
    // Without names there is no default: an email has no place on a public page.
    expect(await sponsor.addToCart("sponsor-c05")).toMatchObject({ __typename: "InvalidArgumentError", argument: "sponsorName", message: "Choose the name to show on the story." });
    await sponsor.graphql('mutation { updateProfile(input: { firstName: "Ada", lastName: "lovelace" }) { __typename } }');
    const byDefault = await sponsor.addToCart("sponsor-c05");
    expect(byDefault).toMatchObject({ __typename: "Cart", items: [{ productId: "sponsor-c05", kind: "SPONSORSHIP", priceCents: 1995, storyId: "c05", sponsorName: "Ada L." }] });
    const renamed = await sponsor.addToCart("sponsor-c05", { sponsorName: "  The   Night Owls " });
    expect(renamed).toMatchObject({ __typename: "Cart", count: 1, items: [{ productId: "sponsor-c05", sponsorName: "The Night Owls" }] });

    for (const [sponsorName, message] of [
      ["   ", "Choose the name to show on the story."],
      ["x".repeat(41), "The name shown on the story can be at most 40 characters."],
      ["\uD83D\uDD0E".repeat(41), "The name shown on the story can be at most 40 characters."],
      ["Eve\u202EeviL", "Use letters, numbers and ordinary punctuation in the name."],
      ["<b>Eve</b>", "Use letters, numbers and ordinary punctuation in the name."],
    ]) {
      expect(await sponsor.addToCart("sponsor-c05", { sponsorName: JSON.parse(`"${sponsorName}"`) as string })).toMatchObject({ __typename: "InvalidArgumentError", argument: "sponsorName", message });
    }
    expect((await sponsor.cart()).items).toMatchObject([{ productId: "sponsor-c05", sponsorName: "The Night Owls" }]);
    // Forty characters as people count them, however many code units they take.
    expect(await sponsor.addToCart("sponsor-c05", { sponsorName: "\u{1F50E}".repeat(40) })).toMatchObject({ __typename: "Cart" });
  });

  it("refuses to sponsor a story that has a sponsor, or is coming soon", async () => {
    const sponsor = shop.as({ sub: "user|late-sponsor", email: "late@example.test" });
    // Marked as every catalogue write is made: with the catalogue's generation bumped, so no copy read before is served.
    await shop.gateway.platform.uow.run(systemContext("test"), async (tx) => {
      await tx.transaction.manager.query("UPDATE stories SET is_sponsored = 1 WHERE id = 'c07'");
      await shop.gateway.platform.generations.bump(tx, CATALOGUE_DATA_SET);
    });
    expect(await sponsor.addToCart("sponsor-c07")).toMatchObject({
      __typename: "ProductUnavailableError",
      message: "The c07 Affair already has a sponsor: each story has one.",
    });
    expect(await sponsor.addToCart("sponsor-soon")).toMatchObject({ __typename: "ProductUnavailableError", message: "The Coming Case is coming soon and can't be sponsored yet." });
  });

  it(`holds at most ${CART_MAX_ITEMS} products`, async () => {
    const browser = shop.visitor();
    const ids = storyFixtures("c", 26).map((story) => kit(story.id));
    for (const productId of ids.slice(0, CART_MAX_ITEMS)) expect((await browser.addToCart(productId)).__typename).toBe("Cart");
    expect(await browser.addToCart(ids[CART_MAX_ITEMS]!)).toMatchObject({ __typename: "CartFullError", errorCode: "CART_FULL" });
    // Adding one already there is still fine: it changes nothing.
    expect(await browser.addToCart(ids[0]!)).toMatchObject({ __typename: "Cart", count: CART_MAX_ITEMS });
    expect(await browser.cart()).toMatchObject({ count: CART_MAX_ITEMS, totalCents: CART_MAX_ITEMS * 1495 });
  });

  it("keeps a signed-in user's cart with their account, on any device, without a cookie", async () => {
    const dana: TestUser = { sub: "user|dana", email: "dana@example.test" };
    const laptop = shop.as(dana);
    const added = await laptop.graphql<{ addToCart: { __typename: string } }>('mutation { addToCart(productId: "kit-c06") { __typename } }');
    expect(added.data?.addToCart.__typename).toBe("Cart");
    expect(added.setCookies).toEqual([]);
    const phone = shop.as(dana);
    expect(productIds(await phone.cart())).toEqual(["kit-c06"]);
    // The profile's verified email is the cart's.
    expect((await phone.cart()).email).toBe("dana@example.test");
    expect(productIds(await shop.as({ sub: "user|erin" }).cart())).toEqual([]);
    expect(productIds(await shop.visitor().cart())).toEqual([]);
  });

  it("moves a visitor's cart into the account when the visitor signs in, and takes the cookie back", async () => {
    const frank: TestUser = { sub: "user|frank", email: "frank@example.test" };
    await shop.as(frank).addToCart(kit("c07"));
    await shop.as(frank).addToCart(kit("c08"));

    const browser = shop.visitor();
    await browser.addToCart(kit("c08"));
    await browser.addToCart(kit("c09"));
    const visitorToken = browser.visitorToken;
    expect(visitorToken).not.toBeNull();

    browser.signIn(shop.token(frank));
    const merged = await browser.graphql<{ cart: { items: { productId: string }[] } }>(CART_QUERY);
    expect(merged.data?.cart.items.map((item) => item.productId)).toEqual(["kit-c07", "kit-c08", "kit-c09"]);
    expect(merged.setCookies.some((line) => /^cck_visitor=;/.test(line) && /Expires=Thu, 01 Jan 1970/i.test(line))).toBe(true);
    expect(browser.visitorToken).toBeNull();

    // The visitor's cart is gone: its old cookie finds nothing, and the account keeps the merged cart.
    expect(await shop.gateway.db.getRepository(Cart).countBy({ visitorToken: visitorToken! })).toBe(0);
    const stale = await shop.gateway.graphql<{ cart: { count: number } }>(CART_QUERY, undefined, { cookie: `cck_visitor=${visitorToken}` });
    expect(stale.data?.cart.count).toBe(0);
    expect(productIds(await shop.as(frank).cart())).toEqual(["kit-c07", "kit-c08", "kit-c09"]);
  });

  it("merges a visitor's cart on the first change made signed in, too", async () => {
    const gina: TestUser = { sub: "user|gina", email: "gina@example.test" };
    const browser = shop.visitor();
    await browser.addToCart(kit("c10"));
    browser.signIn(shop.token(gina));
    const added = await browser.addToCart(kit("c11"));
    expect(productIds(added)).toEqual(["kit-c10", "kit-c11"]);
    expect(browser.visitorToken).toBeNull();
  });

  it("keeps every product of a new user's first clicks, made at the same moment, in one cart", async () => {
    const racer = shop.as({ sub: "user|racer", email: "racer@example.test" });
    const answers = await Promise.all([kit("c14"), kit("c15"), kit("c15"), kit("c16")].map((productId) => racer.addToCart(productId)));
    expect(answers.map((answer) => answer.__typename)).toEqual(["Cart", "Cart", "Cart", "Cart"]);
    expect(productIds(await racer.cart()).sort()).toEqual([kit("c14"), kit("c15"), kit("c16")]);
  });

  it("answers ALREADY_OWNED for a story in the signed-in user's library", async () => {
    const hana: TestUser = { sub: "user|hana", email: "hana@example.test" };
    const browser = shop.as(hana);
    await buy(shop, browser, [kit("c12")]);
    expect(await browser.addToCart(kit("c12"))).toEqual({
      __typename: "AlreadyOwnedError",
      errorCode: "ALREADY_OWNED",
      message: "The c12 Affair is already in your library.",
      storyId: "c12",
    });
    // Someone else may still buy it.
    expect((await shop.as({ sub: "user|ivan" }).addToCart(kit("c12"))).__typename).toBe("Cart");
  });

  it("answers ALREADY_OWNED for a story bought as a visitor with the account's verified email, before the library claimed it", async () => {
    await buy(shop, shop.visitor(), [kit("c13")], { email: "jude@example.test" });
    const jude = shop.as({ sub: "user|jude", email: "jude@example.test", emailVerified: true });
    expect(await jude.addToCart(kit("c13"))).toMatchObject({ __typename: "AlreadyOwnedError", storyId: "c13" });
    // An unverified claim to the same email owns nothing.
    const impostor = shop.as({ sub: "user|impostor", email: "jude@example.test", emailVerified: false });
    expect((await impostor.addToCart(kit("c13"))).__typename).toBe("Cart");
  });

  it.each(["not-an-email", "a@b", "two@@example.com", "", `${"x".repeat(250)}@example.com`, "spaced out@example.com"])(
    "refuses the cart email %j",
    async (email) => {
      const browser = shop.visitor();
      await browser.addToCart(kit("c13"));
      expect(await browser.setCartEmail(email)).toEqual({
        __typename: "InvalidArgumentError",
        errorCode: "INVALID_ARGUMENT",
        message: "Enter a valid email address, like name@example.com.",
        argument: "email",
      });
      expect((await browser.cart()).email).toBeNull();
    },
  );

  it("keeps a visitor's email, trimmed and lower-cased, with their cart", async () => {
    const browser = shop.visitor();
    const set = await browser.setCartEmail("  Nancy.Drew@Example.COM ");
    expect(set).toMatchObject({ __typename: "Cart", email: "nancy.drew@example.com", count: 0 });
    expect(browser.visitorToken).not.toBeNull();
    expect((await browser.cart()).email).toBe("nancy.drew@example.com");
  });
});

describe("the limit on cart changes", () => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(testDatabaseKinds()[0]!, { stories: storyFixtures("r", 5), env: { CART_WRITES_PER_MINUTE: "3" } });
  });
  afterAll(async () => {
    await shop.stop();
  });

  it("refuses a caller's changes past the limit with RATE_LIMITED (429), without touching their cart or anyone else's", async () => {
    const visitor = shop.visitor();
    for (const id of ["r01", "r02", "r03"]) expect((await visitor.addToCart(kit(id))).__typename).toBe("Cart");

    const refused = await visitor.graphql<unknown>(`mutation { addToCart(productId: "${kit("r04")}") { __typename } }`);
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/), extensions: { code: "RATE_LIMITED" } });
    expect(productIds(await visitor.cart())).toEqual([kit("r01"), kit("r02"), kit("r03")]);

    // A signed-in caller is counted by account and by address: from the address past its limit they are refused too,
    // from another (named by the trusted loopback proxy) they are not.
    const neighbour = shop.as({ sub: "user|limited-neighbour", email: "neighbour@example.test" });
    expect((await neighbour.graphql<unknown>(`mutation { addToCart(productId: "${kit("r05")}") { __typename } }`)).status).toBe(429);
    const elsewhere = await fetch(`${shop.gateway.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${shop.token({ sub: "user|limited-neighbour" })}`, "x-forwarded-for": "203.0.113.9" },
      body: JSON.stringify({ query: `mutation { addToCart(productId: "${kit("r05")}") { __typename } }` }),
    });
    expect(await elsewhere.json()).toEqual({ data: { addToCart: { __typename: "Cart" } } });
  });
});
