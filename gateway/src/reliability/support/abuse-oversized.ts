import http from "node:http";

export type Framing = "content-length" | "chunked";

export interface OversizedAnswer {
  status: number;
  body: string;
  /** Bytes of the body written before the answer came (the server may refuse before reading it all). */
  bytesWritten: number;
}

const CHUNK_BYTES = 64 * 1024;

/**
 * POSTs `bytes` of body, declared up front (Content-Length) or streamed in chunks without a declared size, and returns
 * the gateway's answer. Writing stops as soon as the answer arrives, as a client does when the server closes on it.
 */
export function postOversized(url: string, headers: Record<string, string>, body: Buffer, framing: Framing): Promise<OversizedAnswer> {
  return new Promise((resolve, reject) => {
    let bytesWritten = 0;
    let answered = false;
    const request = http.request(url, {
      method: "POST",
      headers: { ...headers, ...(framing === "content-length" ? { "content-length": String(body.byteLength) } : { "transfer-encoding": "chunked" }) },
    });
    request.on("response", (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), bytesWritten }));
      response.on("error", reject);
    });
    // A server that answers and closes makes the remaining writes fail: the answer already holds what the test needs.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const writeFrom = (offset: number): void => {
      let next = offset;
      while (next < body.byteLength && !answered && !request.destroyed) {
        const chunk = body.subarray(next, next + CHUNK_BYTES);
        next += chunk.byteLength;
        bytesWritten = next;
        if (!request.write(chunk)) {
          request.once("drain", () => writeFrom(next));
          return;
        }
      }
      if (!answered && !request.destroyed) request.end();
    };
    writeFrom(0);
  });
}

/** The resident set of this process (the gateway under test runs in it), in MB. */
export function residentMegabytes(): number {
  return process.memoryUsage().rss / (1024 * 1024);
}

/** What this process's Buffers and ArrayBuffers hold, in MB: where a request body read whole would be kept. */
export function bufferMegabytes(): number {
  return process.memoryUsage().arrayBuffers / (1024 * 1024);
}
