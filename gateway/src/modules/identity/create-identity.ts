import type { ShopConfig } from "../../platform/config";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { logger } from "../../platform/logger";
import type { Mailer } from "../../platform/mailer";
import type { RateLimitStore } from "../../platform/rate-limit-store";
import { AccountsService } from "./accounts.service";
import { createEmbeddedProvider } from "./embedded-provider";
import { IdentityStore } from "./identity-store";
import type { IdentityRateLimits } from "./identity.routes";
import { deleteExpiredRecords } from "./oidc-adapter";
import { SignInThrottle } from "./sign-in-throttle";

const HOUR_MS = 60 * 60 * 1000;

/** The embedded identity provider with its accounts, used when no Auth0 tenant is configured. */
export async function createIdentity(config: ShopConfig, uow: UnitOfWork, mailer: Mailer, rateLimits: RateLimitStore) {
  const store = new IdentityStore(uow);
  const accounts = new AccountsService(store, mailer, new SignInThrottle(rateLimits), { publicUrl: config.publicUrl, autoVerifyEmail: config.autoVerifyEmail });
  const provider = await createEmbeddedProvider(
    {
      publicUrl: config.publicUrl,
      issuer: config.auth.issuer,
      audience: config.auth.audience,
      emailClaim: config.auth.emailClaim,
      emailVerifiedClaim: config.auth.emailVerifiedClaim,
    },
    store,
    accounts,
  );
  await deleteExpiredRecords(store);
  // Expired sessions, codes and tokens are dropped hourly.
  const cleanup = setInterval(() => void deleteExpiredRecords(store).catch((error: unknown) => logger.error("identity.cleanup_failed", { error })), HOUR_MS);
  cleanup.unref();
  const limits: IdentityRateLimits = {
    signIns: rateLimits.limit("sign-ins", config.rateLimits.signInsPerMinute),
    passwordResets: rateLimits.limit("password-resets", config.rateLimits.signInsPerMinute),
    signUps: rateLimits.limit("sign-ups", config.rateLimits.signUpsPerMinute),
  };
  return { provider, accounts, limits, stop: () => clearInterval(cleanup) };
}
