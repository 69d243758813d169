import type { MockedResponse } from '@apollo/client/testing';
import { vi } from 'vitest';
import { AccountPageDocument } from './account.page.generated';
import type { LibraryItemFieldsFragment } from './library-item.generated';
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

/** The server's answer to `myLibrary` for the signed-in test user. */
export function libraryMock(items: readonly LibraryItemFixture[] = []): MockedResponse {
  return { request: { query: AccountPageDocument }, result: { data: { myLibrary: items } } };
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
