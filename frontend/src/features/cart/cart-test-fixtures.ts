import type { MockedResponse } from '@apollo/client/testing';
import type { AddToCartMutation } from './use-add-to-cart.generated';
import { AddToCartDocument } from './use-add-to-cart.generated';
import { CartContentsDocument, type CartContentsQuery } from './use-cart.generated';
import { OwnedStoryIdsDocument } from './use-owned-story-ids.generated';

type CartLineFixture = CartContentsQuery['cart']['items'][number] & { __typename: 'CartItem' };
export type CartFixture = Omit<CartContentsQuery['cart'], 'items'> & { __typename: 'Cart'; items: CartLineFixture[] };

export function cartLineFixture(overrides: Partial<CartLineFixture> = {}): CartLineFixture {
  return {
    __typename: 'CartItem',
    productId: 'kit-salt-marsh-ledger',
    kind: 'STORY_KIT',
    title: 'The Salt Marsh Ledger',
    imageUrl: '/images/stories/thumbnails/salt-marsh.jpg',
    priceCents: 1495,
    storyId: 'the-salt-marsh-ledger',
    sponsorName: null,
    detailsSummary: null,
    ...overrides,
  };
}

export const fogOverLisbonLine = cartLineFixture({
  productId: 'kit-fog-over-lisbon',
  title: 'Fog Over Lisbon',
  imageUrl: '/images/stories/thumbnails/fog-over-lisbon.jpg',
  storyId: 'fog-over-lisbon',
});

export function cartFixture(items: CartLineFixture[] = [], email: string | null = null): CartFixture {
  return {
    __typename: 'Cart',
    items,
    count: items.length,
    totalCents: items.reduce((total, item) => total + item.priceCents, 0),
    email,
  };
}

export function cartMock(cart: CartFixture): MockedResponse {
  return { request: { query: CartContentsDocument }, result: { data: { cart } } };
}

export function ownedStoriesMock(storyIds: readonly string[]): MockedResponse {
  const myLibrary = storyIds.map((id) => ({
    __typename: 'LibraryItem',
    id: `library-${id}`,
    story: { __typename: 'Story', id },
  }));
  return { request: { query: OwnedStoryIdsDocument }, result: { data: { myLibrary } } };
}

type AddToCartAnswer = AddToCartMutation['addToCart'] | CartFixture;

export function addToCartMock(productId: string, answer: AddToCartAnswer): MockedResponse {
  return { request: { query: AddToCartDocument, variables: { productId } }, result: { data: { addToCart: answer } } };
}

/**
 * Answers for every test that does not ask otherwise: an empty cart and an empty library,
 * as often as they are asked for. Listed after a test's own mocks, which therefore win.
 */
export function defaultCartMocks(): MockedResponse[] {
  return [
    { ...cartMock(cartFixture()), maxUsageCount: Number.POSITIVE_INFINITY },
    { ...ownedStoriesMock([]), maxUsageCount: Number.POSITIVE_INFINITY },
  ];
}
