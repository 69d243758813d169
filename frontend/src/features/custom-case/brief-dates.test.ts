import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dateRequiredRange, isCalendarDate, utcDatePlusDays } from './brief-dates';

describe('dateRequiredRange', () => {
  it('runs from 14 to 365 days after the UTC day', () => {
    expect(dateRequiredRange(new Date('2026-03-01T12:00:00Z'))).toEqual({ min: '2026-03-15', max: '2027-03-01' });
  });

  describe('on a clock behind UTC', () => {
    // The local day must differ from the UTC day, or counting from the wrong one would go unseen.
    beforeAll(() => {
      vi.stubEnv('TZ', 'America/Los_Angeles');
    });
    afterAll(() => {
      vi.unstubAllEnvs();
    });

    it('counts from the UTC day, whatever the local clock says', () => {
      // 02:00 UTC on 1 March is still the evening of 28 February in Los Angeles.
      const earlyUtc = new Date('2026-03-01T02:00:00Z');
      expect(earlyUtc.getDate()).toBe(28);
      expect(utcDatePlusDays(earlyUtc, 14)).toBe('2026-03-15');
      expect(dateRequiredRange(earlyUtc)).toEqual({ min: '2026-03-15', max: '2027-03-01' });
    });
  });

  it('crosses month and leap-year ends', () => {
    expect(utcDatePlusDays(new Date('2028-02-20T00:00:00Z'), 14)).toBe('2028-03-05');
    expect(utcDatePlusDays(new Date('2027-12-25T00:00:00Z'), 14)).toBe('2028-01-08');
  });
});

describe('isCalendarDate', () => {
  it('accepts real days written YYYY-MM-DD', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });

  it('refuses impossible days and other shapes', () => {
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-13-01')).toBe(false);
    expect(isCalendarDate('15/03/2027')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });
});
