import type { ShopConfig } from "./config";

/** 32 characters of a random base64 string carry well over 128 bits, out of reach of guessing a link's signature. */
export const MINIMUM_SIGNING_SECRET_LENGTH = 32;

/**
 * In production the shop refuses to start on settings that would put accounts, payments or paid files at risk,
 * and says what to set instead.
 */
export function unsafeProductionSettings(config: ShopConfig, env: Record<string, string | undefined> = process.env): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  const url = new URL(config.publicUrl);
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (config.auth.provider === "embedded" && url.protocol !== "https:" && !local) {
    problems.push(`PUBLIC_URL must be https:// when the embedded identity provider serves sign-in (got ${config.publicUrl}); or set AUTH0_DOMAIN, AUTH0_CLIENT_ID and AUTH0_AUDIENCE.`);
  }
  if (config.auth.provider === "auth0" && (!env.AUTH0_CLIENT_ID || !env.AUTH0_AUDIENCE)) {
    problems.push("AUTH0_DOMAIN is set: set AUTH0_CLIENT_ID and AUTH0_AUDIENCE too.");
  }
  if (config.auth.provider === "embedded" && !config.mail.smtpUrl) {
    problems.push("SMTP_URL must be set in production, so verification and password-reset emails reach people.");
  }
  if (!config.signingSecret || config.signingSecret.length < MINIMUM_SIGNING_SECRET_LENGTH) {
    const found = config.signingSecret ? ` (it has ${config.signingSecret.length})` : "";
    problems.push(
      `SIGNING_SECRET must be set to a random string of at least ${MINIMUM_SIGNING_SECRET_LENGTH} characters${found}, the same on every gateway; ` +
        "it signs download links, order links and webhooks. For example: openssl rand -base64 48",
    );
  }
  if (config.payments.provider !== "stripe") {
    problems.push("PAYMENT_PROVIDER must be stripe in production: the sandbox checkout hands out kits for a test card.");
  } else if (!config.payments.stripeSecretKey || !config.payments.stripeWebhookSecret) {
    problems.push("PAYMENT_PROVIDER is stripe: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.");
  }
  problems.push(...disabledRateLimits(config));
  return problems;
}

/**
 * Limits that keep one caller from flooding the shop. Turning one off is a choice for tests and benchmarks, never for
 * customers; a limit may be raised as far as the shop needs instead.
 */
function disabledRateLimits(config: ShopConfig): string[] {
  const limits: [string, number][] = [
    ["MUTATIONS_PER_MINUTE", config.rateLimits.mutationsPerMinute],
    ["CHECKOUTS_PER_MINUTE", config.rateLimits.checkoutsPerMinute],
    ["CART_WRITES_PER_MINUTE", config.rateLimits.cartWritesPerMinute],
    ["EVENT_BATCHES_PER_SESSION_PER_MINUTE", config.rateLimits.eventBatchesPerSessionPerMinute],
    ["EVENT_BATCHES_PER_ADDRESS_PER_MINUTE", config.rateLimits.eventBatchesPerAddressPerMinute],
    ...(config.auth.provider === "embedded"
      ? ([
          ["SIGN_INS_PER_MINUTE", config.rateLimits.signInsPerMinute],
          ["SIGN_UPS_PER_MINUTE", config.rateLimits.signUpsPerMinute],
        ] satisfies [string, number][])
      : []),
  ];
  const off = limits.filter(([, perMinute]) => perMinute === 0).map(([name]) => name);
  return off.length === 0 ? [] : [`${off.join(", ")} must not be 0 in production: 0 turns the limit off. Raise it instead if it is too low.`];
}
