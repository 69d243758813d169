/** Where the email for order confirmations is kept between visits (spec 3, "Customer email"). */
export const CUSTOMER_EMAIL_KEY = 'checkout-customer-email';

/** Spec 5: an email is kept only when it is non-empty and contains "@". */
export function isSavableEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length > 0 && trimmed.includes('@');
}

export function readCustomerEmail(): string | null {
  try {
    const stored = window.localStorage.getItem(CUSTOMER_EMAIL_KEY);
    return stored !== null && isSavableEmail(stored) ? stored : null;
  } catch {
    // Storage can be switched off (private modes, strict privacy settings): then nothing is remembered.
    return null;
  }
}

/** Returns whether the email was kept. */
export function saveCustomerEmail(email: string): boolean {
  if (!isSavableEmail(email)) return false;
  try {
    window.localStorage.setItem(CUSTOMER_EMAIL_KEY, email.trim());
    return true;
  } catch {
    return false;
  }
}
