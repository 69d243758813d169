import { describe, expect, it } from 'vitest';
import { parsePortfolio } from './parse-portfolio';

function validSite(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    slug: 'cipher-lantern',
    name: 'Cipher Lantern',
    category: 'Codes & Ciphers',
    url: 'https://cipherlantern.com',
    description: 'A cipher every morning.',
    image: '/sister-sites/cipher-lantern.svg',
    imageAlt: 'A lantern beside a cipher wheel',
    features: ['One', 'Two', 'Three', 'Four'],
    ...overrides,
  };
}

function withSites(...sites: unknown[]): unknown {
  return { companyName: 'Example Digital Inc.', intro: 'Our sites.', sites };
}

describe('parsePortfolio', () => {
  it('accepts well-formed content', () => {
    const portfolio = parsePortfolio(withSites(validSite()));
    expect(portfolio.companyName).toBe('Example Digital Inc.');
    expect(portfolio.sites[0]).toEqual(validSite());
  });

  it.each([
    ['a missing name', validSite({ name: undefined }), 'sites[0].name must be a non-empty string'],
    ['a blank category', validSite({ category: '  ' }), 'sites[0].category must be a non-empty string'],
    ['three features', validSite({ features: ['One', 'Two', 'Three'] }), 'sites[0].features must list exactly 4'],
    ['an empty feature', validSite({ features: ['One', '', 'Three', 'Four'] }), 'sites[0].features[1]'],
    ['a script address', validSite({ url: 'javascript:alert(1)' }), 'sites[0].url must be a full http(s) address'],
    ['an image on another host', validSite({ image: '//cdn.example/x.svg' }), 'sites[0].image must be a path'],
    ['a site that is not an object', 'Cipher Lantern', 'sites[0] must be an object'],
  ])('rejects %s, naming the field', (_, site, message) => {
    expect(() => parsePortfolio(withSites(site))).toThrow(message);
  });

  it('rejects a missing company name', () => {
    expect(() => parsePortfolio({ intro: 'Our sites.', sites: [validSite()] })).toThrow(
      'companyName must be a non-empty string',
    );
  });

  it('rejects an empty site list', () => {
    expect(() => parsePortfolio(withSites())).toThrow('sites must be a non-empty list');
  });

  it('rejects a repeated slug', () => {
    expect(() => parsePortfolio(withSites(validSite(), validSite({ name: 'Other' })))).toThrow(
      'sites[1].slug repeats "cipher-lantern"',
    );
  });
});
