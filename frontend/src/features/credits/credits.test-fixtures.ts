import type { MockedResponse } from '@apollo/client/testing';
import { vi } from 'vitest';
import {
  RedeemStoryWithCreditsDocument,
  type RedeemStoryWithCreditsMutation,
} from './use-redeem-story.generated';

type Answer = RedeemStoryWithCreditsMutation['redeemStoryWithCredits'];
type Redeemed = Extract<Answer, { __typename: 'CreditRedemption' }>;
type RedeemAnswer =
  | Exclude<Answer, Redeemed>
  | (Omit<Redeemed, 'libraryItem'> & { libraryItem: Redeemed['libraryItem'] & { __typename: 'LibraryItem' } });

/** Keys the dialog will use, one per opening, in order. */
export const firstIntent = '11111111-1111-4111-8111-111111111111';
export const secondIntent = '22222222-2222-4222-8222-222222222222';

/** Makes each opening of the dialog get the next of `keys` as its idempotency key. */
export function stubIdempotencyKeys(...keys: ReadonlyArray<`${string}-${string}-${string}-${string}-${string}`>): void {
  const randomUUID = vi.spyOn(crypto, 'randomUUID');
  for (const key of keys) randomUUID.mockReturnValueOnce(key);
}

export const redeemed: RedeemAnswer = {
  __typename: 'CreditRedemption',
  libraryItem: { __typename: 'LibraryItem', id: '77' },
};

/** The shop's answer to one redemption, counted: only a request with this story and key matches. */
export function redeemSpy(storyId: string, idempotencyKey: string, answer: RedeemAnswer) {
  const result = vi.fn(() => ({ data: { redeemStoryWithCredits: answer } }));
  const mock: MockedResponse = { request: redeemRequest(storyId, idempotencyKey), result };
  return { mock, calls: () => result.mock.calls.length };
}

/** A redemption whose answer never arrives. */
export function redeemUnreachable(storyId: string, idempotencyKey: string): MockedResponse {
  return { request: redeemRequest(storyId, idempotencyKey), error: new Error('Network down') };
}

function redeemRequest(storyId: string, idempotencyKey: string) {
  return { query: RedeemStoryWithCreditsDocument, variables: { storyId, idempotencyKey } };
}
