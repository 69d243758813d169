import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderFilterOf, orderFiltersOf, type OrderFilters } from './order-filters';

const noFilters: OrderFilters = { state: null, kind: null, from: '', to: '', search: '' };

describe('adminOrderFilterOf', () => {
  // Toronto, so a day read in UTC instead of on the operator's calendar shows: midnight there is 04:00 or 05:00 UTC.
  const zoneBefore = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Toronto';
  });
  afterAll(() => {
    process.env.TZ = zoneBefore;
  });

  it('asks from the start of the first day to the start of the day after the last, on the operator’s calendar', () => {
    // Summer time ends on 1 November 2026: the range starts at -4 h and ends at -5 h.
    expect(adminOrderFilterOf({ ...noFilters, from: '2026-11-01', to: '2026-11-30' })).toEqual({
      placedFrom: '2026-11-01T04:00:00.000Z',
      placedTo: '2026-12-01T05:00:00.000Z',
    });
  });

  it('leaves out a range that ends before it starts, keeping the other filters', () => {
    expect(adminOrderFilterOf({ ...noFilters, state: 'PAID', from: '2026-11-20', to: '2026-11-19', search: ' CCK-7H3K ' })).toEqual({
      state: 'PAID',
      search: 'CCK-7H3K',
    });
  });
});

describe('orderFiltersOf', () => {
  it('keeps what it knows of the address and drops the rest', () => {
    const params = new URLSearchParams({ state: 'PAID', kind: 'NOPE', from: '2026-11-01', to: 'yesterday', search: 'ada@' });

    expect(orderFiltersOf(params)).toEqual({ state: 'PAID', kind: null, from: '2026-11-01', to: '', search: 'ada@' });
  });
});
