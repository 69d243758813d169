import { describe, expect, it } from "vitest";
import { EMAIL_ADDRESS_MAX_LENGTH, isEmailAddress } from "./email-address";

describe("an email address", () => {
  it.each(["ada@example.com", "ada.lovelace+kits@mail.example.co.uk", "o'brien@example.ie", "x@a-b.example"])("accepts %s", (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    ["no @", "ada.example.com"],
    ["no dot in the domain", "ada@localhost"],
    ["two recipients", "ada@example.com,eve@example.com"],
    ["a display name", "Ada <ada@example.com>"],
    ["markup", "<script>alert(1)</script>@example.com"],
    ["a space", "ada lovelace@example.com"],
    ["a quote", '"ada"@example.com'],
    ["a line break", "ada@example.com\nBcc: eve@example.com"],
    ["a domain label starting with a hyphen", "ada@-example.com"],
  ])("refuses one with %s", (_what, address) => {
    expect(isEmailAddress(address)).toBe(false);
  });

  it("is at most 254 characters", () => {
    const atLimit = `${"a".repeat(EMAIL_ADDRESS_MAX_LENGTH - "@example.com".length)}@example.com`;
    expect(isEmailAddress(atLimit)).toBe(true);
    expect(isEmailAddress(`a${atLimit}`)).toBe(false);
  });
});
