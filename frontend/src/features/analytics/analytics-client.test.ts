import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsClient, type AnalyticsClientOptions } from './analytics-client';
import { SESSION_STORAGE_KEY } from './analytics-session';
import type { AnalyticsTransport, TransportAnswer } from './analytics-transport';
import type { KeyValueStorage } from './key-value-storage';
import { UNSENT_STORAGE_KEY, type StoredBatch } from './unsent-events';

const start = Date.parse('2026-11-24T10:00:00.000Z');
const second = 1000;
const minute = 60 * second;

interface Envelope {
  sessionId: string;
  visitorId: string;
  events: { id: string; name: string; at: string; properties: Record<string, unknown> }[];
}

function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

/** A gateway that answers each post with the next of `answers` (the last one again once they run out). */
function fakeTransport(...answers: (number | TransportAnswer | 'network down')[]) {
  const posts: { body: Envelope; token: string | null }[] = [];
  const beacons: Envelope[] = [];
  let beaconAccepts = true;
  const transport: AnalyticsTransport = {
    post: (body, token) => {
      posts.push({ body: JSON.parse(body) as Envelope, token });
      const answer = answers[Math.min(posts.length - 1, answers.length - 1)] ?? 200;
      if (answer === 'network down') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(typeof answer === 'number' ? { status: answer, retryAfterMs: null } : answer);
    },
    beacon: (body) => {
      if (beaconAccepts) beacons.push(JSON.parse(body) as Envelope);
      return beaconAccepts;
    },
  };
  return {
    transport,
    posts,
    beacons,
    refuseBeacons: () => {
      beaconAccepts = false;
    },
  };
}

let idCount = 0;

function newClient(transport: AnalyticsTransport, overrides: Partial<AnalyticsClientOptions> = {}) {
  const storage = overrides.storage ?? memoryStorage();
  const client = new AnalyticsClient({
    transport,
    storage,
    visitorId: 'visitor-0123456789abcdef',
    accessToken: () => Promise.resolve(null),
    now: () => Date.now(),
    timers: { set: (callback, delayMs) => window.setTimeout(callback, delayMs), clear: (handle) => window.clearTimeout(handle) },
    newId: (length) => `id${String((idCount += 1)).padStart(length - 2, '0')}`,
    random: () => 0.5,
    ...overrides,
  });
  return { client, storage };
}

function trackViews(client: AnalyticsClient, count: number) {
  for (let index = 0; index < count; index += 1) {
    client.track('Page View', { page: 'FAQ', path: `/faq/${index}`, referrer: '' });
  }
}

function storedBatches(storage: KeyValueStorage): StoredBatch[] {
  return JSON.parse(storage.getItem(UNSENT_STORAGE_KEY) ?? '[]') as StoredBatch[];
}

const storedCount = (storage: KeyValueStorage) => storedBatches(storage).reduce((count, batch) => count + batch.events.length, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: start });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AnalyticsClient batching', () => {
  it('sends the queue 10 s after its first event, in one batch', async () => {
    const gateway = fakeTransport(200);
    const { client } = newClient(gateway.transport);

    client.track('Toggle Theme', { new_theme: 'light' });
    await vi.advanceTimersByTimeAsync(4 * second);
    client.track('Mobile Menu Toggle', { action: 'open' });
    await vi.advanceTimersByTimeAsync(5.9 * second);
    expect(gateway.posts).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(0.1 * second);
    expect(gateway.posts).toHaveLength(1);
    expect(gateway.posts[0]?.body.events.map((event) => event.name)).toEqual(['Toggle Theme', 'Mobile Menu Toggle']);
    expect(gateway.posts[0]?.body.events[0]).toMatchObject({ at: '2026-11-24T10:00:00.000Z', properties: { new_theme: 'light' } });
  });

  it('sends at once when the queue reaches 200', async () => {
    const gateway = fakeTransport(200);
    const { client } = newClient(gateway.transport);

    trackViews(client, 199);
    await vi.advanceTimersByTimeAsync(0);
    expect(gateway.posts).toHaveLength(0);
    trackViews(client, 1);
    await vi.advanceTimersByTimeAsync(0);

    expect(gateway.posts).toHaveLength(1);
    expect(gateway.posts[0]?.body.events).toHaveLength(200);
  });

  it('gives every event its own id, for the gateway to store a retried batch once', async () => {
    const gateway = fakeTransport(200);
    const { client } = newClient(gateway.transport);

    trackViews(client, 3);
    await client.flush();

    const ids = gateway.posts[0]?.body.events.map((event) => event.id) ?? [];
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('forgets what was sent', async () => {
    const gateway = fakeTransport(200);
    const { client, storage } = newClient(gateway.transport);

    trackViews(client, 2);
    expect(storedCount(storage)).toBe(2);
    await client.flush();

    expect(storedCount(storage)).toBe(0);
  });

  it('keeps strings within the 500 characters the gateway takes', async () => {
    const gateway = fakeTransport(200);
    const { client } = newClient(gateway.transport);

    client.track('Custom Form Error', { message: 'x'.repeat(600) });
    await client.flush();

    expect(gateway.posts[0]?.body.events[0]?.properties.message).toBe('x'.repeat(500));
  });
});

describe('AnalyticsClient identity', () => {
  it('sends the bearer token of a signed-in user', async () => {
    const gateway = fakeTransport(200);
    const { client } = newClient(gateway.transport, { accessToken: () => Promise.resolve('token-abc') });

    trackViews(client, 1);
    await client.flush();

    expect(gateway.posts[0]?.token).toBe('token-abc');
  });

  it("sends a visitor's events without a token", async () => {
    const gateway = fakeTransport(200);
    const { client } = newClient(gateway.transport);

    trackViews(client, 1);
    await client.flush();

    expect(gateway.posts[0]?.token).toBeNull();
  });

  it('never names the user in the payload: only the session, the browser and the events', async () => {
    const gateway = fakeTransport(200);
    const { client } = newClient(gateway.transport, { accessToken: () => Promise.resolve('token-of-sam@example.test') });

    client.track('Navigation Click', { destination: 'FAQ', current_page: 'Home' });
    await client.flush();

    const body = gateway.posts[0]?.body;
    expect(Object.keys(body ?? {}).sort()).toEqual(['events', 'sessionId', 'visitorId']);
    expect(Object.keys(body?.events[0] ?? {}).sort()).toEqual(['at', 'id', 'name', 'properties']);
    expect(JSON.stringify(body)).not.toContain('sam@example.test');
    expect(body?.visitorId).toBe('visitor-0123456789abcdef');
  });

  it('sends a batch again without the token when the gateway refuses the token', async () => {
    const gateway = fakeTransport(401, 200);
    const { client } = newClient(gateway.transport, { accessToken: () => Promise.resolve('expired') });

    trackViews(client, 1);
    await client.flush();

    expect(gateway.posts.map((post) => post.token)).toEqual(['expired', null]);
    expect(gateway.posts[1]?.body).toEqual(gateway.posts[0]?.body);
  });
});

describe('AnalyticsClient sessions', () => {
  it('keeps one session while events come less than 30 minutes apart, and starts another after', async () => {
    const gateway = fakeTransport(200);
    const { client, storage } = newClient(gateway.transport);

    trackViews(client, 1);
    await vi.advanceTimersByTimeAsync(29 * minute);
    trackViews(client, 1);
    await vi.advanceTimersByTimeAsync(30 * minute);
    trackViews(client, 1);
    await client.flush();

    const sessions = gateway.posts.map((post) => post.body.sessionId);
    expect(sessions).toHaveLength(3);
    expect(sessions[1]).toBe(sessions[0]);
    expect(sessions[2]).not.toBe(sessions[1]);
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toEqual({ id: sessions[2], lastActivityAt: Date.now() });
  });

  it("continues the session another page left in storage less than 30 minutes ago", async () => {
    const gateway = fakeTransport(200);
    const storage = memoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ id: 'session-from-before-0001', lastActivityAt: start - 10 * minute }));
    const { client } = newClient(gateway.transport, { storage });

    trackViews(client, 1);
    await client.flush();

    expect(gateway.posts[0]?.body.sessionId).toBe('session-from-before-0001');
  });

  it('sends events of two sessions in separate batches', async () => {
    const gateway = fakeTransport(200);
    const { client } = newClient(gateway.transport, { now: () => clock });
    let clock = start;

    trackViews(client, 2);
    clock += 31 * minute;
    trackViews(client, 1);
    await client.flush();

    expect(gateway.posts.map((post) => post.body.events.length)).toEqual([2, 1]);
    expect(gateway.posts[0]?.body.sessionId).not.toBe(gateway.posts[1]?.body.sessionId);
  });
});

describe('AnalyticsClient failures', () => {
  it('drops a batch the gateway refuses with 400: it would never be accepted', async () => {
    const gateway = fakeTransport(400, 200);
    const { client, storage } = newClient(gateway.transport);

    trackViews(client, 1);
    await client.flush();
    await vi.advanceTimersByTimeAsync(60 * minute);

    expect(gateway.posts).toHaveLength(1);
    expect(storedCount(storage)).toBe(0);
  });

  it('tries again after 1 s, 2 s, 4 s ... up to 5 minutes, 12 times, then gives the batch up', async () => {
    const gateway = fakeTransport(503);
    const { client, storage } = newClient(gateway.transport);
    const sentAt: number[] = [];
    const post = gateway.transport.post;
    gateway.transport.post = (body, token) => {
      sentAt.push(Date.now() - start);
      return post(body, token);
    };

    trackViews(client, 1);
    await client.flush();
    await vi.advanceTimersByTimeAsync(2 * 60 * minute);

    const waits = sentAt.slice(1).map((at, index) => (at - (sentAt[index] ?? 0)) / second);
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300]);
    expect(gateway.posts).toHaveLength(13);
    expect(storedCount(storage)).toBe(0);
  });

  it('tries again after a network failure and a 429, waiting as long as Retry-After says', async () => {
    const gateway = fakeTransport('network down', { status: 429, retryAfterMs: 30 * second }, 200);
    const { client, storage } = newClient(gateway.transport);

    trackViews(client, 1);
    await client.flush();
    await vi.advanceTimersByTimeAsync(1 * second);
    expect(gateway.posts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(29.9 * second);
    expect(gateway.posts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(0.1 * second);

    expect(gateway.posts).toHaveLength(3);
    expect(storedCount(storage)).toBe(0);
  });

  it('varies each wait by up to 20% either way', async () => {
    const gateway = fakeTransport(500, 200);
    const { client } = newClient(gateway.transport, { random: () => 0 });

    trackViews(client, 1);
    await client.flush();
    await vi.advanceTimersByTimeAsync(799);
    expect(gateway.posts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);

    expect(gateway.posts).toHaveLength(2);
  });

  it('holds fresh batches back while one is failing, then sends them when it goes through', async () => {
    const gateway = fakeTransport(503, 503, 503, 503, 200);
    const { client } = newClient(gateway.transport);
    const themesSent = () => gateway.posts.map((post) => post.body.events[0]?.properties.new_theme);

    client.track('Toggle Theme', { new_theme: 'light' });
    await client.flush();
    client.track('Toggle Theme', { new_theme: 'dark' });
    // Tried at 0, 1, 3 and 7 s; the second batch is sealed at 10 s and waits.
    await vi.advanceTimersByTimeAsync(14.9 * second);
    expect(themesSent()).toEqual(['light', 'light', 'light', 'light']);

    await vi.advanceTimersByTimeAsync(0.1 * second);

    expect(themesSent()).toEqual(['light', 'light', 'light', 'light', 'light', 'dark']);
  });
});

describe('AnalyticsClient storage across page loads', () => {
  it('keeps at most 1,000 unsent events, dropping the oldest', async () => {
    const gateway = fakeTransport('network down');
    const { client, storage } = newClient(gateway.transport);

    trackViews(client, 1100);
    await vi.advanceTimersByTimeAsync(0);

    expect(storedCount(storage)).toBe(1000);
    const paths = storedBatches(storage).flatMap((batch) => batch.events.map((event) => event.properties.path));
    expect(paths[0]).toBe('/faq/100');
    expect(paths.at(-1)).toBe('/faq/1099');
  });

  it('sends what an earlier page left unsent, with its own session', async () => {
    const storage = memoryStorage();
    const first = newClient(fakeTransport('network down').transport, { storage });
    first.client.track('Toggle Theme', { new_theme: 'light' });
    await first.client.flush();
    const leftSession = storedBatches(storage)[0]?.sessionId;

    const gateway = fakeTransport(200);
    const { client } = newClient(gateway.transport, { storage });
    await client.start();

    expect(gateway.posts).toHaveLength(1);
    expect(gateway.posts[0]?.body.sessionId).toBe(leftSession);
    expect(gateway.posts[0]?.body.events[0]?.name).toBe('Toggle Theme');
    expect(storedCount(storage)).toBe(0);
  });

  it('leaves behind events older than the 7 days the gateway accepts', async () => {
    const storage = memoryStorage();
    const old: StoredBatch = {
      sessionId: 'old-session-0000000001',
      visitorId: 'visitor-0123456789abcdef',
      attempts: 3,
      events: [{ id: 'old-event-1', name: 'Toggle Theme', at: new Date(start - 8 * 24 * 60 * minute).toISOString(), properties: {} }],
    };
    storage.setItem(UNSENT_STORAGE_KEY, JSON.stringify([old, { not: 'a batch' }]));
    const gateway = fakeTransport(200);
    const { client } = newClient(gateway.transport, { storage });

    await client.start();

    expect(gateway.posts).toHaveLength(0);
    expect(storedCount(storage)).toBe(0);
  });
});

describe('AnalyticsClient on page hide', () => {
  it('sends what is left by beacon, without waiting for the 10 s', async () => {
    const gateway = fakeTransport(200);
    const { client, storage } = newClient(gateway.transport, { accessToken: () => Promise.resolve('token-abc') });

    trackViews(client, 2);
    client.flushOnHide();

    expect(gateway.beacons).toHaveLength(1);
    expect(gateway.beacons[0]?.events).toHaveLength(2);
    expect(storedCount(storage)).toBe(0);
    await vi.advanceTimersByTimeAsync(60 * second);
    expect(gateway.posts).toHaveLength(0);
  });

  it('sends batches waiting for another try by beacon too', async () => {
    const gateway = fakeTransport(503);
    const { client } = newClient(gateway.transport);

    client.track('Toggle Theme', { new_theme: 'light' });
    await client.flush();
    client.track('Toggle Theme', { new_theme: 'dark' });
    client.flushOnHide();

    expect(gateway.beacons.flatMap((beacon) => beacon.events.map((event) => event.properties.new_theme))).toEqual(['light', 'dark']);
  });

  it('keeps the events for the next page when the browser will not take the beacon', async () => {
    const gateway = fakeTransport(200);
    gateway.refuseBeacons();
    const { client, storage } = newClient(gateway.transport);

    trackViews(client, 2);
    client.flushOnHide();

    expect(storedCount(storage)).toBe(2);
  });
});
