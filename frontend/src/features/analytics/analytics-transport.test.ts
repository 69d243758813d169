import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTransport } from './analytics-transport';

const url = '/api-coldcase/events';

function giveNavigatorSendBeacon(sendBeacon: Navigator['sendBeacon'] | undefined) {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('browserTransport beacon', () => {
  it('hands the batch to the browser as it is', () => {
    const sendBeacon = vi.fn(() => true);
    giveNavigatorSendBeacon(sendBeacon);

    expect(browserTransport(url).beacon('{"events":[]}')).toBe(true);
    expect(sendBeacon).toHaveBeenCalledWith(url, '{"events":[]}');
  });

  it('answers false where the browser has no beacon', () => {
    giveNavigatorSendBeacon(undefined);

    expect(browserTransport(url).beacon('{}')).toBe(false);
  });

  it('answers false, rather than throw into the page hiding, when the browser refuses by throwing', () => {
    giveNavigatorSendBeacon(() => {
      throw new TypeError('Beacons are only supported over HTTP(S).');
    });

    expect(browserTransport(url).beacon('{}')).toBe(false);
  });
});
