import type { CustomCaseDraft, SuspectDraft } from './custom-case-draft';
import type { MysteryCreatorClock } from './mystery-creator-clock';

/** Midday UTC, so "today" is the same calendar day wherever the tests run. */
export const testToday = new Date('2026-03-01T12:00:00.000Z');

export interface TestClock extends MysteryCreatorClock {
  /** The delays asked for and not yet run, oldest first. */
  pendingDelays: () => number[];
  /** Runs every delayed callback due by now. */
  runDelayed: () => void;
}

/** A clock stopped at `today` whose delays wait until the test runs them. */
export function testClock(today: Date = testToday): TestClock {
  let queue: { callback: () => void; delayMs: number; cancelled: boolean }[] = [];
  return {
    now: () => today,
    later: (callback, delayMs) => {
      const entry = { callback, delayMs, cancelled: false };
      queue.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
    pendingDelays: () => queue.filter((entry) => !entry.cancelled).map((entry) => entry.delayMs),
    runDelayed: () => {
      const due = queue.filter((entry) => !entry.cancelled);
      queue = [];
      due.forEach((entry) => entry.callback());
    },
  };
}

export function suspectDraftFixture(overrides: Partial<SuspectDraft> = {}): SuspectDraft {
  return {
    id: 'suspect-1',
    fullName: 'Ada Grey',
    age: '',
    eyes: '',
    height: '',
    occupation: '',
    relationship: '',
    hairColor: '',
    sex: '',
    skinTone: '',
    ...overrides,
  };
}

/** A brief that passes every rule on `testToday`. */
export function draftFixture(overrides: Partial<CustomCaseDraft> = {}): CustomCaseDraft {
  return {
    email: 'sam@example.test',
    dateRequired: '2026-03-20',
    source: 'YOUTUBE',
    city: 'Halifax',
    location: 'The lighthouse',
    suspects: [suspectDraftFixture()],
    ...overrides,
  };
}
