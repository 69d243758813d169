import { describe, expect, it } from 'vitest';
import { creditHint } from './credit-hint';

describe('creditHint', () => {
  it('counts the credits still missing for a story', () => {
    expect(creditHint(0, 10)).toBe('10 more needed for a story');
    expect(creditHint(9, 10)).toBe('1 more needed for a story');
  });

  it('says a story is within reach once the balance covers one', () => {
    expect(creditHint(10, 10)).toBe('Enough to download a story!');
    expect(creditHint(25, 10)).toBe('Enough to download a story!');
  });

  it('follows what the shop says a story costs', () => {
    expect(creditHint(10, 12)).toBe('2 more needed for a story');
    expect(creditHint(8, 8)).toBe('Enough to download a story!');
  });
});
