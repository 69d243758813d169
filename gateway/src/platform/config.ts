import path from "node:path";

export type DatabaseConfig =
  | { dialect: "sqlite"; file: string }
  | { dialect: "mysql"; url: string };

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
  production: boolean;
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

function parseDatabase(raw: string | undefined, dataDir: string): DatabaseConfig {
  if (raw === undefined || raw === "") return { dialect: "sqlite", file: path.join(dataDir, "coldcase.sqlite") };
  if (raw.startsWith("mysql://") || raw.startsWith("mariadb://")) {
    return { dialect: "mysql", url: raw.replace(/^mariadb:/, "mysql:") };
  }
  if (raw.startsWith("sqlite:")) return { dialect: "sqlite", file: path.resolve(raw.slice("sqlite:".length)) };
  throw new Error(`DATABASE_URL must start with mysql://, mariadb:// or sqlite:, got "${raw}"`);
}

export function loadConfig(env: Env = process.env): ShopConfig {
  const dataDir = path.resolve(env.DATA_DIR || "data");
  const port = parsePort(env.PORT);
  return {
    port,
    host: env.HOST || "0.0.0.0",
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ""),
    dataDir,
    database: parseDatabase(env.DATABASE_URL, dataDir),
    frontendDist: path.resolve(env.FRONTEND_DIST || path.join(__dirname, "../../../frontend/dist")),
    seedCatalogue: env.SEED_CATALOGUE !== "false",
    catalogueCacheTtlMs: parseMilliseconds("CATALOGUE_CACHE_TTL_MS", env.CATALOGUE_CACHE_TTL_MS, 10_000),
    production: env.NODE_ENV === "production",
    storefront: {
      homeSiteUrl: env.HOME_SITE_URL || "https://coldcasekits.com",
      supportEmail: env.SUPPORT_EMAIL || "support@coldcasekits.com",
      companyName: env.COMPANY_NAME || "Cold Case Kits Digital Inc.",
      companyAddress: env.COMPANY_ADDRESS || "100 King Street West, Suite 5700, Toronto, Ontario M5X 1C7, Canada",
      surveyUrl: env.SURVEY_URL || "https://survey.coldcasekits.com/detectives",
    },
  };
}
