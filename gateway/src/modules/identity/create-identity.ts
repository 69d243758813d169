import type { DataSource } from "typeorm";
import type { ShopConfig } from "../../platform/config";
import { logger } from "../../platform/logger";
import { Mailer } from "../../platform/mailer";
import { AccountsService } from "./accounts.service";
import { createEmbeddedProvider } from "./embedded-provider";
import { deleteExpiredRecords } from "./oidc-adapter";
import { SignInThrottle } from "./sign-in-throttle";

const HOUR_MS = 60 * 60 * 1000;

/** The embedded identity provider with its accounts, used when no Auth0 tenant is configured. */
export async function createIdentity(config: ShopConfig, db: DataSource) {
  const mailer = new Mailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, dataDir: config.dataDir });
  const accounts = new AccountsService(db, mailer, new SignInThrottle(), { publicUrl: config.publicUrl, autoVerifyEmail: config.autoVerifyEmail });
  const provider = await createEmbeddedProvider(
    {
      publicUrl: config.publicUrl,
      issuer: config.auth.issuer,
      audience: config.auth.audience,
      emailClaim: config.auth.emailClaim,
      emailVerifiedClaim: config.auth.emailVerifiedClaim,
    },
    db,
    accounts,
  );
  await deleteExpiredRecords(db);
  // Expired sessions, codes and tokens are dropped hourly; the timer never keeps the process alive.
  setInterval(() => void deleteExpiredRecords(db).catch((error: unknown) => logger.error("identity.cleanup_failed", { error })), HOUR_MS).unref();
  return { provider, accounts };
}
