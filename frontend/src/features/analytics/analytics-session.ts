import { SESSION_TIMEOUT_MS } from './analytics-limits';
import { readJson, writeItem, type KeyValueStorage } from './key-value-storage';

export const SESSION_STORAGE_KEY = 'coldcase-analytics-session';
const SESSION_ID_LENGTH = 22;

interface StoredSession {
  id: string;
  lastActivityAt: number;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const { id, lastActivityAt } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof lastActivityAt === 'number';
}

/**
 * The visitor's session: kept in local storage with the time of its last event, so every tab and
 * the next page load share it, and it ends after 30 minutes without an event.
 */
export class AnalyticsSession {
  // Used when storage is switched off, so a page still keeps one session.
  private inMemory: StoredSession | null = null;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly newId: (length: number) => string,
  ) {}

  /** The session an event at `now` belongs to, started afresh when the last one has timed out. */
  idForEventAt(now: number): string {
    const stored = readJson(this.storage, SESSION_STORAGE_KEY);
    const current = isStoredSession(stored) ? stored : this.inMemory;
    const live = current !== null && now - current.lastActivityAt < SESSION_TIMEOUT_MS;
    const session = { id: live ? current.id : this.newId(SESSION_ID_LENGTH), lastActivityAt: now };
    this.inMemory = session;
    writeItem(this.storage, SESSION_STORAGE_KEY, JSON.stringify(session));
    return session.id;
  }
}
