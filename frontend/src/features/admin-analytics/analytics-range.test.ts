import { describe, expect, it } from 'vitest';
import { choiceFromParams, customRangeProblem, daySpanOf, paramsOfChoice, rangeInputOf, utcDay } from './analytics-range';

describe('analytics ranges', () => {
  it('counts a preset back from today, today included, in UTC days', () => {
    const today = utcDay(new Date('2026-11-24T23:30:00-05:00'));

    expect(today).toBe('2026-11-25');
    expect(daySpanOf({ kind: 'preset', days: 7 }, today)).toEqual({ firstDay: '2026-11-19', lastDay: '2026-11-25' });
    expect(daySpanOf({ kind: 'preset', days: 90 }, '2026-03-01')).toEqual({ firstDay: '2025-12-02', lastDay: '2026-03-01' });
  });

  it('asks for the first day whole and the last day whole, up to the next day, which the server leaves out', () => {
    expect(rangeInputOf({ firstDay: '2026-11-01', lastDay: '2026-11-30' })).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
    });
  });

  it('reads the range from the URL, and opens on the last 30 days when it names none or a wrong one', () => {
    expect(choiceFromParams(new URLSearchParams('days=90'))).toEqual({ kind: 'preset', days: 90 });
    expect(choiceFromParams(new URLSearchParams('from=2026-11-01&to=2026-11-24'))).toEqual({
      kind: 'custom',
      firstDay: '2026-11-01',
      lastDay: '2026-11-24',
    });
    expect(choiceFromParams(new URLSearchParams(''))).toEqual({ kind: 'preset', days: 30 });
    expect(choiceFromParams(new URLSearchParams('days=12'))).toEqual({ kind: 'preset', days: 30 });
    expect(choiceFromParams(new URLSearchParams('from=2026-11-24&to=2026-11-01'))).toEqual({ kind: 'preset', days: 30 });
  });

  it('writes the default range as a bare URL', () => {
    expect(paramsOfChoice({ kind: 'preset', days: 30 })).toEqual({});
    expect(paramsOfChoice({ kind: 'preset', days: 7 })).toEqual({ days: '7' });
    expect(paramsOfChoice({ kind: 'custom', firstDay: '2026-11-01', lastDay: '2026-11-02' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-02',
    });
  });

  it('says what is wrong with two typed days', () => {
    expect(customRangeProblem({ firstDay: '', lastDay: '2026-11-01' })?.field).toBe('firstDay');
    expect(customRangeProblem({ firstDay: '2026-02-30', lastDay: '2026-03-01' })?.field).toBe('firstDay');
    expect(customRangeProblem({ firstDay: '2026-11-02', lastDay: '2026-11-01' })).toEqual({
      field: 'lastDay',
      message: 'The last day cannot come before the first.',
    });
    expect(customRangeProblem({ firstDay: '2025-01-01', lastDay: '2026-01-01' })).toBeNull();
    expect(customRangeProblem({ firstDay: '2025-01-01', lastDay: '2026-01-02' })?.message).toBe('A range covers at most 366 days.');
  });
});
