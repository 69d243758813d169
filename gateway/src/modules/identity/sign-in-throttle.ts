import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { RateLimitStore } from "../../platform/rate-limit-store";

export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
}

const DEFAULT_LIMITS: ThrottleLimits = { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 };

/**
 * Counts failed sign-ins per account and per network address over a window, so a password cannot be guessed quickly
 * and one address cannot spray many accounts. The counts live where the shop's rate limits do (Redis when configured),
 * so every gateway sees the same failures.
 */
export class SignInThrottle {
  private readonly byAccount: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;

  constructor(store: RateLimitStore, private readonly limits: ThrottleLimits = DEFAULT_LIMITS) {
    this.byAccount = store.counter("sign-in-failures-account", limits.perAccount, limits.windowSeconds);
    this.byAddress = store.counter("sign-in-failures-address", limits.perAddress, limits.windowSeconds);
  }

  /** How many seconds the account or the address must wait before trying again; 0 when neither is blocked. */
  async blockedFor(email: string, address: string): Promise<number> {
    const [account, fromAddress] = await Promise.all([this.byAccount.get(email), this.byAddress.get(address)]);
    const waits = [
      account && account.consumedPoints >= this.limits.perAccount ? account.msBeforeNext : 0,
      fromAddress && fromAddress.consumedPoints >= this.limits.perAddress ? fromAddress.msBeforeNext : 0,
    ];
    const waitMs = Math.max(...waits);
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  async recordFailure(email: string, address: string): Promise<void> {
    // Past the limit a counter refuses the point, which is what `blockedFor` reads: the refusal itself is not an error.
    await Promise.allSettled([this.byAccount.consume(email), this.byAddress.consume(address)]);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.byAccount.delete(email);
  }
}
