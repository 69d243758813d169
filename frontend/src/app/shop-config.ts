export interface ShopConfig {
  homeSiteUrl: string;
  supportEmail: string;
  companyName: string;
  companyAddress: string;
  surveyUrl: string;
}

const defaultShopConfig: ShopConfig = {
  homeSiteUrl: 'https://coldcasekits.com',
  supportEmail: 'support@coldcasekits.com',
  companyName: 'Cold Case Kits Digital Inc.',
  companyAddress: '100 King Street West, Suite 5700, Toronto, Ontario M5X 1C7, Canada',
  surveyUrl: 'https://survey.coldcasekits.com/detectives',
};

function pickString(source: Record<string, unknown>, key: keyof ShopConfig): string {
  const value = source[key];
  return typeof value === 'string' && value.trim() !== '' ? value : defaultShopConfig[key];
}

function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Reads the configuration the gateway injects into index.html. Any missing or malformed
 * value falls back to a default, so `vite dev` and tests work without a gateway.
 */
export function readShopConfig(doc: Document): ShopConfig {
  const source = parseJsonObject(doc.getElementById('shop-config')?.textContent ?? '');
  return {
    homeSiteUrl: pickString(source, 'homeSiteUrl'),
    supportEmail: pickString(source, 'supportEmail'),
    companyName: pickString(source, 'companyName'),
    companyAddress: pickString(source, 'companyAddress'),
    surveyUrl: pickString(source, 'surveyUrl'),
  };
}

export const shopConfig: ShopConfig = readShopConfig(document);
