import type { IncomingMessage } from "node:http";

/** Requests the response cache may read itself: small, plain (not compressed) UTF-8 JSON with a declared length. */
export function isSmallPlainJson(req: IncomingMessage, maxBytes: number): boolean {
  const contentType = (req.headers["content-type"] ?? "").toLowerCase().replace(/\s/g, "");
  const length = Number(req.headers["content-length"]);
  return (
    (contentType === "application/json" || contentType === "application/json;charset=utf-8") &&
    req.headers["content-encoding"] === undefined &&
    Number.isInteger(length) &&
    length > 0 &&
    length <= maxBytes
  );
}

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

export function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
}
