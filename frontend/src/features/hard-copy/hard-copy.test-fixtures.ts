import type { MockedResponse } from '@apollo/client/testing';
import { vi } from 'vitest';
import type { ShippingAddressInput } from '../../graphql/types.generated';
import type { InvalidDetailsFixture } from '../../test/invalid-details-fixtures';
import { cartFixture, cartLineFixture, type CartFixture } from '../cart/cart-test-fixtures';
import type { HardCopyStoryFieldsFragment } from './hard-copy-offer.generated';
import { AddHardCopyToCartDocument, type AddHardCopyToCartMutation } from './use-add-hard-copy.generated';

export const hardCopyStory: HardCopyStoryFieldsFragment & { __typename: 'Story' } = {
  __typename: 'Story',
  id: 'the-salt-marsh-ledger',
  title: 'The Salt Marsh Ledger',
  isAvailable: true,
  northAmericaProductId: 'print-na-salt-marsh-ledger',
  internationalProductId: 'print-intl-salt-marsh-ledger',
  type: 'MURDER',
  context: 'LOW_TECH',
  productId: 'kit-salt-marsh-ledger',
  isSponsored: false,
};

/** An address in Toronto, as the shop receives it from the form. */
export const torontoAddress: ShippingAddressInput = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.test',
  street: '12 Harbour Street',
  city: 'Toronto',
  state: 'Ontario',
  postalCode: 'M5J 2N8',
  country: 'Canada',
  phone: null,
};

export function cartWithHardCopy(productId: string, summary: string, email: string | null = null): CartFixture {
  return cartFixture(
    [
    cartLineFixture({
      productId,
      kind: 'HARD_COPY',
      title: 'The Salt Marsh Ledger (North America)',
      priceCents: 3495,
      detailsSummary: summary,
    }),
    ],
    email,
  );
}

type Answer =
  | Exclude<AddHardCopyToCartMutation['addToCart'], { __typename: 'Cart' | 'InvalidDetailsError' }>
  | InvalidDetailsFixture
  | CartFixture;

interface SpyOptions {
  /** The request fails on the way instead of being answered. */
  networkError?: Error;
}

/** The shop's answer to putting a hard copy in the cart with `address`, counted. */
export function addHardCopySpy(productId: string, address: ShippingAddressInput, answer: Answer, options: SpyOptions = {}) {
  const result = vi.fn(() => ({ data: { addToCart: answer } }));
  const request = { query: AddHardCopyToCartDocument, variables: { productId, shippingAddress: address } };
  const mock: MockedResponse = options.networkError
    ? { request, error: options.networkError }
    : { request, result };
  return { mock, calls: () => result.mock.calls.length };
}
