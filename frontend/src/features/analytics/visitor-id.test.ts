import { afterEach, describe, expect, it, vi } from 'vitest';
import { VISITOR_COOKIE, visitorIdFrom } from './visitor-id';

const newId = (length: number) => 'n'.repeat(length);

function clearCookie() {
  document.cookie = `${VISITOR_COOKIE}=; Max-Age=0; Path=/`;
}

afterEach(() => {
  // The spies first: one test's cookie throws.
  vi.restoreAllMocks();
  clearCookie();
});

describe('visitorIdFrom', () => {
  it('makes a new id and keeps it in a cookie for 365 days', () => {
    const written = vi.spyOn(document, 'cookie', 'set');

    const id = visitorIdFrom(document, newId);

    expect(id).toBe('n'.repeat(22));
    expect(written).toHaveBeenCalledWith(`${VISITOR_COOKIE}=${id}; Max-Age=31536000; Path=/; SameSite=Lax`);
  });

  it('reads the id back on the next visit, and extends the cookie', () => {
    document.cookie = `${VISITOR_COOKIE}=kept-visitor-id-0001; Path=/`;
    const written = vi.spyOn(document, 'cookie', 'set');

    expect(visitorIdFrom(document, newId)).toBe('kept-visitor-id-0001');
    expect(written).toHaveBeenCalledTimes(1);
  });

  it('replaces a cookie value the gateway would refuse', () => {
    document.cookie = `${VISITOR_COOKIE}=short; Path=/`;

    expect(visitorIdFrom(document, newId)).toBe('n'.repeat(22));
  });

  it('still gives an id, kept for this page only, where the browser refuses cookies by throwing', () => {
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('The document is sandboxed.', 'SecurityError');
    });
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('The document is sandboxed.', 'SecurityError');
    });

    expect(visitorIdFrom(document, newId)).toBe('n'.repeat(22));
  });
});
