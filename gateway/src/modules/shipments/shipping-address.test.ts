import { describe, expect, it } from "vitest";
import type { ShippingAddressInput } from "../cart";
import { ShippingRegion } from "./shipment-status";
import { PLAIN_TEXT_MESSAGE } from "../../platform/plain-text";
import { ADDRESS_LIMITS, checkShippingAddress } from "./shipping-address";
import { isNorthAmerican, regionOfHardCopyProduct } from "./shipping-region";

const { NORTH_AMERICA, INTERNATIONAL } = ShippingRegion;

const TORONTO: ShippingAddressInput = {
  fullName: "Ada Lovelace",
  email: "Ada@Example.test",
  street: "100 Queen St W",
  city: "Toronto",
  state: "Ontario",
  postalCode: "M5H 2N2",
  country: "Canada",
  phone: "+1 (416) 555-0100",
};

/** The field errors of checking this address (none when it passes). */
function errorsOf(changes: Partial<ShippingAddressInput>, region = NORTH_AMERICA): Record<string, unknown> {
  const result = checkShippingAddress({ ...TORONTO, ...changes }, region);
  return result.ok ? {} : { ...result.error.details };
}

const chars = (count: number, char = "a") => char.repeat(count);

describe("a shipping address", () => {
  it("is kept trimmed, with the email lower-cased and an empty phone as none", () => {
    const result = checkShippingAddress({ ...TORONTO, fullName: "  Ada Lovelace  ", city: "\tToronto\n", phone: "   " }, NORTH_AMERICA);
    expect(result).toEqual({ ok: true, value: { ...TORONTO, email: "ada@example.test", phone: null } });
  });

  it("reports every field at fault at once, each with its own message, in the order of the form", () => {
    const result = checkShippingAddress({ fullName: " ", email: "nope", street: "", city: "", state: "", postalCode: "", country: "", phone: "12" }, NORTH_AMERICA);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.errorCode).toBe("INVALID_DETAILS");
    expect(result.error.details).toEqual({
      "shippingAddress.fullName": "Full name is required.",
      "shippingAddress.email": "Enter a valid email address, like name@example.com.",
      "shippingAddress.street": "Street address is required.",
      "shippingAddress.city": "City is required.",
      "shippingAddress.state": "State or province is required.",
      "shippingAddress.postalCode": "ZIP or postal code is required.",
      "shippingAddress.country": "Country is required.",
      "shippingAddress.phone": "Phone needs at least 5 digits.",
    });
    expect(Object.keys(result.error.details ?? {})).toEqual([
      "shippingAddress.fullName",
      "shippingAddress.email",
      "shippingAddress.street",
      "shippingAddress.city",
      "shippingAddress.state",
      "shippingAddress.postalCode",
      "shippingAddress.country",
      "shippingAddress.phone",
    ]);
  });

  it.each([
    ["fullName", "Full name"],
    ["street", "Street address"],
    ["city", "City"],
    ["state", "State or province"],
  ] as const)("takes a %s of 1 to its limit, not more", (field, label) => {
    const max = ADDRESS_LIMITS[field];
    expect(errorsOf({ [field]: "x" })).toEqual({});
    expect(errorsOf({ [field]: chars(max) })).toEqual({});
    expect(errorsOf({ [field]: chars(max + 1) })).toEqual({ [`shippingAddress.${field}`]: `${label} can be at most ${max} characters.` });
    expect(errorsOf({ [field]: "" })).toEqual({ [`shippingAddress.${field}`]: `${label} is required.` });
  });

  it("counts characters as people do: 100 emoji fit a name of 100", () => {
    expect(errorsOf({ fullName: chars(100, "🕵") })).toEqual({});
    expect(errorsOf({ fullName: chars(101, "🕵") })).toEqual({ "shippingAddress.fullName": "Full name can be at most 100 characters." });
  });

  it("refuses a 10,000-character city", () => {
    expect(errorsOf({ city: chars(10_000) })).toEqual({ "shippingAddress.city": "City can be at most 100 characters." });
  });

  it("takes an email up to 254 characters that looks like one", () => {
    const local = chars(64);
    // DNS labels are at most 63 characters, so the long domain is three of them.
    const at254 = `${local}@${chars(63)}.${chars(63)}.${chars(254 - 64 - 1 - 63 - 1 - 63 - 1 - 5)}.test`;
    expect(at254).toHaveLength(254);
    expect(errorsOf({ email: at254 })).toEqual({});
    expect(errorsOf({ email: `a${at254}` })).toEqual({ "shippingAddress.email": "Email can be at most 254 characters." });
    expect(errorsOf({ email: "" })).toEqual({ "shippingAddress.email": "Email is required." });
    for (const bad of ["ada", "ada@example", "ada@@example.test", "ada lovelace@example.test", "@example.test"]) {
      expect(errorsOf({ email: bad })).toEqual({ "shippingAddress.email": "Enter a valid email address, like name@example.com." });
    }
  });

  it("takes a postal code of 1 to 20 letters, digits, spaces and hyphens", () => {
    for (const good of ["1", "90210", "M5H 2N2", "75002", "SW1A 1AA", "12345-6789", chars(20, "9")]) expect(errorsOf({ postalCode: good })).toEqual({});
    expect(errorsOf({ postalCode: chars(21, "9") })).toEqual({ "shippingAddress.postalCode": "ZIP or postal code can be at most 20 characters." });
    for (const bad of ["M5H_2N2", "75002!", "<b>1</b>", "١٢٣"]) {
      expect(errorsOf({ postalCode: bad })).toEqual({ "shippingAddress.postalCode": "ZIP or postal code can contain only letters, digits, spaces and hyphens." });
    }
  });

  it("takes a country of 1 to 60 characters", () => {
    const sixty = `Republic of ${chars(48, "x")}`;
    expect(sixty).toHaveLength(60);
    expect(errorsOf({ country: sixty }, INTERNATIONAL)).toEqual({});
    expect(errorsOf({ country: `${sixty}x` }, INTERNATIONAL)).toEqual({ "shippingAddress.country": "Country can be at most 60 characters." });
  });

  it("takes no phone, or up to 30 digits, spaces and + ( ) - . with at least 5 digits", () => {
    expect(errorsOf({ phone: null })).toEqual({});
    expect(errorsOf({ phone: undefined })).toEqual({});
    expect(errorsOf({ phone: "12345" })).toEqual({});
    expect(errorsOf({ phone: "+1 (416) 555-0100" })).toEqual({});
    expect(errorsOf({ phone: "+33.1.23.45.67.89" })).toEqual({});
    expect(errorsOf({ phone: chars(30, "1") })).toEqual({});
    expect(errorsOf({ phone: chars(31, "1") })).toEqual({ "shippingAddress.phone": "Phone can be at most 30 characters." });
    expect(errorsOf({ phone: "1234" })).toEqual({ "shippingAddress.phone": "Phone needs at least 5 digits." });
    expect(errorsOf({ phone: "(+) - . 1234" })).toEqual({ "shippingAddress.phone": "Phone needs at least 5 digits." });
    expect(errorsOf({ phone: "555-0100 ext 2" })).toEqual({ "shippingAddress.phone": "Phone can contain only digits, spaces and + ( ) - ." });
  });

  it("refuses control characters inside any field, and keeps angle brackets and quotes as text", () => {
    for (const field of ["fullName", "street", "city", "state", "country"] as const) {
      expect(errorsOf({ country: "France", [field]: "Line one\nLine two" }, INTERNATIONAL)).toEqual({ [`shippingAddress.${field}`]: PLAIN_TEXT_MESSAGE });
    }
    expect(errorsOf({ email: "ada\u0000@example.test" })).toEqual({ "shippingAddress.email": PLAIN_TEXT_MESSAGE });
    expect(errorsOf({ postalCode: "M5H\t2N2" })).toEqual({ "shippingAddress.postalCode": PLAIN_TEXT_MESSAGE });
    expect(errorsOf({ phone: "555\r\n0100" })).toEqual({ "shippingAddress.phone": PLAIN_TEXT_MESSAGE });
    expect(errorsOf({ street: "1 Main St\u202Eevil" })).toEqual({ "shippingAddress.street": PLAIN_TEXT_MESSAGE });
    expect(errorsOf({ fullName: `"><img src=x onerror=alert(1)>`, street: "<script>alert(1)</script>", city: "{{7*7}}", state: "O'Brien \"County\"" })).toEqual({});
  });
});

describe("the country and the shipping option", () => {
  it.each(["United States", "United States of America", "USA", "US", "U.S.A.", "u.s.", "Canada", "CANADA", "CA", "Mexico", "México", "MEXICO", "MX", "  united   states  "])(
    "knows %s is in North America",
    (country) => {
      expect(isNorthAmerican(country)).toBe(true);
      expect(errorsOf({ country }, NORTH_AMERICA)).toEqual({});
    },
  );

  it.each(["France", "United Kingdom", "Guatemala", "Canadaa", "USSR", "America"])("knows %s is not", (country) => {
    expect(isNorthAmerican(country)).toBe(false);
    expect(errorsOf({ country }, INTERNATIONAL)).toEqual({});
  });

  it("sends a country outside North America to the International option", () => {
    expect(errorsOf({ country: "France" }, NORTH_AMERICA)).toEqual({
      "shippingAddress.country": "France is outside North America (USA, Canada, Mexico): choose the International option ($49.95).",
    });
  });

  it("sends a North American country to the North America option", () => {
    expect(errorsOf({ country: "México" }, INTERNATIONAL)).toEqual({
      "shippingAddress.country": "México is in North America: choose the North America option ($34.95).",
    });
  });

  it("tells the option of a hard-copy product by the option the products module gives it", () => {
    expect(regionOfHardCopyProduct({ shippingOption: "northAmerica" })).toBe(NORTH_AMERICA);
    expect(regionOfHardCopyProduct({ shippingOption: "international" })).toBe(INTERNATIONAL);
    expect(regionOfHardCopyProduct({})).toBeNull();
  });
});
