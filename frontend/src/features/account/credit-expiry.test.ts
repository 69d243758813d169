import { describe, expect, it } from 'vitest';
import { describeExpiry, earliestFirst } from './credit-expiry';

describe('describeExpiry', () => {
  it('says how many credits expire in which month, in words', () => {
    expect(describeExpiry({ year: 2028, month: 3, credits: 6 })).toBe('6 expire in March 2028');
    expect(describeExpiry({ year: 2028, month: 3, credits: 1 })).toBe('1 expires in March 2028');
  });

  it('names every month of the year, January to December', () => {
    expect(describeExpiry({ year: 2027, month: 1, credits: 2 })).toBe('2 expire in January 2027');
    expect(describeExpiry({ year: 2027, month: 12, credits: 1250 })).toBe('1,250 expire in December 2027');
  });
});

describe('earliestFirst', () => {
  it('orders by year, then by month, across a year boundary', () => {
    const groups = [
      { year: 2028, month: 1, credits: 5 },
      { year: 2027, month: 12, credits: 1 },
      { year: 2028, month: 11, credits: 3 },
      { year: 2027, month: 2, credits: 4 },
    ];

    expect(earliestFirst(groups).map(describeExpiry)).toEqual([
      '4 expire in February 2027',
      '1 expires in December 2027',
      '5 expire in January 2028',
      '3 expire in November 2028',
    ]);
  });

  it('leaves the groups it was given as they were', () => {
    const groups = [
      { year: 2028, month: 1, credits: 5 },
      { year: 2027, month: 12, credits: 1 },
    ];
    earliestFirst(groups);
    expect(groups[0]?.year).toBe(2028);
  });
});
