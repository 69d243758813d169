import { RETRY_BASE_MS, RETRY_JITTER, RETRY_MAX_MS } from './analytics-limits';

/**
 * How long to wait before the `retry`-th new try (1, 2, ...): 1 s doubling up to 5 minutes, varied
 * by ±20% with `random` (0..1), and never sooner than the gateway asked for with Retry-After.
 */
export function retryDelayMs(retry: number, random: number, retryAfterMs: number | null = null): number {
  const exponential = Math.min(RETRY_BASE_MS * 2 ** (retry - 1), RETRY_MAX_MS);
  const jittered = exponential * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random);
  return Math.max(Math.round(jittered), retryAfterMs ?? 0);
}
