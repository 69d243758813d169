import { afterEach, describe, expect, it } from 'vitest';
import { readShopConfig } from './shop-config';

function injectConfig(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'shop-config';
  script.textContent = text;
  document.head.append(script);
}

describe('readShopConfig', () => {
  afterEach(() => document.getElementById('shop-config')?.remove());

  it('reads the values the gateway injects', () => {
    injectConfig(
      JSON.stringify({
        homeSiteUrl: 'https://example.test',
        supportEmail: 'help@example.test',
        companyName: 'Example Ltd.',
        companyAddress: '1 Example Road',
        surveyUrl: 'https://survey.example.test',
        auth: { domain: 'https://id.example.test', clientId: 'shop-client', audience: 'https://api.example.test' },
      }),
    );
    expect(readShopConfig(document)).toEqual({
      homeSiteUrl: 'https://example.test',
      supportEmail: 'help@example.test',
      companyName: 'Example Ltd.',
      companyAddress: '1 Example Road',
      surveyUrl: 'https://survey.example.test',
      auth: { domain: 'https://id.example.test', clientId: 'shop-client', audience: 'https://api.example.test' },
    });
  });

  it('uses the defaults when nothing was injected', () => {
    expect(readShopConfig(document)).toEqual({
      homeSiteUrl: 'https://coldcasekits.com',
      supportEmail: 'support@coldcasekits.com',
      companyName: 'Cold Case Kits Digital Inc.',
      companyAddress: '100 King Street West, Suite 5700, Toronto, Ontario M5X 1C7, Canada',
      surveyUrl: 'https://survey.coldcasekits.com/detectives',
      auth: {
        domain: 'http://localhost:4000',
        clientId: 'coldcase-storefront',
        audience: 'http://localhost:4000/api-coldcase',
      },
    });
  });

  it('falls back per field for malformed or empty values', () => {
    injectConfig(JSON.stringify({ homeSiteUrl: 42, supportEmail: ' ', companyName: 'Example Ltd.' }));
    expect(readShopConfig(document)).toMatchObject({
      homeSiteUrl: 'https://coldcasekits.com',
      supportEmail: 'support@coldcasekits.com',
      companyName: 'Example Ltd.',
    });
  });

  it('falls back per field of the identity settings', () => {
    injectConfig(JSON.stringify({ auth: { domain: 'https://id.example.test', clientId: '', audience: 7 } }));
    expect(readShopConfig(document).auth).toEqual({
      domain: 'https://id.example.test',
      clientId: 'coldcase-storefront',
      audience: 'http://localhost:4000/api-coldcase',
    });
  });

  it('uses the default identity settings when `auth` is not an object', () => {
    injectConfig(JSON.stringify({ auth: 'https://id.example.test' }));
    expect(readShopConfig(document).auth.domain).toBe('http://localhost:4000');
  });

  it('survives invalid JSON', () => {
    injectConfig('{not json');
    expect(readShopConfig(document).companyName).toBe('Cold Case Kits Digital Inc.');
  });
});
