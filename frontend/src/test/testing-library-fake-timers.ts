import { vi } from 'vitest';

/**
 * Testing Library advances fake timers only when it finds Jest's, so under Vitest's fake timers
 * every user-event call and `waitFor` waits on a timeout that never fires
 * (testing-library/react-testing-library#1197). It looks for a global `jest` that can advance
 * the clock; Vitest's clock is offered under that name. With real timers it is never called.
 */
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });
