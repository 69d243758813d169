import { typedKeys } from '../shared/typed-keys';

/** Where the identity provider lives and which API its access tokens are for. */
export interface AuthConfig {
  domain: string;
  clientId: string;
  audience: string;
}

export interface ShopConfig {
  homeSiteUrl: string;
  supportEmail: string;
  companyName: string;
  companyAddress: string;
  surveyUrl: string;
  auth: AuthConfig;
}

type StorefrontConfig = Omit<ShopConfig, 'auth'>;

const defaultStorefrontConfig: StorefrontConfig = {
  homeSiteUrl: 'https://coldcasekits.com',
  supportEmail: 'support@coldcasekits.com',
  companyName: 'Cold Case Kits Digital Inc.',
  companyAddress: '100 King Street West, Suite 5700, Toronto, Ontario M5X 1C7, Canada',
  surveyUrl: 'https://survey.coldcasekits.com/detectives',
};

// The gateway's embedded identity provider as `npm start` runs it on a developer's machine.
const defaultAuthConfig: AuthConfig = {
  domain: 'http://localhost:4000',
  clientId: 'coldcase-storefront',
  audience: 'http://localhost:4000/api-coldcase',
};

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** Every field of `defaults`, taken from `source` where it holds a non-blank string. */
function pickStrings<Config extends { [Key in keyof Config]: string }>(
  source: Record<string, unknown>,
  defaults: Config,
): Config {
  const picked = { ...defaults };
  for (const key of typedKeys<keyof Config & string>(defaults)) {
    const value = source[key];
    if (typeof value === 'string' && value.trim() !== '') picked[key] = value as Config[typeof key];
  }
  return picked;
}

function parseJsonObject(text: string): Record<string, unknown> {
  try {
    return asObject(JSON.parse(text));
  } catch {
    return {};
  }
}

/** The settings in `source` (the gateway's JSON), each missing or malformed value replaced by its default. */
function shopConfigFrom(source: unknown): ShopConfig {
  const settings = asObject(source);
  return {
    ...pickStrings(settings, defaultStorefrontConfig),
    auth: pickStrings(asObject(settings.auth), defaultAuthConfig),
  };
}

/**
 * Reads the configuration the gateway injects into index.html. Any missing or malformed
 * value falls back to a default, so `vite dev` and tests work without a gateway.
 */
export function readShopConfig(doc: Document): ShopConfig {
  return shopConfigFrom(parseJsonObject(doc.getElementById('shop-config')?.textContent ?? ''));
}

// On the server there is no page to read yet: `applyServerShopConfig` fills it in before any render.
export const shopConfig: ShopConfig = typeof document === 'undefined' ? shopConfigFrom({}) : readShopConfig(document);

/** Gives the server's renders the settings the browser will read from the page, so both render alike. */
export function applyServerShopConfig(source: unknown): void {
  Object.assign(shopConfig, shopConfigFrom(source));
}
