import { describe, expect, it } from 'vitest';
import { formatSessionLength } from './format-session-length';

describe('formatSessionLength', () => {
  it('says how long a session lasted, to the minute', () => {
    expect(formatSessionLength('2026-11-24T10:00:00.000Z', '2026-11-24T10:00:40.000Z')).toBe('under a minute');
    expect(formatSessionLength('2026-11-24T10:00:00.000Z', '2026-11-24T10:04:59.000Z')).toBe('4 min');
    expect(formatSessionLength('2026-11-24T10:00:00.000Z', '2026-11-24T11:00:00.000Z')).toBe('1 h');
    expect(formatSessionLength('2026-11-24T10:00:00.000Z', '2026-11-24T11:05:00.000Z')).toBe('1 h 5 min');
  });
});
