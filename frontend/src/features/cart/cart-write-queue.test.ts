import { describe, expect, it } from 'vitest';
import { inCartWriteQueue } from './cart-write-queue';

describe('the cart write queue', () => {
  it('starts each write only after the one before it has settled, even a failed one', async () => {
    const events: string[] = [];
    let finishFirst: () => void = () => undefined;
    const first = inCartWriteQueue(
      () =>
        new Promise<void>((_resolve, reject) => {
          events.push('first started');
          finishFirst = () => reject(new Error('first failed'));
        }),
    );
    const second = inCartWriteQueue(async () => {
      events.push('second started');
      return 'second';
    });
    await Promise.resolve();
    expect(events).toEqual(['first started']);

    finishFirst();
    await expect(first).rejects.toThrow('first failed');
    await expect(second).resolves.toBe('second');
    expect(events).toEqual(['first started', 'second started']);
  });
});
