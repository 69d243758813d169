import { describe, expect, it } from 'vitest';
import { isPlainText } from './plain-text';

describe('plain text', () => {
  it.each(['Halifax', '<script>alert(1)</script>', '"Peggy" O\u2019Hara', 'Zoë 🔎 東京'])('takes %s', (text) => {
    expect(isPlainText(text)).toBe(true);
  });

  it.each([
    ['a line break', 'Halifax\nBcc: someone'],
    ['a tab', 'Hali\tfax'],
    ['a line separator', 'Halifax\u2028Customer email: x@example.test'],
    ['a paragraph separator', 'Halifax\u2029'],
    ['a right-to-left override', 'abc\u202Efdp.exe'],
    ['a directional isolate', 'abc\u2066def'],
  ])('refuses %s', (_what, text) => {
    expect(isPlainText(text)).toBe(false);
  });
});
