import { AnalyticsClient } from './analytics-client';
import { EVENTS_URL } from './analytics-limits';
import { browserTransport } from './analytics-transport';
import type { KeyValueStorage } from './key-value-storage';
import { randomId } from './random-id';
import { visitorIdFrom } from './visitor-id';

const noStorage: KeyValueStorage = { getItem: () => null, setItem: () => undefined };

function localStorageIfAllowed(): KeyValueStorage {
  try {
    // Reading the property itself throws where the user has blocked site data.
    return window.localStorage;
  } catch {
    return noStorage;
  }
}

/** The app's analytics client, started, and flushed by beacon whenever the page is hidden or left. */
export function createBrowserAnalytics(accessToken: () => Promise<string | null>): AnalyticsClient {
  const client = new AnalyticsClient({
    transport: browserTransport(EVENTS_URL),
    storage: localStorageIfAllowed(),
    visitorId: visitorIdFrom(document, randomId),
    accessToken,
    now: () => Date.now(),
    timers: { set: (callback, delayMs) => window.setTimeout(callback, delayMs), clear: (handle) => window.clearTimeout(handle) },
    newId: randomId,
    random: Math.random,
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') client.flushOnHide();
  });
  window.addEventListener('pagehide', () => client.flushOnHide());
  void client.start();
  return client;
}
