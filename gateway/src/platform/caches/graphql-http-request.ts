import type { IncomingMessage, ServerResponse } from "node:http";
import { parseJson } from "./small-json-body";

/** Persisted queries by hash, so a GET that names only a hash can be judged or answered. */
export interface PersistedQueryTexts {
  queryTextOf(sha256Hash: string): string | undefined;
}

/** The SHA-256 a GET's `extensions` names as its persisted query, in the one version Apollo Server takes. */
export function persistedQueryHashOf(extensionsParam: string | null): string | undefined {
  const extensions = parseJson(Buffer.from(extensionsParam ?? ""));
  if (typeof extensions !== "object" || extensions === null || !("persistedQuery" in extensions)) return undefined;
  const { persistedQuery } = extensions;
  if (typeof persistedQuery !== "object" || persistedQuery === null || !("sha256Hash" in persistedQuery) || !("version" in persistedQuery)) return undefined;
  return persistedQuery.version === 1 && typeof persistedQuery.sha256Hash === "string" ? persistedQuery.sha256Hash : undefined;
}

/** The query a GET /graphql asks for: its text, or the text registered under its persisted query hash. */
export function queryTextOfGet(search: URLSearchParams, persistedQueries: PersistedQueryTexts): string | undefined {
  const query = search.get("query");
  if (query !== null) return query;
  const hash = persistedQueryHashOf(search.get("extensions"));
  return hash === undefined ? undefined : persistedQueries.queryTextOf(hash);
}

/** Content types a browser sends across sites without a preflight. */
const SIMPLE_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"];

/** Apollo's CSRF prevention lets a GET through only with one of these; nothing answering before Apollo may be more lenient. */
export function forcesPreflight(req: IncomingMessage): boolean {
  const contentType = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (contentType !== "" && !SIMPLE_CONTENT_TYPES.includes(contentType)) return true;
  return Boolean(req.headers["apollo-require-preflight"] || req.headers["x-apollo-operation-name"]);
}

/** For a body read before the app's JSON parser, which therefore cannot answer for it. */
export function answerMalformedJson(res: ServerResponse): void {
  const body = JSON.stringify({ errors: [{ message: "The request body is not valid JSON", extensions: { code: "BAD_REQUEST" } }] });
  res.writeHead(400, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) });
  res.end(body);
}
