import type { StoryCardFieldsFragment } from '../features/catalogue/story-card.generated';
import type { StoryDetailPageQuery } from '../features/story-detail/story-detail.page.generated';

type Typed<T, Name extends string> = T & { __typename: Name };

type SponsorshipOfferFixture = Typed<NonNullable<StoryCardFieldsFragment['sponsorshipOffer']>, 'SponsorshipOffer'>;

/** What the shop asks for a story's sponsorship while nobody has taken it. */
export const sponsorshipOfferFixture: SponsorshipOfferFixture = {
  __typename: 'SponsorshipOffer',
  productId: 'sponsor-the-salt-marsh-ledger',
  priceCents: 1995,
  creditsEarned: 5,
};

/** A story for four or so, about an evening long: what the seed gives most kits. */
export const gameNightFixture = {
  playersMin: 2,
  playersMax: 6,
  playersBest: 4,
  lengthMinutes: 90,
  difficulty: 'MEDIUM',
} as const;

export type StoryCardFixture = Typed<Omit<StoryCardFieldsFragment, 'sponsorshipOffer'>, 'Story'> & {
  sponsorshipOffer: SponsorshipOfferFixture | null;
};

export function storyCardFixture(overrides: Partial<StoryCardFixture> = {}): StoryCardFixture {
  return {
    __typename: 'Story',
    id: 'the-salt-marsh-ledger',
    title: 'The Salt Marsh Ledger',
    productId: 'kit-salt-marsh-ledger',
    city: 'Halifax',
    region: 'CANADA',
    type: 'MURDER',
    context: 'LOW_TECH',
    thumbnailImage: '/images/stories/thumbnails/salt-marsh.jpg',
    shortDescription: 'A harbour clerk vanishes with the only copy of the ledger.',
    mediumDescription: 'A harbour clerk vanishes in 1962, and with him the only copy of the ledger.',
    downloads: 1234,
    isSponsored: false,
    isAvailable: true,
    sponsorshipOffer: sponsorshipOfferFixture,
    ...gameNightFixture,
    ...overrides,
  };
}

type StoryDetail = NonNullable<StoryDetailPageQuery['story']>;

export type StoryDetailFixture = Typed<Omit<StoryDetail, 'sponsor' | 'sponsorshipOffer'>, 'Story'> & {
  sponsor: Typed<NonNullable<StoryDetail['sponsor']>, 'StorySponsor'> | null;
  sponsorshipOffer: SponsorshipOfferFixture | null;
};

export function storyDetailFixture(overrides: Partial<StoryDetailFixture> = {}): StoryDetailFixture {
  return {
    __typename: 'Story',
    id: 'the-salt-marsh-ledger',
    title: 'The Salt Marsh Ledger',
    productId: 'kit-salt-marsh-ledger',
    city: 'Halifax',
    region: 'CANADA',
    type: 'MURDER',
    context: 'LOW_TECH',
    coverImage: '/images/stories/covers/salt-marsh.jpg',
    smallCoverImage: '/images/stories/small-covers/salt-marsh.jpg',
    northAmericaProductId: 'print-na-salt-marsh-ledger',
    internationalProductId: 'print-intl-salt-marsh-ledger',
    longDescription: 'The tide took the boat.\n\nThe ledger stayed dry.',
    downloads: 1234,
    dateAdded: '2024-03-05T00:00:00.000Z',
    priceCents: 1495,
    isAvailable: true,
    isSponsored: false,
    sponsor: null,
    sponsorshipOffer: sponsorshipOfferFixture,
    similarStories: [],
    ...gameNightFixture,
    ...overrides,
  };
}
