import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import etag from "etag";
import fresh from "fresh";
import Negotiator from "negotiator";
import { isBeingCaptured } from "../caches/public-response-cache";

const ENCODINGS = ["gzip", "deflate", "br", "identity"];
/** The compression middleware's: a smaller answer is sent as it is. */
const COMPRESSION_THRESHOLD_BYTES = 1024;
const compressors: Record<string, (body: Buffer) => Promise<Buffer>> = {
  gzip: promisify(zlib.gzip),
  deflate: promisify(zlib.deflate),
  br: (body) => promisify(zlib.brotliCompress)(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
};

/**
 * Writes a JSON answer of 200 as the app's Express `send` and compression middleware write it, for answers made
 * without Express: the weak ETag Express makes, a 304 to a GET whose client holds it, and the body compressed in an
 * encoding the client accepts once it is large enough (unless the response cache is taking it, which compresses its
 * own copy). `headers` are every other header of the answer.
 */
export async function sendDirectAnswer(req: IncomingMessage, res: ServerResponse, body: Buffer, headers: OutgoingHttpHeaders): Promise<void> {
  const tag = etag(body, { weak: true });
  // Set one by one, so whatever wraps the response (the response cache) reads them back.
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  res.setHeader("etag", tag);
  const compressible = !isBeingCaptured(req);
  if (compressible && !res.hasHeader("vary")) res.setHeader("vary", "Accept-Encoding");
  if (req.method === "GET" && fresh(req.headers, { etag: tag })) {
    res.removeHeader("content-type");
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = compressible && body.length >= COMPRESSION_THRESHOLD_BYTES ? new Negotiator(req).encoding(ENCODINGS) : undefined;
  const compress = encoding === undefined ? undefined : compressors[encoding];
  const sent = compress ? await compress(body) : body;
  if (compress && encoding) res.setHeader("content-encoding", encoding);
  res.setHeader("content-length", sent.length);
  res.statusCode = 200;
  res.end(sent);
}
