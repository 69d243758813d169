import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { unsafeProductionSettings } from "./production-safety";

/** What a production shop needs beyond sign-in: a shared signing secret and real payments. */
const SIGNING_AND_PAYMENTS = {
  SIGNING_SECRET: "k9Vb1xQe7TzR4mWc2LpN8sYd5HgJ0uFa3oKi6EwB",
  PAYMENT_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_live_example",
  STRIPE_WEBHOOK_SECRET: "whsec_example",
};

const SAFE_PRODUCTION = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://shop.example.test",
  SMTP_URL: "smtp://mail.example.test:587",
  ...SIGNING_AND_PAYMENTS,
};

describe("production safety", () => {
  it("accepts any development setup", () => {
    expect(unsafeProductionSettings(loadConfig({}), {})).toEqual([]);
  });

  it("refuses the embedded provider on plain http outside localhost, and no SMTP", () => {
    const env = { NODE_ENV: "production", PUBLIC_URL: "http://shop.example.test", ...SIGNING_AND_PAYMENTS };
    const problems = unsafeProductionSettings(loadConfig(env), env);
    expect(problems.join("\n")).toMatch(/PUBLIC_URL must be https/);
    expect(problems.join("\n")).toMatch(/SMTP_URL must be set/);
  });

  it("accepts the embedded provider on https with SMTP", () => {
    expect(unsafeProductionSettings(loadConfig(SAFE_PRODUCTION), SAFE_PRODUCTION)).toEqual([]);
  });

  it("asks for the rest of the Auth0 settings", () => {
    const env = { NODE_ENV: "production", PUBLIC_URL: "https://shop.example.test", AUTH0_DOMAIN: "tenant.eu.auth0.com", ...SIGNING_AND_PAYMENTS };
    expect(unsafeProductionSettings(loadConfig(env), env)).toEqual(["AUTH0_DOMAIN is set: set AUTH0_CLIENT_ID and AUTH0_AUDIENCE too."]);
  });

  it("grants no admin by default in production", () => {
    expect(loadConfig({ NODE_ENV: "production" }).auth.adminEmails.size).toBe(0);
    expect([...loadConfig({}).auth.adminEmails]).toEqual(["admin@coldcasekits.com"]);
  });

  it("refuses to start without a signing secret, or with a short one, without revealing it", () => {
    const withoutSecret = { ...SAFE_PRODUCTION, SIGNING_SECRET: undefined };
    expect(unsafeProductionSettings(loadConfig(withoutSecret), withoutSecret)).toEqual([expect.stringMatching(/^SIGNING_SECRET must be set .* at least 32 characters, the same on every gateway/)]);

    const short = { ...SAFE_PRODUCTION, SIGNING_SECRET: "correct-horse-battery-staple" };
    const problems = unsafeProductionSettings(loadConfig(short), short);
    expect(problems).toEqual([expect.stringMatching(/^SIGNING_SECRET must be set .*\(it has 28\)/)]);
    expect(problems[0]).not.toContain("correct-horse");

    const exactly32 = { ...SAFE_PRODUCTION, SIGNING_SECRET: "x".repeat(32) };
    expect(unsafeProductionSettings(loadConfig(exactly32), exactly32)).toEqual([]);
  });

  it("refuses every rate limit turned off, naming each, and accepts high ones and a single gateway without Redis", () => {
    const off = {
      ...SAFE_PRODUCTION,
      MUTATIONS_PER_MINUTE: "0",
      CHECKOUTS_PER_MINUTE: "0",
      CART_WRITES_PER_MINUTE: "0",
      EVENT_BATCHES_PER_SESSION_PER_MINUTE: "0",
      EVENT_BATCHES_PER_ADDRESS_PER_MINUTE: "0",
      SIGN_INS_PER_MINUTE: "0",
      SIGN_UPS_PER_MINUTE: "0",
    };
    expect(unsafeProductionSettings(loadConfig(off), off)).toEqual([
      "MUTATIONS_PER_MINUTE, CHECKOUTS_PER_MINUTE, CART_WRITES_PER_MINUTE, EVENT_BATCHES_PER_SESSION_PER_MINUTE, EVENT_BATCHES_PER_ADDRESS_PER_MINUTE, " +
        "SIGN_INS_PER_MINUTE, SIGN_UPS_PER_MINUTE must not be 0 in production: 0 turns the limit off. Raise it instead if it is too low.",
    ]);

    const one = { ...SAFE_PRODUCTION, SIGN_UPS_PER_MINUTE: "0" };
    expect(unsafeProductionSettings(loadConfig(one), one)).toEqual([expect.stringMatching(/^SIGN_UPS_PER_MINUTE must not be 0/)]);

    const high = { ...SAFE_PRODUCTION, MUTATIONS_PER_MINUTE: "100000", SIGN_INS_PER_MINUTE: "1000" };
    expect(loadConfig(high).redisUrl).toBeNull();
    expect(unsafeProductionSettings(loadConfig(high), high)).toEqual([]);
  });

  it("lets Auth0 shops leave the embedded provider's sign-in limits off, since it does not run", () => {
    const env = {
      ...SAFE_PRODUCTION,
      AUTH0_DOMAIN: "tenant.eu.auth0.com",
      AUTH0_CLIENT_ID: "client",
      AUTH0_AUDIENCE: "https://shop.example.test/api-coldcase",
      SIGN_INS_PER_MINUTE: "0",
      SIGN_UPS_PER_MINUTE: "0",
    };
    expect(unsafeProductionSettings(loadConfig(env), env)).toEqual([]);
  });

  it("reads the new limits, with their defaults", () => {
    expect(loadConfig({}).rateLimits).toMatchObject({ mutationsPerMinute: 120, signInsPerMinute: 10, signUpsPerMinute: 5 });
    expect(loadConfig({ MUTATIONS_PER_MINUTE: "7" }).rateLimits.mutationsPerMinute).toBe(7);
    expect(() => loadConfig({ SIGN_INS_PER_MINUTE: "-1" })).toThrow(/SIGN_INS_PER_MINUTE must be a whole number/);
  });

  it("refuses the sandbox checkout, which hands out kits for a test card", () => {
    for (const provider of [undefined, "sandbox"]) {
      const env = { ...SAFE_PRODUCTION, PAYMENT_PROVIDER: provider };
      expect(unsafeProductionSettings(loadConfig(env), env)).toEqual([
        "PAYMENT_PROVIDER must be stripe in production: the sandbox checkout hands out kits for a test card.",
      ]);
    }
  });

  it("refuses Stripe without both keys, whatever the environment", () => {
    for (const nodeEnv of ["production", "development", undefined]) {
      const base = { ...SAFE_PRODUCTION, NODE_ENV: nodeEnv };
      expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: "" })).toThrow('PAYMENT_PROVIDER is "stripe": set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (missing STRIPE_SECRET_KEY)');
      expect(() => loadConfig({ ...base, STRIPE_WEBHOOK_SECRET: undefined })).toThrow("(missing STRIPE_WEBHOOK_SECRET)");
      expect(() => loadConfig({ PAYMENT_PROVIDER: "stripe", NODE_ENV: nodeEnv })).toThrow("(missing STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)");
    }
    // A configuration assembled in code rather than loaded from the environment is checked as well.
    const config = loadConfig(SAFE_PRODUCTION);
    const withoutWebhookSecret = { ...config, payments: { ...config.payments, stripeWebhookSecret: null } };
    expect(unsafeProductionSettings(withoutWebhookSecret, SAFE_PRODUCTION)).toEqual(["PAYMENT_PROVIDER is stripe: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET."]);
  });
});

describe("payment and signing settings", () => {
  it("defaults to the sandbox, no signing secret and the support address for the operator", () => {
    const config = loadConfig({});
    expect(config.payments).toEqual({ provider: "sandbox", stripeSecretKey: null, stripeWebhookSecret: null });
    expect(config.signingSecret).toBeNull();
    expect(config.operatorEmail).toBe("support@coldcasekits.com");
    expect(loadConfig({ SUPPORT_EMAIL: "help@example.test" }).operatorEmail).toBe("help@example.test");
    expect(loadConfig({ OPERATOR_EMAIL: "ops@example.test" }).operatorEmail).toBe("ops@example.test");
  });

  it("reads Stripe's keys and the signing secret", () => {
    const config = loadConfig(SIGNING_AND_PAYMENTS);
    expect(config.payments).toEqual({ provider: "stripe", stripeSecretKey: "sk_live_example", stripeWebhookSecret: "whsec_example" });
    expect(config.signingSecret).toBe(SIGNING_AND_PAYMENTS.SIGNING_SECRET);
  });

  it("names the two accepted payment providers when given another", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "paypal" })).toThrow('PAYMENT_PROVIDER must be "sandbox" or "stripe", got "paypal"');
    expect(() => loadConfig({ PAYMENT_PROVIDER: "Stripe" })).toThrow('PAYMENT_PROVIDER must be "sandbox" or "stripe", got "Stripe"');
  });
});
