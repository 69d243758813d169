import { createHmac, timingSafeEqual } from "node:crypto";

export type LinkVerdict = "valid" | "expired" | "invalid";

/** Base64url of a 32-byte HMAC-SHA256: exactly 43 characters, no padding. */
const MAC_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Unix seconds, without sign, exponent or fraction; 12 digits reach far past any link's life. */
const EXPIRES_PATTERN = /^[0-9]{1,12}$/;
/**
 * The characters a path keeps unchanged on its way through a browser and Express. Anything else would be
 * percent-encoded in the request, and the signature made over the raw form would never match.
 */
const PATH_PATTERN = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

function mac(key: Buffer, message: string): Buffer {
  return createHmac("sha256", key).update(message, "utf8").digest();
}

function sameMac(expected: Buffer, given: unknown): boolean {
  if (typeof given !== "string" || !MAC_PATTERN.test(given)) return false;
  // Compared as text, not decoded: base64url decoding ignores a final character's spare bits, so several strings decode alike.
  return timingSafeEqual(Buffer.from(expected.toString("base64url")), Buffer.from(given));
}

function requireLabel(kind: string, label: string): void {
  if (label.length === 0) throw new Error(`A ${kind} must not be empty`);
}

/**
 * Signs the shop's links with keys derived from one secret: short-lived links to paths (downloads) and non-expiring
 * tokens bound to a purpose and a subject (an order page's link). Each use has its own key, so a signature made for
 * one can never be replayed as another.
 */
export class LinkSigner {
  private readonly linkKey: Buffer;
  private readonly tokenKeys = new Map<string, Buffer>();

  constructor(
    private readonly secret: string,
    private readonly clock: () => Date = () => new Date(),
  ) {
    if (secret.length === 0) throw new Error("LinkSigner needs a non-empty secret");
    this.linkKey = this.derive("link");
  }

  /**
   * `path` followed by `?expires=…&signature=…`, valid for ttlMs. The path must be in the form it takes in the request
   * (percent-encoded), and carry no query or fragment of its own: only the path is signed.
   */
  signPath(path: string, ttlMs: number): string {
    if (!path.startsWith("/")) throw new Error(`Only a path starting with "/" can be signed, got "${path}"`);
    if (path.includes("?") || path.includes("#")) throw new Error(`A signed path cannot carry a query or fragment, got "${path}"`);
    if (!PATH_PATTERN.test(path)) throw new Error(`Percent-encode the path before signing it, got "${path}"`);
    if (!Number.isFinite(ttlMs) || ttlMs <= 0) throw new Error(`A link's time to live must be a positive number of milliseconds, got ${ttlMs}`);
    // Rounded up so a link never lives shorter than asked.
    const expires = Math.ceil((this.clock().getTime() + ttlMs) / 1000);
    const signature = mac(this.linkKey, `${path}\n${expires}`).toString("base64url");
    return `${path}?expires=${expires}&signature=${signature}`;
  }

  /** Checks a signed link as requested: `query` is the request's parsed query, whatever shape a client sent. */
  verifyPath(path: string, query: { expires?: unknown; signature?: unknown }): LinkVerdict {
    const { expires, signature } = query;
    if (typeof expires !== "string" || !EXPIRES_PATTERN.test(expires)) return "invalid";
    if (!sameMac(mac(this.linkKey, `${path}\n${expires}`), signature)) return "invalid";
    return this.clock().getTime() < Number(expires) * 1000 ? "valid" : "expired";
  }

  /** A token that proves the shop issued it for this purpose and subject; it never expires. */
  token(purpose: string, subject: string): string {
    return mac(this.tokenKey(purpose), subject).toString("base64url");
  }

  verifyToken(purpose: string, subject: string, token: unknown): boolean {
    return sameMac(mac(this.tokenKey(purpose), subject), token);
  }

  /** A secret for another component (e.g. the sandbox's webhook signing), independent of every key used here. */
  derivedSecret(label: string): string {
    requireLabel("secret's label", label);
    return this.derive(`derived:${label}`).toString("base64url");
  }

  private tokenKey(purpose: string): Buffer {
    requireLabel("token's purpose", purpose);
    let key = this.tokenKeys.get(purpose);
    if (!key) {
      key = this.derive(`token:${purpose}`);
      this.tokenKeys.set(purpose, key);
    }
    return key;
  }

  /** Every key is HMAC(secret, label) under a distinct label: knowing one key reveals nothing of the others. */
  private derive(label: string): Buffer {
    return mac(Buffer.from(this.secret, "utf8"), label);
  }
}
