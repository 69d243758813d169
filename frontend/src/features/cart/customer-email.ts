/** Where the email for order confirmations is kept between visits (spec 3, "Customer email"). */
export const CUSTOMER_EMAIL_KEY = 'checkout-customer-email';
/** Whether the kept email was typed by a visitor or copied from a signed-in account's profile. */
export const CUSTOMER_EMAIL_FROM_KEY = 'checkout-customer-email-from';

export type EmailOrigin = 'visitor' | 'account';

/** Spec 5: an email is kept only when it is non-empty and contains "@". */
export function isSavableEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length > 0 && trimmed.includes('@');
}

/**
 * The kept email. An account's email, kept while its owner is signed in, is read back only for
 * them (`includeAccount`), never offered to whoever uses the browser next.
 */
export function readCustomerEmail(options: { includeAccount?: boolean } = {}): string | null {
  try {
    const stored = window.localStorage.getItem(CUSTOMER_EMAIL_KEY);
    if (!options.includeAccount && window.localStorage.getItem(CUSTOMER_EMAIL_FROM_KEY) === 'account') return null;
    return stored !== null && isSavableEmail(stored) ? stored : null;
  } catch {
    // Storage can be switched off (private modes, strict privacy settings): then nothing is remembered.
    return null;
  }
}

/** Returns whether the email was kept. */
export function saveCustomerEmail(email: string, origin: EmailOrigin = 'visitor'): boolean {
  if (!isSavableEmail(email)) return false;
  try {
    window.localStorage.setItem(CUSTOMER_EMAIL_KEY, email.trim());
    window.localStorage.setItem(CUSTOMER_EMAIL_FROM_KEY, origin);
    return true;
  } catch {
    return false;
  }
}

/** Once signed out, the account's email leaves the browser: on a shared computer the next visitor's order must not go to it. */
export function forgetAccountEmail(): void {
  try {
    if (window.localStorage.getItem(CUSTOMER_EMAIL_FROM_KEY) !== 'account') return;
    window.localStorage.removeItem(CUSTOMER_EMAIL_KEY);
    window.localStorage.removeItem(CUSTOMER_EMAIL_FROM_KEY);
  } catch {
    // Nothing was stored where storage is off.
  }
}
