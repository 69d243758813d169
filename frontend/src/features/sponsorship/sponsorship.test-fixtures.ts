import type { MockedResponse } from '@apollo/client/testing';
import { vi } from 'vitest';
import { sponsorshipOfferFixture } from '../../test/story-fixtures';
import type { CartFixture } from '../cart/cart-test-fixtures';
import { StorySponsorshipDocument, type StorySponsorshipQuery } from './refresh-story-sponsorship.generated';
import { AddSponsorshipToCartDocument, type AddSponsorshipToCartMutation } from './use-add-sponsorship.generated';

type Answer = Exclude<AddSponsorshipToCartMutation['addToCart'], { __typename: 'Cart' }> | CartFixture;

type StorySponsorshipFixture = Omit<NonNullable<StorySponsorshipQuery['story']>, 'sponsor' | 'sponsorshipOffer'> & {
  __typename: 'Story';
  sponsor: { __typename: 'StorySponsor'; name: string } | null;
  sponsorshipOffer: typeof sponsorshipOfferFixture | null;
};

/** The shop's answer to putting a sponsorship in the cart under `sponsorName`, counted. */
export function addSponsorshipSpy(productId: string, sponsorName: string, answer: Answer) {
  const result = vi.fn(() => ({ data: { addToCart: answer } }));
  const mock: MockedResponse = {
    request: { query: AddSponsorshipToCartDocument, variables: { productId, sponsorName } },
    result,
  };
  return { mock, calls: () => result.mock.calls.length };
}

/** The shop's refusal of a sponsorship someone else took first. */
export function sponsorTakenRefusal(storyTitle: string) {
  return {
    __typename: 'ProductUnavailableError',
    errorCode: 'PRODUCT_UNAVAILABLE',
    message: `${storyTitle} already has a sponsor: each story has one.`,
  } as const;
}

/** The story read again after a refusal: sponsored by `sponsorName` meanwhile, so offered no more. */
export function sponsoredMeanwhileMock(storyId: string, sponsorName: string): MockedResponse {
  return storySponsorshipMock({
    __typename: 'Story',
    id: storyId,
    isAvailable: true,
    isSponsored: true,
    sponsor: { __typename: 'StorySponsor', name: sponsorName },
    sponsorshipOffer: null,
  });
}

/** The story read again after a refusal: coming soon again, its offer kept for later. */
export function comingSoonAgainMock(storyId: string): MockedResponse {
  return storySponsorshipMock({
    __typename: 'Story',
    id: storyId,
    isAvailable: false,
    isSponsored: false,
    sponsor: null,
    sponsorshipOffer: sponsorshipOfferFixture,
  });
}

function storySponsorshipMock(story: StorySponsorshipFixture): MockedResponse {
  return { request: { query: StorySponsorshipDocument, variables: { id: story.id } }, result: { data: { story } } };
}
