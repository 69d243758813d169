import type { NormalizedCacheObject } from '@apollo/client';

/** The id of the inert JSON element that carries the server's GraphQL answers into the page. */
export const APOLLO_STATE_ELEMENT_ID = 'apollo-state';

/** JSON inside a script element must not be able to close it, nor end a line in older parsers. */
export function serializeForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The server's GraphQL answers for this page, or null when the page was not rendered on the server. */
export function readServerApolloState(doc: Document): NormalizedCacheObject | null {
  const text = doc.getElementById(APOLLO_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as NormalizedCacheObject) : null;
  } catch {
    return null;
  }
}
