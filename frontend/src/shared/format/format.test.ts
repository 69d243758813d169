import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date';
import { formatDownloads } from './format-downloads';
import { formatPriceCents } from './format-price';

describe('formatDownloads', () => {
  it('groups thousands and pluralises', () => {
    expect(formatDownloads(1234)).toBe('1,234 downloads');
    expect(formatDownloads(1)).toBe('1 download');
  });
});

describe('formatPriceCents', () => {
  it('formats cents as US dollars', () => {
    expect(formatPriceCents(1495)).toBe('$14.95');
    expect(formatPriceCents(100000)).toBe('$1,000.00');
  });
});

describe('formatLongDate', () => {
  it('writes the calendar date the story was added', () => {
    expect(formatLongDate('2024-03-05T00:00:00.000Z')).toBe('March 5, 2024');
  });
});
