import { beforeAll } from 'vitest';

/** Generous: the first transform of a module graph is slow on a busy test machine. */
const firstLoadTimeoutMs = 30_000;

/**
 * Loads code-split modules once before a file's tests. A component's `lazy()` import then
 * resolves from the module cache, so `findBy…` waits cover React's own work, not how long
 * the test machine takes to transform the module for the first time.
 */
export function loadLazyModulesBeforeTests(...loaders: ReadonlyArray<() => Promise<unknown>>): void {
  beforeAll(async () => {
    await Promise.all(loaders.map((load) => load()));
  }, firstLoadTimeoutMs);
}
