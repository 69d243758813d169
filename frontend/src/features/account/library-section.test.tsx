import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAuth0 } from '../../test/fake-auth0';
import { renderWithProviders } from '../../test/render';
import { viewerMock } from '../../test/viewer-fixtures';
import { AccountPage } from './account.page';
import { myCustomCasesMock } from './custom-cases.test-fixtures';
import { myHardCopiesMock } from './hard-copies.test-fixtures';
import { libraryDownloadMock, libraryItemFixture, libraryMock } from './library.test-fixtures';

const fogOverLisbon = libraryItemFixture({
  id: '42',
  acquiredAt: '2026-10-02T12:00:00.000Z',
  purchaseType: 'CREDITS',
  story: {
    __typename: 'Story',
    id: 'fog-over-lisbon',
    title: 'Fog Over Lisbon',
    thumbnailImage: '/images/stories/thumbnails/fog.jpg',
    city: 'Lisbon',
    region: 'EUROPE',
    type: 'THEFT',
  },
});

function renderLibrary(...extraMocks: MockedResponse[]) {
  renderWithProviders(<AccountPage />, {
    route: '/account',
    auth0: signedInAuth0(),
    mocks: [
      viewerMock(),
      libraryMock([libraryItemFixture(), fogOverLisbon]),
      myCustomCasesMock(),
      myHardCopiesMock([]),
      ...extraMocks,
    ],
  });
}

async function libraryRows() {
  const heading = await screen.findByRole('heading', { name: 'Your Library' });
  const section = heading.closest('section');
  if (!section) throw new Error('Your Library is not a section');
  return within(section).getAllByRole('listitem');
}

describe('Your Library', () => {
  const assign = vi.fn<(url: string) => void>();

  beforeEach(() => {
    vi.stubGlobal('location', { ...window.location, assign });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('lists each owned story with its date, how it was acquired and a way to download it again', async () => {
    renderLibrary();
    const [salt, fog] = await libraryRows();

    expect(within(salt).getByRole('link', { name: 'The Salt Marsh Ledger' })).toHaveAttribute(
      'href',
      '/stories/the-salt-marsh-ledger',
    );
    expect(salt.querySelector('img')).toHaveAttribute('src', '/images/stories/thumbnails/salt-marsh.jpg');
    expect(salt).toHaveTextContent('Halifax, Canada · Murder');
    expect(salt).toHaveTextContent('Purchased 23 Nov 2026');
    expect(within(salt).getByText('Purchase')).toBeInTheDocument();
    expect(within(salt).getByRole('button', { name: 'Download Again' })).toBeEnabled();

    expect(fog).toHaveTextContent('Purchased 2 Oct 2026');
    expect(within(fog).getByText('Credits')).toBeInTheDocument();
    expect(screen.queryByText('No Stories Yet')).not.toBeInTheDocument();
  });

  it('downloads a story again through a fresh link', async () => {
    const url = 'http://shop.test/files/kits/fog.pdf?sig=xyz';
    const download = libraryDownloadMock('42', { __typename: 'DownloadLink', url });
    renderLibrary(download.mock);
    const [, fog] = await libraryRows();

    await userEvent.click(within(fog).getByRole('button', { name: 'Download Again' }));

    expect(await within(fog).findByRole('button', { name: 'Download Again' })).toBeEnabled();
    expect(download.result).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(url);
  });

  it('shows why a download was refused', async () => {
    const message = 'This story is no longer in your library.';
    renderLibrary(libraryDownloadMock('41', { __typename: 'NotFoundError', message }).mock);
    const [salt] = await libraryRows();

    await userEvent.click(within(salt).getByRole('button', { name: 'Download Again' }));

    expect(await within(salt).findByRole('alert')).toHaveTextContent(message);
    expect(assign).not.toHaveBeenCalled();
  });
});
