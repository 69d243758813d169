import type { MockedResponse } from '@apollo/client/testing';
import { vi } from 'vitest';
import { AccountPageDocument } from './account.page.generated';
import type { LibraryItemFieldsFragment } from './library-item.generated';
import type { SponsoredStoryFieldsFragment } from './sponsored-story.generated';
import {
  RequestLibraryDownloadDocument,
  type RequestLibraryDownloadMutation,
} from './request-library-download.generated';

type LibraryItemFixture = Omit<LibraryItemFieldsFragment, 'story'> & {
  __typename: 'LibraryItem';
  story: LibraryItemFieldsFragment['story'] & { __typename: 'Story' };
};

export function libraryItemFixture(overrides: Partial<LibraryItemFixture> = {}): LibraryItemFixture {
  return {
    __typename: 'LibraryItem',
    id: '41',
    // Midday UTC is the same calendar day in every time zone the tests may run in.
    acquiredAt: '2026-11-23T12:00:00.000Z',
    purchaseType: 'PURCHASE',
    story: {
      __typename: 'Story',
      id: 'the-salt-marsh-ledger',
      title: 'The Salt Marsh Ledger',
      thumbnailImage: '/images/stories/thumbnails/salt-marsh.jpg',
      city: 'Halifax',
      region: 'CANADA',
      type: 'MURDER',
    },
    ...overrides,
  };
}

type SponsoredStoryFixture = Omit<SponsoredStoryFieldsFragment, 'story'> & {
  __typename: 'SponsoredStory';
  story: SponsoredStoryFieldsFragment['story'] & { __typename: 'Story' };
};

export function sponsoredStoryFixture(overrides: Partial<SponsoredStoryFixture> = {}): SponsoredStoryFixture {
  return {
    __typename: 'SponsoredStory',
    sponsorName: 'Sam S.',
    // Midday UTC is the same calendar day in every time zone the tests may run in.
    sponsoredAt: '2026-06-14T12:00:00.000Z',
    downloads: 12,
    creditsEarned: 16,
    story: {
      __typename: 'Story',
      id: 'ashes-in-austin',
      title: 'Ashes in Austin',
      thumbnailImage: '/images/stories/thumbnails/ashes.jpg',
      city: 'Austin',
      region: 'USA',
    },
    ...overrides,
  };
}

/** The server's answer to the account page's query (`myLibrary`, `mySponsoredStories`) for the signed-in test user. */
export function libraryMock(
  items: readonly LibraryItemFixture[] = [],
  sponsoredStories: readonly SponsoredStoryFixture[] = [],
): MockedResponse {
  return {
    request: { query: AccountPageDocument },
    result: { data: { myLibrary: items, mySponsoredStories: sponsoredStories } },
  };
}

type DownloadAnswer = RequestLibraryDownloadMutation['requestDownload'];

export function libraryDownloadMock(libraryItemId: string, answer: DownloadAnswer) {
  const result = vi.fn(() => ({ data: { requestDownload: answer } }));
  const mock: MockedResponse = {
    request: { query: RequestLibraryDownloadDocument, variables: { libraryItemId } },
    result,
  };
  return { mock, result };
}
