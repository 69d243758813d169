import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Shop, startShop, storyFixtures } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { addHardCopy, international, northAmerica, PARIS, TORONTO } from "./shipments.test-fixtures";

describe.each(testDatabaseKinds())("a hard copy in the cart on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("c", 2) });
  });
  afterAll(async () => {
    await shop.stop();
  });

  it("goes into a visitor's cart with its address, summed up in one line", async () => {
    const browser = shop.visitor();
    const added = await addHardCopy(browser, northAmerica("c01"), { ...TORONTO, fullName: "  Ada Lovelace ", email: "ADA@Example.test" });
    expect(added).toMatchObject({
      __typename: "Cart",
      items: [{ productId: "print-na-c01", kind: "HARD_COPY", priceCents: 3495, detailsSummary: "Ships to Ada Lovelace, Toronto, Canada" }],
    });
    const again = await addHardCopy(browser, international("c01"), PARIS);
    expect(again.items?.map((item) => [item.productId, item.priceCents, item.detailsSummary])).toEqual([
      ["print-na-c01", 3495, "Ships to Ada Lovelace, Toronto, Canada"],
      ["print-intl-c01", 4995, "Ships to Hercule Poirot, Paris, France"],
    ]);
  });

  it("refuses the North America option for a country outside it, naming the option to choose", async () => {
    const browser = shop.visitor();
    const refused = await addHardCopy(browser, northAmerica("c02"), PARIS);
    expect(refused).toMatchObject({
      __typename: "InvalidDetailsError",
      errorCode: "INVALID_DETAILS",
      fieldErrors: [{ field: "shippingAddress.country", message: "France is outside North America (USA, Canada, Mexico): choose the International option ($49.95)." }],
    });
    expect((await browser.cart()).items).toEqual([]);
  });

  it("refuses the International option for a North American country, naming the option to choose", async () => {
    const refused = await addHardCopy(shop.visitor(), international("c02"), { ...TORONTO, country: "U.S.A." });
    expect(refused.fieldErrors).toEqual([{ field: "shippingAddress.country", message: "U.S.A. is in North America: choose the North America option ($34.95)." }]);
  });

  it("asks for the address when none is given", async () => {
    const refused = await addHardCopy(shop.visitor(), northAmerica("c02"), null);
    expect(refused).toMatchObject({ __typename: "InvalidDetailsError", fieldErrors: [{ field: "shippingAddress", message: "Enter the address to ship the hard copy to." }] });
  });

  it("answers every field at fault at once, a 10,000-character city among them", async () => {
    const refused = await addHardCopy(shop.visitor(), northAmerica("c02"), {
      fullName: "x".repeat(101),
      email: "not-an-email",
      street: "",
      city: "c".repeat(10_000),
      state: "Ontario",
      postalCode: "M5H_2N2",
      country: "Canada",
      phone: "123",
    });
    expect(refused.fieldErrors).toEqual([
      { field: "shippingAddress.fullName", message: "Full name can be at most 100 characters." },
      { field: "shippingAddress.email", message: "Enter a valid email address, like name@example.com." },
      { field: "shippingAddress.street", message: "Street address is required." },
      { field: "shippingAddress.city", message: "City can be at most 100 characters." },
      { field: "shippingAddress.postalCode", message: "ZIP or postal code can contain only letters, digits, spaces and hyphens." },
      { field: "shippingAddress.phone", message: "Phone needs at least 5 digits." },
    ]);
  });

  it("takes every field at its limit", async () => {
    const added = await addHardCopy(shop.visitor(), international("c02"), {
      fullName: "n".repeat(100),
      email: `${"e".repeat(64)}@${"d".repeat(63)}.${"d".repeat(63)}.${"d".repeat(56)}.test`,
      street: "s".repeat(200),
      city: "c".repeat(100),
      state: "p".repeat(100),
      postalCode: "9".repeat(20),
      country: "k".repeat(60),
      phone: "1".repeat(30),
    });
    expect(added.__typename).toBe("Cart");
  });
});
