import { describe, expect, it } from 'vitest';
import { formatCount, formatDollarsTick, formatRate } from './format-figures';
import { formatPeriodLong, formatPeriodShort } from './format-period';

describe('figures', () => {
  it('groups counts and writes ratios as percentages', () => {
    expect(formatCount(1204)).toBe('1,204');
    expect(formatRate(0.125)).toBe('12.5%');
    expect(formatRate(0)).toBe('0%');
  });

  it('keeps axis ticks short', () => {
    expect(formatDollarsTick(950)).toBe('$950');
    expect(formatDollarsTick(12345)).toBe('$12.3K');
  });
});

describe('periods', () => {
  it('names a UTC day whatever the local time zone', () => {
    expect(formatPeriodShort('2026-11-01')).toBe('1 Nov');
    expect(formatPeriodLong('2026-11-01')).toBe('1 Nov 2026');
    expect(formatPeriodLong('2026-09-30')).toBe('30 Sep 2026');
  });

  it('names a month with its year', () => {
    expect(formatPeriodShort('2026-01')).toBe('Jan 2026');
    expect(formatPeriodLong('2026-01')).toBe('Jan 2026');
  });
});
