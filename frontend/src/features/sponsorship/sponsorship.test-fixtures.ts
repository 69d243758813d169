import type { MockedResponse } from '@apollo/client/testing';
import { vi } from 'vitest';
import type { CartFixture } from '../cart/cart-test-fixtures';
import { AddSponsorshipToCartDocument, type AddSponsorshipToCartMutation } from './use-add-sponsorship.generated';

type Answer = Exclude<AddSponsorshipToCartMutation['addToCart'], { __typename: 'Cart' }> | CartFixture;

/** The shop's answer to putting a sponsorship in the cart under `sponsorName`, counted. */
export function addSponsorshipSpy(productId: string, sponsorName: string, answer: Answer) {
  const result = vi.fn(() => ({ data: { addToCart: answer } }));
  const mock: MockedResponse = {
    request: { query: AddSponsorshipToCartDocument, variables: { productId, sponsorName } },
    result,
  };
  return { mock, calls: () => result.mock.calls.length };
}
