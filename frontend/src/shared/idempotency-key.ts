/**
 * A fresh key naming one user intent, so the shop carries it out once however often it is sent.
 * `crypto.randomUUID` exists only on secure pages (HTTPS or localhost); a shop opened over plain
 * HTTP on a local network still gets a random key from `getRandomValues`, which has no such limit.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
