import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import etag from "etag";
import fresh from "fresh";
import Negotiator from "negotiator";
import { isBeingCaptured } from "../caches/public-response-cache";

/** The compression middleware's encodings, and its preference among those a client accepts equally. */
const ENCODINGS = ["br", "gzip", "deflate", "identity"];
const PREFERRED_ENCODINGS = ["br", "gzip"];

/** negotiator 1.x takes the server's preference as a second argument, which its published types do not know yet. */
interface EncodingNegotiator {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
}
/** The compression middleware's: a smaller answer is sent as it is. */
const COMPRESSION_THRESHOLD_BYTES = 1024;
const compressors: Record<string, (body: Buffer) => Promise<Buffer>> = {
  gzip: promisify(zlib.gzip),
  deflate: promisify(zlib.deflate),
  br: (body) => promisify(zlib.brotliCompress)(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
};

/**
 * Writes a JSON answer as the app's Express `send` and compression middleware write it, for answers made without
 * Express: the weak ETag Express makes, a 304 to a GET of a success whose client holds it, and the body compressed in
 * the encoding the middleware would choose once it is large enough (unless the response cache is taking it, which
 * compresses its own copy). `headers` are every other header of the answer. Nothing is set on the response until the
 * answer is complete, so a failure on the way leaves it to the app untouched.
 */
export async function sendDirectAnswer(req: IncomingMessage, res: ServerResponse, status: number, body: Buffer, headers: OutgoingHttpHeaders): Promise<void> {
  const tag = etag(body, { weak: true });
  const compressible = !isBeingCaptured(req);
  const notModified = status === 200 && req.method === "GET" && fresh(req.headers, { etag: tag });
  const encoding =
    compressible && !notModified && body.length >= COMPRESSION_THRESHOLD_BYTES
      ? (new Negotiator(req) as unknown as EncodingNegotiator).encoding(ENCODINGS, { preferred: PREFERRED_ENCODINGS })
      : undefined;
  const compress = encoding === undefined ? undefined : compressors[encoding];
  const sent = compress ? await compress(body) : body;
  // Set one by one, so whatever wraps the response (the response cache) reads them back.
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  res.setHeader("etag", tag);
  if (compressible && !res.hasHeader("vary")) res.setHeader("vary", "Accept-Encoding");
  if (notModified) {
    res.removeHeader("content-type");
    res.statusCode = 304;
    res.end();
    return;
  }
  if (compress && encoding) res.setHeader("content-encoding", encoding);
  res.setHeader("content-length", sent.length);
  res.statusCode = status;
  res.end(sent);
}
