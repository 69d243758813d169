import { describe, expect, it } from 'vitest';
import { adjustmentProblems, amountOf } from './credit-adjustment';

describe('adjustmentProblems', () => {
  it('accepts a whole number of credits to give or take, with a reason', () => {
    expect(adjustmentProblems({ amount: '10', reason: 'Goodwill' }, 0)).toEqual({});
    expect(adjustmentProblems({ amount: '+1000', reason: 'Prize' }, 0)).toEqual({});
    expect(adjustmentProblems({ amount: ' -5 ', reason: 'Duplicate grant' }, 5)).toEqual({});
  });

  it('asks for an amount and a reason', () => {
    expect(adjustmentProblems({ amount: '', reason: '  ' }, 0)).toEqual({
      amount: 'Enter the credits to give, or a negative number to take.',
      reason: 'Give a reason for the adjustment.',
    });
  });

  it('refuses fractions, zero and more than 1,000 credits either way', () => {
    expect(adjustmentProblems({ amount: '2.5', reason: 'x' }, 0).amount).toBe('Use a whole number, e.g. 10 to give or -10 to take.');
    expect(adjustmentProblems({ amount: 'ten', reason: 'x' }, 0).amount).toBe('Use a whole number, e.g. 10 to give or -10 to take.');
    expect(adjustmentProblems({ amount: '0', reason: 'x' }, 0).amount).toBe('Give or take between 1 and 1,000 credits.');
    expect(adjustmentProblems({ amount: '-1001', reason: 'x' }, 5000).amount).toBe('Give or take between 1 and 1,000 credits.');
  });

  it('takes no more than the user has', () => {
    expect(adjustmentProblems({ amount: '-6', reason: 'x' }, 5).amount).toBe('The user has 5 credits; you can take at most that many.');
  });

  it('keeps the reason to 500 characters', () => {
    expect(adjustmentProblems({ amount: '1', reason: 'a'.repeat(501) }, 0).reason).toBe('Keep it to 500 characters or fewer.');
  });
});

describe('amountOf', () => {
  it('reads the signed number typed, a typographic minus included', () => {
    expect(amountOf({ amount: '+10', reason: '' })).toBe(10);
    expect(amountOf({ amount: '−7', reason: '' })).toBe(-7);
  });
});
