import { setTimeout as pause } from "node:timers/promises";

/**
 * Asks `check` again every `intervalMs` until it answers true or `timeoutMs` has passed; returns its last answer, so the
 * caller can still print what it measured before asserting.
 */
export async function pollUntil(check: () => Promise<boolean>, { timeoutMs, intervalMs = 100 }: { timeoutMs: number; intervalMs?: number }): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const done = await check();
    if (done || Date.now() >= deadline) return done;
    await pause(intervalMs);
  }
}
