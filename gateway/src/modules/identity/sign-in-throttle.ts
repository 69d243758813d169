import { LRUCache } from "lru-cache";

export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

/**
 * Counts failed sign-ins per account and per network address over a sliding window, so a
 * password cannot be guessed quickly and one address cannot spray many accounts.
 */
export class SignInThrottle {
  private readonly failures: LRUCache<string, number[]>;

  constructor(private readonly limits: ThrottleLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000 }) {
    this.failures = new LRUCache({ max: 50_000, ttl: limits.windowMs });
  }

  isBlocked(email: string, address: string): boolean {
    return this.recent(`account:${email}`) >= this.limits.perAccount || this.recent(`address:${address}`) >= this.limits.perAddress;
  }

  recordFailure(email: string, address: string): void {
    for (const key of [`account:${email}`, `address:${address}`]) {
      this.failures.set(key, [...this.timestamps(key), Date.now()]);
    }
  }

  recordSuccess(email: string): void {
    this.failures.delete(`account:${email}`);
  }

  private timestamps(key: string): number[] {
    const since = Date.now() - this.limits.windowMs;
    return (this.failures.get(key) ?? []).filter((time) => time > since);
  }

  private recent(key: string): number {
    return this.timestamps(key).length;
  }
}
