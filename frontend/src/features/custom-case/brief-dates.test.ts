import { describe, expect, it } from 'vitest';
import { dateRequiredRange, isCalendarDate, utcDatePlusDays } from './brief-dates';

describe('dateRequiredRange', () => {
  it('runs from 14 to 365 days after the UTC day', () => {
    expect(dateRequiredRange(new Date('2026-03-01T12:00:00Z'))).toEqual({ min: '2026-03-15', max: '2027-03-01' });
  });

  it('counts from the UTC day, whatever the local clock says', () => {
    // Late on 28 February in UTC-5 is already 1 March in UTC.
    expect(utcDatePlusDays(new Date('2026-03-01T02:00:00Z'), 14)).toBe('2026-03-15');
    expect(utcDatePlusDays(new Date('2026-02-28T23:59:59Z'), 14)).toBe('2026-03-14');
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
