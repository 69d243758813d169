import { describe, expect, it } from "vitest";
import { CARD_MESSAGES, type CardForm, checkCard, passesLuhn } from "./sandbox-cards";

const NOW = new Date("2030-06-15T12:00:00Z");
const GOOD: CardForm = { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "  Jane   Doe " };

describe("the sandbox's card rules", () => {
  it("approves 4242 4242 4242 4242, however it is spaced, with the name tidied", () => {
    expect(checkCard(GOOD, NOW)).toEqual({ outcome: "approved", cardholderName: "Jane Doe" });
    expect(checkCard({ ...GOOD, number: "4242-4242-4242-4242" }, NOW).outcome).toBe("approved");
  });

  it("declines 4000 0000 0000 0002, but only once the rest of the form is right", () => {
    expect(checkCard({ ...GOOD, number: "4000000000000002" }, NOW)).toEqual({ outcome: "declined", message: CARD_MESSAGES.declined });
    expect(checkCard({ ...GOOD, number: "4000000000000002", cvc: "12" }, NOW)).toEqual({ outcome: "invalid", errors: { cvc: CARD_MESSAGES.cvcMalformed } });
  });

  it("tells a mistyped number from a real card that the sandbox does not take", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(checkCard({ ...GOOD, number: "4242 4242 4242 4241" }, NOW)).toEqual({ outcome: "invalid", errors: { number: CARD_MESSAGES.numberInvalid } });
    expect(checkCard({ ...GOOD, number: "5555 5555 5555 4444" }, NOW)).toEqual({ outcome: "invalid", errors: { number: CARD_MESSAGES.numberNotTestCard } });
    expect(checkCard({ ...GOOD, number: "42424242abcd" }, NOW)).toEqual({ outcome: "invalid", errors: { number: CARD_MESSAGES.numberInvalid } });
  });

  it("takes a card through the last day of its expiry month", () => {
    for (const expiry of ["06/30", "6/30", "0630", "06 / 30", "07/30"]) expect(checkCard({ ...GOOD, expiry }, NOW).outcome).toBe("approved");
    expect(checkCard({ ...GOOD, expiry: "05/30" }, NOW)).toEqual({ outcome: "invalid", errors: { expiry: CARD_MESSAGES.expiryPast } });
    expect(checkCard({ ...GOOD, expiry: "13/30" }, NOW)).toEqual({ outcome: "invalid", errors: { expiry: CARD_MESSAGES.expiryMalformed } });
  });

  it("reports every wrong field at once, each with its own message", () => {
    expect(checkCard({ number: "", expiry: "", cvc: "", name: " " }, NOW)).toEqual({
      outcome: "invalid",
      errors: { number: CARD_MESSAGES.numberMissing, expiry: CARD_MESSAGES.expiryMissing, cvc: CARD_MESSAGES.cvcMissing, name: CARD_MESSAGES.nameMissing },
    });
    expect(checkCard({ ...GOOD, cvc: "12345", name: "x".repeat(101) }, NOW)).toEqual({ outcome: "invalid", errors: { cvc: CARD_MESSAGES.cvcMalformed, name: CARD_MESSAGES.nameTooLong } });
  });
});
