import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { WebhookSignatureError } from "../payment-provider";
import { signSandboxWebhook, verifySandboxWebhook } from "./sandbox-signature";

const SECRET = "whsec_sandbox";
const BODY = Buffer.from(JSON.stringify({ id: "evt_1", type: "payment_succeeded" }));
const NOW = 1_900_000_000;

function refusal(run: () => void): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookSignatureError);
    return (error as Error).message;
  }
  throw new Error("expected the webhook to be refused");
}

describe("the sandbox webhook signature", () => {
  it("is Stripe's scheme: t=<seconds>,v1=<hex HMAC-SHA256 of '<t>.<body>'>", () => {
    const expected = createHmac("sha256", SECRET).update(`${NOW}.${BODY.toString()}`).digest("hex");
    expect(signSandboxWebhook(SECRET, BODY, NOW)).toBe(`t=${NOW},v1=${expected}`);
  });

  it("verifies a body signed with the secret within the tolerance, either side of now", () => {
    expect(() => verifySandboxWebhook(SECRET, BODY, signSandboxWebhook(SECRET, BODY, NOW), NOW)).not.toThrow();
    expect(() => verifySandboxWebhook(SECRET, BODY, signSandboxWebhook(SECRET, BODY, NOW - 300), NOW)).not.toThrow();
    expect(() => verifySandboxWebhook(SECRET, BODY, signSandboxWebhook(SECRET, BODY, NOW + 300), NOW)).not.toThrow();
  });

  it("accepts any one matching v1 among several, as during a secret roll-over", () => {
    const header = `${signSandboxWebhook("old-secret", BODY, NOW)},v1=${signSandboxWebhook(SECRET, BODY, NOW).split("v1=")[1]}`;
    expect(() => verifySandboxWebhook(SECRET, BODY, header, NOW)).not.toThrow();
  });

  it("refuses another secret, an altered body and a moved timestamp", () => {
    expect(refusal(() => verifySandboxWebhook(SECRET, BODY, signSandboxWebhook("another-secret", BODY, NOW), NOW))).toMatch(/does not match/);
    const altered = Buffer.from(BODY.toString().replace("evt_1", "evt_2"));
    expect(refusal(() => verifySandboxWebhook(SECRET, altered, signSandboxWebhook(SECRET, BODY, NOW), NOW))).toMatch(/does not match/);
    const moved = signSandboxWebhook(SECRET, BODY, NOW).replace(`t=${NOW}`, `t=${NOW + 1}`);
    expect(refusal(() => verifySandboxWebhook(SECRET, BODY, moved, NOW))).toMatch(/does not match/);
  });

  it("refuses a timestamp more than 300 s from now, in the past or the future", () => {
    expect(refusal(() => verifySandboxWebhook(SECRET, BODY, signSandboxWebhook(SECRET, BODY, NOW - 301), NOW))).toMatch(/tolerance/);
    expect(refusal(() => verifySandboxWebhook(SECRET, BODY, signSandboxWebhook(SECRET, BODY, NOW + 301), NOW))).toMatch(/tolerance/);
  });

  it("refuses a missing, empty, repeated or garbled header", () => {
    expect(refusal(() => verifySandboxWebhook(SECRET, BODY, undefined, NOW))).toMatch(/missing/);
    expect(refusal(() => verifySandboxWebhook(SECRET, BODY, "", NOW))).toMatch(/missing/);
    const header = signSandboxWebhook(SECRET, BODY, NOW);
    expect(refusal(() => verifySandboxWebhook(SECRET, BODY, [header, header], NOW))).toMatch(/missing/);
    expect(refusal(() => verifySandboxWebhook(SECRET, BODY, "garbage", NOW))).toMatch(/form/);
    expect(refusal(() => verifySandboxWebhook(SECRET, BODY, `t=${NOW}`, NOW))).toMatch(/no v1/);
    expect(refusal(() => verifySandboxWebhook(SECRET, BODY, header.replace(/v1=[0-9a-f]+/, "v1=abc"), NOW))).toMatch(/no v1/);
    expect(refusal(() => verifySandboxWebhook(SECRET, BODY, header.replace(/t=\d+/, "t=soon"), NOW))).toMatch(/no timestamp/);
  });
});
