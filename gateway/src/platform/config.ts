import path from "node:path";

export type DatabaseConfig =
  | { dialect: "sqlite"; file: string }
  | { dialect: "mysql"; url: string };

export interface AuthConfig {
  /** "auth0" when an Auth0 tenant is configured, else the shop's own embedded provider. */
  provider: "auth0" | "embedded";
  /** Token issuer, ending with a slash, exactly as it appears in the tokens' `iss`. */
  issuer: string;
  jwksUri: string;
  /** The shop API's audience, required in every access token. */
  audience: string;
  /** Accounts whose verified email is listed here are admins. */
  adminEmails: ReadonlySet<string>;
  /** With Auth0, an access token carrying this permission is an admin's. */
  adminPermission: string;
  /** The custom claims under which the provider puts the user's email and whether it is verified. */
  emailClaim: string;
  emailVerifiedClaim: string;
}

export interface PaymentsConfig {
  /** "sandbox" is the shop's own hosted checkout, which accepts a test card: never for real customers. */
  provider: "sandbox" | "stripe";
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
}

/** Limits counted against a signed-in caller's account and against the address of every caller; 0 turns one off. */
export interface CallerRateLimits {
  /** Root fields of GraphQL mutations, and REST writes under /api-coldcase, together. */
  mutationsPerMinute: number;
  /** Sign-in and password-reset attempts on the embedded provider's screens, counted per email and per address. */
  signInsPerMinute: number;
  /** Accounts the embedded provider's sign-up screen may create, counted per email and per address. */
  signUpsPerMinute: number;
}

export interface ShopConfig {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database: DatabaseConfig;
  frontendDist: string;
  seedCatalogue: boolean;
  /** How long catalogue reads and anonymous catalogue answers are kept in memory; 0 turns both caches off. */
  catalogueCacheTtlMs: number;
  /** How often a gateway sharing its MySQL database with others looks for their catalogue writes. */
  cacheSyncIntervalMs: number;
  /**
   * Cart changes and checkouts one caller may make per minute (counted against their account and their address), and
   * analytics batches one browser session and one address may send per minute; 0 turns a limit off.
   */
  rateLimits: { cartWritesPerMinute: number; checkoutsPerMinute: number; eventBatchesPerSessionPerMinute: number; eventBatchesPerAddressPerMinute: number } & CallerRateLimits;
  /** Redis, through which gateways tell each other of catalogue writes at once; null to rely on polling. */
  redisUrl: string | null;
  /** Which proxies' X-Forwarded-For is believed (Express's `trust proxy`): the client address every per-address limit counts. */
  trustProxy: boolean | number | string;
  /** Pages the server may be rendering at once; past that a visitor gets the page to render in the browser. 0: never. */
  serverRendersAtOnce: number;
  production: boolean;
  auth: AuthConfig;
  /** The storefront's Auth0 SDK settings, sent to the browser. */
  browserAuth: { domain: string; clientId: string; audience: string };
  mail: { smtpUrl: string | null; from: string };
  /** Development only: new accounts of the embedded provider count as verified without the email round trip. */
  autoVerifyEmail: boolean;
  /**
   * Signs download links, order links and the sandbox's webhooks. Every gateway of one shop must share it, or a link
   * issued by one is refused by another; null outside production, where a secret kept in the data directory is used.
   */
  signingSecret: string | null;
  payments: PaymentsConfig;
  /** Where requests that need a person (custom mysteries, fulfilment problems) are emailed. */
  operatorEmail: string;
  storefront: {
    homeSiteUrl: string;
    supportEmail: string;
    companyName: string;
    companyAddress: string;
    surveyUrl: string;
  };
}

type Env = Record<string, string | undefined>;

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 4000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

function parseMilliseconds(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of milliseconds, got "${raw}"`);
  return value;
}

function parseCount(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

/** As Express reads `trust proxy`: true or false, a number of hops, or addresses and subnets (`loopback`, `10.0.0.0/8, 10.1.2.3`). */
function parseTrustProxy(raw: string | undefined): boolean | number | string {
  const value = raw?.trim();
  if (!value) return "loopback";
  if (value === "true" || value === "false") return value === "true";
  return /^\d+$/.test(value) ? Number(value) : value;
}

function parseDatabase(raw: string | undefined, dataDir: string): DatabaseConfig {
  if (raw === undefined || raw === "") return { dialect: "sqlite", file: path.join(dataDir, "coldcase.sqlite") };
  if (raw.startsWith("mysql://") || raw.startsWith("mariadb://")) {
    return { dialect: "mysql", url: raw.replace(/^mariadb:/, "mysql:") };
  }
  if (raw.startsWith("sqlite:")) return { dialect: "sqlite", file: path.resolve(raw.slice("sqlite:".length)) };
  throw new Error(`DATABASE_URL must start with mysql://, mariadb:// or sqlite:, got "${raw}"`);
}

function parsePayments(env: Env): PaymentsConfig {
  const provider = env.PAYMENT_PROVIDER?.trim() || "sandbox";
  if (provider !== "sandbox" && provider !== "stripe") {
    throw new Error(`PAYMENT_PROVIDER must be "sandbox" or "stripe", got "${env.PAYMENT_PROVIDER}"`);
  }
  const stripeSecretKey = env.STRIPE_SECRET_KEY || null;
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET || null;
  // Refused at start-up in every environment, not at the first checkout: without both keys no payment can be taken or confirmed.
  if (provider === "stripe" && (!stripeSecretKey || !stripeWebhookSecret)) {
    const missing = [stripeSecretKey ? null : "STRIPE_SECRET_KEY", stripeWebhookSecret ? null : "STRIPE_WEBHOOK_SECRET"].filter((name) => name !== null);
    throw new Error(`PAYMENT_PROVIDER is "stripe": set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (missing ${missing.join(" and ")})`);
  }
  return { provider, stripeSecretKey, stripeWebhookSecret };
}

/** The address the development setup treats as the operator's; never an admin in production unless configured. */
const DEVELOPMENT_ADMIN_EMAIL = "admin@coldcasekits.com";
const CLAIM_NAMESPACE = "https://coldcasekits.com/";

function parseAuth(env: Env, publicUrl: string, production: boolean): AuthConfig {
  const domain = env.AUTH0_DOMAIN?.trim();
  const issuer = domain ? `https://${domain.replace(/^https?:\/\//, "").replace(/\/$/, "")}/` : `${publicUrl}/`;
  const adminEmails = (env.ADMIN_EMAILS ?? (production ? "" : DEVELOPMENT_ADMIN_EMAIL))
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email.length > 0);
  return {
    provider: domain ? "auth0" : "embedded",
    issuer,
    jwksUri: `${issuer}.well-known/jwks.json`,
    audience: env.AUTH0_AUDIENCE || `${publicUrl}/api-coldcase`,
    adminEmails: new Set(adminEmails),
    adminPermission: env.AUTH0_ADMIN_PERMISSION || "admin:shop",
    emailClaim: `${CLAIM_NAMESPACE}email`,
    emailVerifiedClaim: `${CLAIM_NAMESPACE}email_verified`,
  };
}

export function loadConfig(env: Env = process.env): ShopConfig {
  const dataDir = path.resolve(env.DATA_DIR || "data");
  const port = parsePort(env.PORT);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, "");
  const production = env.NODE_ENV === "production";
  const supportEmail = env.SUPPORT_EMAIL || "support@coldcasekits.com";
  return {
    port,
    host: env.HOST || "0.0.0.0",
    publicUrl,
    dataDir,
    database: parseDatabase(env.DATABASE_URL, dataDir),
    frontendDist: path.resolve(env.FRONTEND_DIST || path.join(__dirname, "../../../frontend/dist")),
    seedCatalogue: env.SEED_CATALOGUE !== "false",
    catalogueCacheTtlMs: parseMilliseconds("CATALOGUE_CACHE_TTL_MS", env.CATALOGUE_CACHE_TTL_MS, 10_000),
    cacheSyncIntervalMs: Math.max(parseMilliseconds("CACHE_SYNC_INTERVAL_MS", env.CACHE_SYNC_INTERVAL_MS, 1_000), 100),
    redisUrl: env.REDIS_URL || null,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    serverRendersAtOnce: parseCount("SERVER_RENDERS_AT_ONCE", env.SERVER_RENDERS_AT_ONCE, 4),
    rateLimits: {
      cartWritesPerMinute: parseCount("CART_WRITES_PER_MINUTE", env.CART_WRITES_PER_MINUTE, 120),
      checkoutsPerMinute: parseCount("CHECKOUTS_PER_MINUTE", env.CHECKOUTS_PER_MINUTE, 10),
      eventBatchesPerSessionPerMinute: parseCount("EVENT_BATCHES_PER_SESSION_PER_MINUTE", env.EVENT_BATCHES_PER_SESSION_PER_MINUTE, 120),
      eventBatchesPerAddressPerMinute: parseCount("EVENT_BATCHES_PER_ADDRESS_PER_MINUTE", env.EVENT_BATCHES_PER_ADDRESS_PER_MINUTE, 600),
      mutationsPerMinute: parseCount("MUTATIONS_PER_MINUTE", env.MUTATIONS_PER_MINUTE, 120),
      signInsPerMinute: parseCount("SIGN_INS_PER_MINUTE", env.SIGN_INS_PER_MINUTE, 10),
      signUpsPerMinute: parseCount("SIGN_UPS_PER_MINUTE", env.SIGN_UPS_PER_MINUTE, 5),
    },
    production,
    auth: parseAuth(env, publicUrl, production),
    browserAuth: {
      domain: env.AUTH0_DOMAIN ? `https://${env.AUTH0_DOMAIN.replace(/^https?:\/\//, "").replace(/\/$/, "")}` : publicUrl,
      clientId: env.AUTH0_CLIENT_ID || "coldcase-storefront",
      audience: env.AUTH0_AUDIENCE || `${publicUrl}/api-coldcase`,
    },
    mail: { smtpUrl: env.SMTP_URL || null, from: env.MAIL_FROM || "Cold Case Kits <no-reply@coldcasekits.com>" },
    autoVerifyEmail: !production,
    signingSecret: env.SIGNING_SECRET || null,
    payments: parsePayments(env),
    operatorEmail: env.OPERATOR_EMAIL || supportEmail,
    storefront: {
      homeSiteUrl: env.HOME_SITE_URL || "https://coldcasekits.com",
      supportEmail,
      companyName: env.COMPANY_NAME || "Cold Case Kits Digital Inc.",
      companyAddress: env.COMPANY_ADDRESS || "100 King Street West, Suite 5700, Toronto, Ontario M5X 1C7, Canada",
      surveyUrl: env.SURVEY_URL || "https://survey.coldcasekits.com/detectives",
    },
  };
}
