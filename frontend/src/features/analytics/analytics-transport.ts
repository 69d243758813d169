/** The gateway's answer to one batch. */
export interface TransportAnswer {
  status: number;
  /** From a 429's Retry-After header. */
  retryAfterMs: number | null;
}

/** How batches reach the gateway; tests give their own. */
export interface AnalyticsTransport {
  /** Sends one batch, with the user's token when there is one; rejects when the network fails. */
  post: (body: string, accessToken: string | null) => Promise<TransportAnswer>;
  /** Hands one batch to the browser to send after the page is gone; false when it refused to take it. */
  beacon: (body: string) => boolean;
}

function retryAfterMsOf(response: Response): number | null {
  const seconds = Number(response.headers.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}

/** `fetch` for sends while the page lives, `navigator.sendBeacon` for the last one. */
export function browserTransport(url: string): AnalyticsTransport {
  return {
    post: async (body, accessToken) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
      // keepalive lets a send already on its way finish when the page closes.
      const response = await fetch(url, { method: 'POST', headers, body, keepalive: true });
      return { status: response.status, retryAfterMs: retryAfterMsOf(response) };
    },
    beacon: (body) => {
      if (typeof navigator.sendBeacon !== 'function') return false;
      try {
        // A string goes as text/plain, which the gateway accepts: a beacon can set no headers.
        return navigator.sendBeacon(url, body);
      } catch {
        // Some browsers and extensions throw rather than answer false; the events then wait for the next page.
        return false;
      }
    },
  };
}
