import { describe, expect, it } from 'vitest';
import { creditHint } from './credit-hint';

describe('creditHint', () => {
  it('counts the credits still missing below ten', () => {
    expect(creditHint(0)).toBe('10 more needed for a story');
    expect(creditHint(9)).toBe('1 more needed for a story');
  });

  it('says a story is within reach from ten credits on', () => {
    expect(creditHint(10)).toBe('Enough to download a story!');
    expect(creditHint(25)).toBe('Enough to download a story!');
  });
});
