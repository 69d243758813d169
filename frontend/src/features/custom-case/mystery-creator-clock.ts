/**
 * What the Mystery Creator needs from time: today's date, for the earliest and latest dates a
 * case can be required by, and a delay before a new suspect is scrolled into view. Tests give
 * their own, so dates do not drift with the calendar and delays run when the test says.
 */
export interface MysteryCreatorClock {
  now: () => Date;
  /** Runs `callback` after `delayMs`; the returned function cancels it. */
  later: (callback: () => void, delayMs: number) => () => void;
}

export const systemClock: MysteryCreatorClock = {
  now: () => new Date(),
  later: (callback, delayMs) => {
    const timer = window.setTimeout(callback, delayMs);
    return () => window.clearTimeout(timer);
  },
};
