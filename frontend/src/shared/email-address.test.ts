import { describe, expect, it } from 'vitest';
import { EMAIL_ADDRESS_MAX_LENGTH, isEmailAddress } from './email-address';

describe('isEmailAddress', () => {
  it('takes ordinary addresses, with plus tags, subdomains and hyphens', () => {
    expect(isEmailAddress('sam@example.test')).toBe(true);
    expect(isEmailAddress("o'neil+orders@mail.example-shop.co.uk")).toBe(true);
  });

  it('wants a dot in the domain', () => {
    expect(isEmailAddress('sam@example')).toBe(false);
  });

  it('refuses what could split or disguise a mail header', () => {
    expect(isEmailAddress('sam@example.test, eve@example.test')).toBe(false);
    expect(isEmailAddress('Sam <sam@example.test>')).toBe(false);
    expect(isEmailAddress('"sam"@example.test')).toBe(false);
    expect(isEmailAddress(' sam@example.test')).toBe(false);
  });

  it('refuses malformed domains', () => {
    expect(isEmailAddress('sam@-example.test')).toBe(false);
    expect(isEmailAddress('sam@example-.test')).toBe(false);
    expect(isEmailAddress('sam@example..test')).toBe(false);
    expect(isEmailAddress(`sam@${'a'.repeat(64)}.test`)).toBe(false);
  });

  it('takes at most 254 characters', () => {
    const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.test`;
    const longest = `${'s'.repeat(EMAIL_ADDRESS_MAX_LENGTH - domain.length - 1)}@${domain}`;
    expect(longest).toHaveLength(EMAIL_ADDRESS_MAX_LENGTH);
    expect(isEmailAddress(longest)).toBe(true);
    expect(isEmailAddress(`s${longest}`)).toBe(false);
  });
});
