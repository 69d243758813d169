/**
 * JSON to put inside a `<script type="application/json">` element: no `<` can close the element, and the two line
 * separators JavaScript once refused in strings are escaped too.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
