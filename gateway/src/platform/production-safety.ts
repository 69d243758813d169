import type { ShopConfig } from "./config";

/**
 * In production the shop refuses to start on settings that would put accounts at risk, and
 * says what to set instead.
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
  return problems;
}
