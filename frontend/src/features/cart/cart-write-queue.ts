let tail: Promise<unknown> = Promise.resolve();

/**
 * Sends cart changes to the shop one after another. A visitor's cart is created by their first
 * change, which also gives the browser its cart cookie: a second change sent at the same moment
 * would arrive without the cookie and start a second cart.
 */
export function inCartWriteQueue<T>(write: () => Promise<T>): Promise<T> {
  const run = tail.then(write, write);
  tail = run.catch(() => undefined);
  return run;
}
