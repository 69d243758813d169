import { describe, expect, it } from 'vitest';
import { PLAIN_TEXT_MESSAGE } from '../../shared/plain-text';
import { REASON_MAX_LENGTH, reasonProblem } from './refund-reason';

describe('reasonProblem', () => {
  it('asks for a reason when nothing but spaces was typed', () => {
    expect(reasonProblem('   ', 'Tell us why.')).toBe('Tell us why.');
  });

  it('accepts 1 to 500 characters once trimmed', () => {
    expect(reasonProblem(' x ', 'Tell us why.')).toBeNull();
    expect(reasonProblem(`  ${'a'.repeat(REASON_MAX_LENGTH)}  `, 'Tell us why.')).toBeNull();
    expect(reasonProblem('a'.repeat(REASON_MAX_LENGTH + 1), 'Tell us why.')).toBe('Keep it to 500 characters or fewer.');
  });

  it("follows the shop's plain-text rule: no line breaks or other control characters", () => {
    expect(reasonProblem('The kit\nwould not open', 'Tell us why.')).toBe(PLAIN_TEXT_MESSAGE);
    expect(reasonProblem('Tab\there', 'Tell us why.')).toBe(PLAIN_TEXT_MESSAGE);
  });
});
