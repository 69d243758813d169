import { createHmac, timingSafeEqual } from "node:crypto";
import { WebhookSignatureError } from "../payment-provider";

/** The header the sandbox signs its webhooks with, as Stripe does with `Stripe-Signature`. */
export const SANDBOX_SIGNATURE_HEADER = "sandbox-signature";

/** How far a webhook's timestamp may be from the receiver's clock, so a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return createHmac("sha256", secret).update(`${timestamp}.`).update(rawBody).digest("hex");
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export function signSandboxWebhook(secret: string, rawBody: string | Buffer, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const separator = part.indexOf("=");
    if (separator < 0) throw new WebhookSignatureError("The signature header is not in the form t=…,v1=….");
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === "t" && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === "v1" && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) throw new WebhookSignatureError("The signature header has no timestamp or no v1 signature.");
  return { timestamp, signatures };
}

/**
 * Throws WebhookSignatureError unless one of the header's v1 signatures is the body's, made with the
 * secret, at a time within the tolerance of `nowSeconds`. Several v1 values are accepted, as Stripe
 * sends while a secret is being rolled over.
 */
export function verifySandboxWebhook(secret: string, rawBody: Buffer, header: string | string[] | undefined, nowSeconds: number): void {
  if (typeof header !== "string" || header === "") throw new WebhookSignatureError(`The ${SANDBOX_SIGNATURE_HEADER} header is missing or repeated.`);
  const { timestamp, signatures } = parseHeader(header);
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) throw new WebhookSignatureError("The signature's timestamp is outside the tolerance.");
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), "hex");
  const matches = signatures.some((signature) => timingSafeEqual(Buffer.from(signature, "hex"), expected));
  if (!matches) throw new WebhookSignatureError("The signature does not match the body.");
}
