import { ApolloLink, Observable, type FetchResult } from '@apollo/client';
import { onTestFinished } from 'vitest';

export interface HeldOperation {
  /** Put in front of the mocked shop, as `renderWithProviders`'s `link`. */
  link: ApolloLink;
  /** How many of the held operations have been sent and are waiting. */
  waiting: () => number;
  /** Lets every waiting operation through to the mocked shop, which answers it as usual. */
  release: () => void;
}

/**
 * Holds back every operation named `operationName` until the test releases it, so a test sees the
 * page while the shop is still thinking without waiting on a real clock. Other operations pass at once.
 */
export function holdOperation(operationName: string): HeldOperation {
  let waiting: (() => void)[] = [];
  const link = new ApolloLink((operation, forward) => {
    if (operation.operationName !== operationName) return forward(operation);
    return new Observable<FetchResult>((observer) => {
      let cancelled = false;
      let answer: { unsubscribe: () => void } | null = null;
      const send = () => {
        if (!cancelled) answer = forward(operation).subscribe(observer);
      };
      waiting.push(send);
      return () => {
        cancelled = true;
        answer?.unsubscribe();
      };
    });
  });
  const release = () => {
    const sends = waiting;
    waiting = [];
    sends.forEach((send) => send());
  };
  // A cart change held for ever would stall the cart's write queue for every later test in the file.
  onTestFinished(release);
  return { link, waiting: () => waiting.length, release };
}
