import { describe, expect, it } from 'vitest';
import { formatCredits } from './format-credits';

describe('formatCredits', () => {
  it('pluralises and groups thousands', () => {
    expect(formatCredits(0)).toBe('0 credits');
    expect(formatCredits(1)).toBe('1 credit');
    expect(formatCredits(1250)).toBe('1,250 credits');
  });
});
