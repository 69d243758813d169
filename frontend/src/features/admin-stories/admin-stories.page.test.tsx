import type { MockedResponse } from '@apollo/client/testing';
import { Notifications, notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAuth0 } from '../../test/fake-auth0';
import { invalidDetailsFixture } from '../../test/invalid-details-fixtures';
import { currentLocation, currentSearchParams, renderWithProviders } from '../../test/render';
import { viewerMock } from '../../test/viewer-fixtures';
import { searchDebounceMs } from '../catalogue/use-debounced-commit';
import { AdminStoriesPage } from './admin-stories.page';
import {
  adminStoriesMock,
  adminStoryEditorFixture,
  adminStoryEditorMock,
  adminStoryRowFixture,
  storyInputOfFixture,
  updateStorySpy,
} from './admin-stories.test-fixtures';

const ledger = adminStoryRowFixture();
const lisbon = adminStoryRowFixture(
  {
    id: 'fog-over-lisbon',
    title: 'Fog Over Lisbon',
    city: 'Lisbon',
    region: 'EUROPE',
    type: 'THEFT',
    thumbnailImage: '/images/stories/thumbnails/fog.jpg',
    priceCents: 1295,
    downloads: 0,
    isAvailable: false,
    isFeatured: true,
    isSponsored: true,
  },
  { revenueCents: 0, hasKitFile: false },
);

function renderPage(mocks: readonly MockedResponse[], route = '/admin/stories') {
  return renderWithProviders(
    <>
      <Notifications />
      <AdminStoriesPage />
    </>,
    { route, auth0: signedInAuth0(), mocks: [viewerMock({ isAdmin: true }), ...mocks] },
  );
}

async function rows() {
  const table = await screen.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

async function rowOf(title: string) {
  const found = (await rows()).find((row) => within(row).queryByRole('link', { name: title }));
  if (!found) throw new Error(`No row for ${title}`);
  return found;
}

describe('AdminStoriesPage', () => {
  beforeEach(() => notifications.clean());

  it('lists every story with its cover, sales, status and marks, and the total', async () => {
    renderPage([adminStoriesMock([ledger, lisbon], {}, { total: 2 })]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Story Management' })).toBeInTheDocument();
    expect(document.title).toBe('Story Management · Cold Case Kits');
    expect(await screen.findByText('Showing 2 of 2 stories')).toBeInTheDocument();
    const [first, second] = await rows();
    const cells = within(first!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(1, 9)).toEqual([
      'The Salt Marsh LedgerMurder · Halifax, Canada',
      '$14.95',
      '1,234',
      '$18,448.30',
      'Mar 5, 2024',
      'Available',
      'Not featured',
      'Not sponsored',
    ]);
    expect(within(first!).getByRole('link', { name: 'The Salt Marsh Ledger' })).toHaveAttribute(
      'href',
      '/admin/stories/the-salt-marsh-ledger',
    );
    expect(first!.querySelector('img')).toHaveAttribute('src', '/images/stories/thumbnails/salt-marsh.jpg');
    const secondCells = within(second!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(secondCells.slice(6, 9)).toEqual(['Coming Soon', 'Featured', 'Sponsored']);
    expect(screen.getByRole('link', { name: 'New story' })).toHaveAttribute('href', '/admin/stories/new');
  });

  it('asks the shop for the chosen filters and keeps them in the URL', async () => {
    const user = userEvent.setup();
    renderPage([
      adminStoriesMock([ledger, lisbon]),
      adminStoriesMock([lisbon], { filter: { type: 'THEFT' } }),
      adminStoriesMock([lisbon], { filter: { type: 'THEFT', available: false } }),
      adminStoriesMock([lisbon], { filter: { type: 'THEFT', available: false, featured: true } }),
      adminStoriesMock([lisbon], { filter: { type: 'THEFT', available: false, featured: true, sponsored: true } }),
    ]);
    expect(await rows()).toHaveLength(2);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Theft');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Availability' }), 'Coming Soon');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Featured' }), 'Featured');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sponsorship' }), 'Sponsored');

    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(Object.fromEntries(currentSearchParams())).toEqual({
      type: 'theft',
      available: 'false',
      featured: 'true',
      sponsored: 'true',
    });
  });

  it('opens with the filters and order of a shared link, and clears the filters', async () => {
    const user = userEvent.setup();
    renderPage(
      [
        adminStoriesMock([lisbon], { filter: { region: 'EUROPE', context: 'HIGH_TECH' }, sort: 'PRICE', descending: false }),
        adminStoriesMock([lisbon, ledger], { sort: 'PRICE', descending: false }),
      ],
      '/admin/stories?region=europe&context=high-tech&sort=price&order=asc',
    );
    expect(await rows()).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveDisplayValue('Europe');
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(currentLocation()).toBe('/admin/stories?sort=price&order=asc');
  });

  it('sorts by a column, and turns the order round on a second click', async () => {
    const user = userEvent.setup();
    renderPage([
      adminStoriesMock([ledger, lisbon]),
      adminStoriesMock([lisbon, ledger], { sort: 'TITLE', descending: false }),
      adminStoriesMock([ledger, lisbon], { sort: 'TITLE', descending: true }),
    ]);
    await rows();
    expect(screen.getByRole('columnheader', { name: 'Added' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Title' }));
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent('Fog Over Lisbon'));
    expect(screen.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Added' })).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Title' }));
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent('The Salt Marsh Ledger'));
    expect(currentLocation()).toBe('/admin/stories?sort=title&order=desc');
  });

  it('reads on with the cursor, keeping the total in view', async () => {
    const user = userEvent.setup();
    renderPage([
      adminStoriesMock([ledger], {}, { total: 2, endCursor: 'cursor-1' }),
      adminStoriesMock([lisbon], { after: 'cursor-1' }, { total: 2 }),
    ]);
    expect(await screen.findByText('Showing 1 of 2 stories')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Showing 2 of 2 stories')).toBeInTheDocument();
    expect(await rows()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when no story matches', async () => {
    renderPage([adminStoriesMock([], { filter: { sponsored: true } })], '/admin/stories?sponsored=true');
    expect(await screen.findByText('No story matches these filters.')).toBeInTheDocument();
  });

  it('features a story in one click, saving every field as the shop holds it', async () => {
    const user = userEvent.setup();
    const current = adminStoryEditorFixture({ mediumDescription: 'Edited a moment ago by another admin.' });
    const featured = adminStoryEditorFixture({ ...current.story, isFeatured: true });
    const update = updateStorySpy('the-salt-marsh-ledger', { ...storyInputOfFixture(current), isFeatured: true }, featured);
    renderPage([adminStoriesMock([ledger]), adminStoryEditorMock(current), update.mock]);
    const row = await rowOf('The Salt Marsh Ledger');

    await user.click(within(row).getByRole('button', { name: 'Actions for The Salt Marsh Ledger' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Feature' }));

    expect(await screen.findByText('“The Salt Marsh Ledger” is now featured.')).toBeInTheDocument();
    expect(update.calls()).toBe(1);
    expect(within(row).getByText('Featured')).toBeInTheDocument();
  });

  it('marks a story coming soon in one click', async () => {
    const user = userEvent.setup();
    const current = adminStoryEditorFixture();
    const comingSoon = adminStoryEditorFixture({ isAvailable: false });
    const update = updateStorySpy('the-salt-marsh-ledger', { ...storyInputOfFixture(current), isAvailable: false }, comingSoon);
    renderPage([adminStoriesMock([ledger]), adminStoryEditorMock(current), update.mock]);
    const row = await rowOf('The Salt Marsh Ledger');

    await user.click(within(row).getByRole('button', { name: 'Actions for The Salt Marsh Ledger' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark coming soon' }));

    expect(await screen.findByText('“The Salt Marsh Ledger” is now Coming Soon.')).toBeInTheDocument();
    expect(within(row).getByText('Coming Soon')).toBeInTheDocument();
  });

  it("shows the shop's reason when it refuses a quick change", async () => {
    const user = userEvent.setup();
    const current = adminStoryEditorFixture({ isAvailable: false });
    const refusal = invalidDetailsFixture({
      isAvailable: 'Upload the kit PDF before making the story available; until then it stays Coming Soon.',
    });
    const update = updateStorySpy('the-salt-marsh-ledger', { ...storyInputOfFixture(current), isAvailable: true }, refusal);
    renderPage([adminStoriesMock([{ ...ledger, story: { ...ledger.story, isAvailable: false } }]), adminStoryEditorMock(current), update.mock]);
    const row = await rowOf('The Salt Marsh Ledger');

    await user.click(within(row).getByRole('button', { name: 'Actions for The Salt Marsh Ledger' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Make available' }));

    expect(
      await screen.findByText('Upload the kit PDF before making the story available; until then it stays Coming Soon.'),
    ).toBeInTheDocument();
    expect(within(row).getByText('Coming Soon')).toBeInTheDocument();
  });

  it('offers no one-click availability for a story without its kit', async () => {
    const user = userEvent.setup();
    renderPage([adminStoriesMock([lisbon])]);
    const row = await rowOf('Fog Over Lisbon');

    await user.click(within(row).getByRole('button', { name: 'Actions for Fog Over Lisbon' }));

    expect(await screen.findByRole('menuitem', { name: 'Make available (upload the kit first)' })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'Stop featuring' })).toBeEnabled();
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('href', '/admin/stories/fog-over-lisbon');
  });

  describe('search', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('searches once the operator pauses typing', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
      renderPage([adminStoriesMock([ledger, lisbon]), adminStoriesMock([lisbon], { filter: { search: 'fog' } })]);
      // The mocked shop answers on a timer too: each step lets it answer before looking.
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(await rows()).toHaveLength(2);

      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'fog');
      await act(() => vi.advanceTimersByTimeAsync(searchDebounceMs - 50));
      expect(currentSearchParams().get('search')).toBeNull();

      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(currentSearchParams().get('search')).toBe('fog');
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(await rows()).toHaveLength(1);
    });
  });
});
