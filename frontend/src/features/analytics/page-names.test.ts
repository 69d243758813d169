import { describe, expect, it } from 'vitest';
import { pageNameOf } from './page-names';

describe('pageNameOf', () => {
  it.each([
    ['/', 'Home'],
    ['/stories', 'Browse Stories'],
    ['/stories/', 'Browse Stories'],
    ['/stories/the-salt-marsh-ledger', 'Story Detail'],
    ['/custom', 'Create Custom'],
    ['/faq', 'FAQ'],
    ['/account', 'My Library'],
    ['/admin', 'Admin'],
    ['/admin/stories/new', 'Admin'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])('names %s "%s", as the spec does', (path, name) => {
    expect(pageNameOf(path)).toBe(name);
  });

  it.each([
    ['/survey', 'Survey'],
    ['/refund', 'Refund'],
    ['/orders/ord_123', 'Orders'],
    ['/sign-in', 'Sign-in'],
    ['/constructor', 'Constructor'],
  ])('names any other path by its capitalised first segment: %s is "%s"', (path, name) => {
    expect(pageNameOf(path)).toBe(name);
  });
});
