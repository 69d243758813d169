import { describe, expect, it } from 'vitest';
import { CUSTOMER_EMAIL_KEY, forgetAccountEmail, isSavableEmail, readCustomerEmail, saveCustomerEmail } from './customer-email';

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

  it("keeps a signed-in account's email for checkout, never offers it to a visitor, and forgets it once signed out", () => {
    saveCustomerEmail('member@example.test', 'account');
    expect(window.localStorage.getItem(CUSTOMER_EMAIL_KEY)).toBe('member@example.test');
    expect(readCustomerEmail()).toBeNull();
    forgetAccountEmail();
    expect(window.localStorage.getItem(CUSTOMER_EMAIL_KEY)).toBeNull();
  });

  it("does not forget the email a visitor typed", () => {
    saveCustomerEmail('visitor@example.test');
    forgetAccountEmail();
    expect(readCustomerEmail()).toBe('visitor@example.test');
  });

  it('ignores a stored value that does not pass the rule', () => {
    window.localStorage.setItem(CUSTOMER_EMAIL_KEY, 'nobody');
    expect(readCustomerEmail()).toBeNull();
  });
});
