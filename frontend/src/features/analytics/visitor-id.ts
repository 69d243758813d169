import { VISITOR_COOKIE_DAYS } from './analytics-limits';

export const VISITOR_COOKIE = 'coldcase_visitor';
const VISITOR_ID_LENGTH = 22;
const validId = /^[A-Za-z0-9_-]{16,64}$/;

function cookieValue(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/**
 * The browser's visitor id, from its cookie or new, written back so it lasts 365 days from the
 * latest visit. It names the browser, never the person.
 */
export function visitorIdFrom(doc: Document, newId: (length: number) => string): string {
  try {
    const stored = cookieValue(doc.cookie, VISITOR_COOKIE);
    const id = stored !== null && validId.test(stored) ? stored : newId(VISITOR_ID_LENGTH);
    const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
    doc.cookie = `${VISITOR_COOKIE}=${id}; Max-Age=${VISITOR_COOKIE_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax${secure}`;
    return id;
  } catch {
    // A sandboxed page throws on any use of cookies: the shop must still load, with a visitor of this page only.
    return newId(VISITOR_ID_LENGTH);
  }
}
