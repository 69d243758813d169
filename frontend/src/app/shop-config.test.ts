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
      }),
    );
    expect(readShopConfig(document)).toEqual({
      homeSiteUrl: 'https://example.test',
      supportEmail: 'help@example.test',
      companyName: 'Example Ltd.',
      companyAddress: '1 Example Road',
      surveyUrl: 'https://survey.example.test',
    });
  });

  it('uses the defaults when nothing was injected', () => {
    expect(readShopConfig(document)).toEqual({
      homeSiteUrl: 'https://coldcasekits.com',
      supportEmail: 'support@coldcasekits.com',
      companyName: 'Cold Case Kits Digital Inc.',
      companyAddress: '100 King Street West, Suite 5700, Toronto, Ontario M5X 1C7, Canada',
      surveyUrl: 'https://survey.coldcasekits.com/detectives',
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

  it('survives invalid JSON', () => {
    injectConfig('{not json');
    expect(readShopConfig(document).companyName).toBe('Cold Case Kits Digital Inc.');
  });
});
