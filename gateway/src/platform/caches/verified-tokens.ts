import type { AuthResult } from "express-oauth2-jwt-bearer";
import { LRUCache } from "lru-cache";
import type { Clock } from "./generational-cache";

export interface VerifiedTokensOptions {
  /**
   * How long a verification is trusted at most, however long the token has left. (A key withdrawn from the issuer's
   * set stops working once the verifier fetches the set again: express-oauth2-jwt-bearer keeps it ten minutes.)
   */
  maxAgeMs?: number;
  maxEntries?: number;
  clock?: Clock;
}

/** Plain bearer credentials; a proof-of-possession token (DPoP) is checked against its proof on every request. */
const BEARER = /^Bearer [A-Za-z0-9._~+/-]+=*$/;

/**
 * Bearer tokens that passed the full check (issuer, audience, RS256 signature, lifetime), by the exact Authorization
 * header they came in, until they expire or `maxAgeMs` passes. A signed-in visitor sends the same token with every
 * request, and verifying its RSA signature costs more than the catalogue page it asks for. Only a header that
 * verified is remembered, so any other header, however close, gets the full check.
 */
export class VerifiedTokens {
  private readonly entries: LRUCache<string, AuthResult>;
  private readonly maxAgeMs: number;
  private readonly clock: Clock;

  constructor(options: VerifiedTokensOptions = {}) {
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.clock = options.clock ?? { now: () => Date.now() };
    this.entries = new LRUCache({ max: options.maxEntries ?? 10_000, ttl: this.maxAgeMs, perf: this.clock, ttlResolution: 0 });
  }

  /** The verification of this exact header, while it holds. */
  get(authorization: string): AuthResult | undefined {
    return this.entries.get(authorization);
  }

  /** Keeps a header that just verified, until its token's `exp` (or `maxAgeMs`, whichever is sooner). */
  remember(authorization: string, verified: AuthResult): void {
    if (!BEARER.test(authorization)) return;
    const { exp } = verified.payload;
    if (typeof exp !== "number") return;
    // lru-cache still serves an entry in its last millisecond; the token is expired by then.
    const ttl = Math.min(this.maxAgeMs, exp * 1000 - this.clock.now()) - 1;
    if (ttl > 0) this.entries.set(authorization, verified, { ttl });
  }
}
