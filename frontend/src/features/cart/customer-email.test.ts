import { describe, expect, it } from 'vitest';
import { CUSTOMER_EMAIL_KEY, isSavableEmail, readCustomerEmail, saveCustomerEmail } from './customer-email';

describe('the customer email', () => {
  it('is kept only when it is non-empty and contains "@"', () => {
    expect(isSavableEmail('sam@example.test')).toBe(true);
    expect(isSavableEmail('')).toBe(false);
    expect(isSavableEmail('   ')).toBe(false);
    expect(isSavableEmail('sam.example.test')).toBe(false);
  });

  it('is saved under its one key, trimmed, and read back', () => {
    expect(saveCustomerEmail('  sam@example.test ')).toBe(true);
    expect(window.localStorage.getItem(CUSTOMER_EMAIL_KEY)).toBe('sam@example.test');
    expect(readCustomerEmail()).toBe('sam@example.test');
  });

  it('refuses an email without "@" and keeps the one already saved', () => {
    saveCustomerEmail('sam@example.test');
    expect(saveCustomerEmail('not-an-email')).toBe(false);
    expect(readCustomerEmail()).toBe('sam@example.test');
  });

  it('ignores a stored value that does not pass the rule', () => {
    window.localStorage.setItem(CUSTOMER_EMAIL_KEY, 'nobody');
    expect(readCustomerEmail()).toBeNull();
  });
});
