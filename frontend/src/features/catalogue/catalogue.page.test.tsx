import type { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StoryFilter, StorySort } from '../../graphql/types.generated';
import { signedInAuth0 } from '../../test/fake-auth0';
import { IntersectionObserverStub } from '../../test/intersection-observer-stub';
import { loadLazyModulesBeforeTests } from '../../test/load-lazy-modules';
import { currentLocation, renderWithProviders } from '../../test/render';
import { sponsorshipOfferFixture, storyCardFixture, type StoryCardFixture } from '../../test/story-fixtures';
import { viewerMock } from '../../test/viewer-fixtures';
import { addSponsorshipSpy, sponsoredMeanwhileMock, sponsorTakenRefusal } from '../sponsorship/sponsorship.test-fixtures';
import { CataloguePage } from './catalogue.page';
import { CataloguePageDocument } from './catalogue.page.generated';

loadLazyModulesBeforeTests(() => import('../sponsorship/sponsor-dialog'));

interface PageMock {
  filter?: StoryFilter;
  sort?: StorySort;
  after?: string;
  includeFeatured?: boolean;
  featured?: StoryCardFixture[];
  items?: StoryCardFixture[];
  total?: number;
  endCursor?: string | null;
  delay?: number;
}

function cataloguePageMock({
  filter = {},
  sort = 'DOWNLOADS',
  after,
  includeFeatured = true,
  featured = [],
  items = [],
  total = items.length,
  endCursor = null,
  delay,
}: PageMock): MockedResponse {
  return {
    request: {
      query: CataloguePageDocument,
      variables: { filter, sort, limit: 16, includeFeatured, ...(after && { after }) },
    },
    delay,
    result: {
      data: {
        ...(includeFeatured && { featuredStories: featured }),
        stories: { __typename: 'StoryPage', items, total, hasMore: endCursor !== null, endCursor },
      },
    },
  };
}

const story = (id: string, title: string) => storyCardFixture({ id, title });

describe('CataloguePage', () => {
  it('titles the browser tab', () => {
    renderWithProviders(<CataloguePage />, { route: '/stories', mocks: [cataloguePageMock({})] });
    expect(document.title).toBe('Browse Stories · Cold Case Kits');
  });

  it('shows eight skeleton cards while the first page loads', () => {
    renderWithProviders(<CataloguePage />, { route: '/stories', mocks: [cataloguePageMock({})] });
    expect(screen.getAllByTestId('story-card-skeleton')).toHaveLength(8);
  });

  it('shows featured stories above all stories, and counts the stories found', async () => {
    renderWithProviders(<CataloguePage />, {
      route: '/stories',
      mocks: [
        cataloguePageMock({
          featured: [story('fog', 'Fog Over Lisbon')],
          items: [story('fog', 'Fog Over Lisbon'), story('ash', 'Ashes in Austin')],
        }),
      ],
    });

    const featured = await screen.findByRole('region', { name: 'Featured Stories' });
    expect(within(featured).getAllByRole('article')).toHaveLength(1);
    const all = screen.getByRole('region', { name: 'All Stories' });
    expect(within(all).getAllByRole('article')).toHaveLength(2);
    expect(within(all).getByText('2 stories found')).toBeInTheDocument();
  });

  it('leaves the featured section out when there are no featured stories', async () => {
    renderWithProviders(<CataloguePage />, {
      route: '/stories',
      mocks: [cataloguePageMock({ items: [story('ash', 'Ashes in Austin')] })],
    });

    expect(await screen.findByText('1 story found')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured Stories' })).not.toBeInTheDocument();
  });

  it('searches with the filters from the URL', async () => {
    renderWithProviders(<CataloguePage />, {
      route: '/stories?search=lisbon&type=murder&sponsored=false',
      mocks: [
        cataloguePageMock({
          filter: { search: 'lisbon', type: 'MURDER', sponsored: false },
          includeFeatured: false,
          items: [story('fog', 'Fog Over Lisbon')],
        }),
      ],
    });

    expect(await screen.findByRole('article', { name: 'Fog Over Lisbon' })).toBeInTheDocument();
  });

  it('asks the shop for the game night chosen in the Filters panel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CataloguePage />, {
      route: '/stories',
      mocks: [
        cataloguePageMock({ items: [story('fog', 'Fog Over Lisbon'), story('ash', 'Ashes in Austin')] }),
        cataloguePageMock({ filter: { players: 3 }, includeFeatured: false, items: [story('ash', 'Ashes in Austin')] }),
        cataloguePageMock({ filter: { players: 3, length: 'LONG' }, includeFeatured: false }),
        cataloguePageMock({
          filter: { players: 3, length: 'LONG', difficulty: 'EASY' },
          includeFeatured: false,
          items: [story('ash', 'Ashes in Austin')],
        }),
      ],
    });
    await screen.findByRole('article', { name: 'Fog Over Lisbon' });

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Players' }), '3 players');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Fog Over Lisbon' })).not.toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Length' }), 'Over 2 hours');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'Easy');

    expect(currentLocation()).toBe('/stories?players=3&length=long&difficulty=easy');
    expect(await screen.findByRole('article', { name: 'Ashes in Austin' })).toBeInTheDocument();
    expect(screen.getByText('1 story found')).toBeInTheDocument();
  });

  it('explains an empty result and clears search and filters on request', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CataloguePage />, {
      route: '/stories?search=zzz&region=asia&sort=title',
      mocks: [
        cataloguePageMock({ filter: { search: 'zzz', region: 'ASIA' }, sort: 'TITLE', includeFeatured: false }),
        cataloguePageMock({ sort: 'TITLE' }),
      ],
    });

    expect(await screen.findByRole('heading', { name: 'No Stories Found' })).toBeInTheDocument();
    expect(
      screen.getByText("Try adjusting your search or filters to find what you're looking for."),
    ).toBeInTheDocument();
    expect(screen.getByText('0 stories found')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement);

    expect(currentLocation()).toBe('/stories?sort=title');
    expect(screen.getByRole('searchbox', { name: 'Search stories' })).toHaveValue('');
  });

  it('offers no "Clear filters" when nothing narrows an empty catalogue', async () => {
    renderWithProviders(<CataloguePage />, { route: '/stories', mocks: [cataloguePageMock({})] });

    expect(await screen.findByRole('heading', { name: 'No Stories Found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    renderWithProviders(<CataloguePage />, {
      route: '/stories',
      mocks: [
        cataloguePageMock({ items: [story('a', 'Alpha Case')], total: 2, endCursor: 'cursor-a' }),
        cataloguePageMock({
          after: 'cursor-a',
          includeFeatured: false,
          items: [story('b', 'Bravo Case')],
          total: 2,
          delay: 50,
        }),
      ],
    });
    expect(await screen.findByRole('article', { name: 'Alpha Case' })).toBeInTheDocument();

    act(() => IntersectionObserverStub.reportIntersecting(true));

    expect(await screen.findByText('Loading more stories...')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Bravo Case' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Alpha Case' })).toBeInTheDocument();
    expect(screen.queryByText('Loading more stories...')).not.toBeInTheDocument();
  });

  it('shows a story sponsored meanwhile as sponsored without reloading the stories already shown', async () => {
    const user = userEvent.setup();
    const bravo = storyCardFixture({
      id: 'b',
      title: 'Bravo Case',
      sponsorshipOffer: { ...sponsorshipOfferFixture, productId: 'sponsor-b' },
    });
    const firstPage = cataloguePageMock({ items: [story('a', 'Alpha Case')], total: 2, endCursor: 'cursor-a' });
    const refusal = sponsorTakenRefusal('Bravo Case');
    renderWithProviders(<CataloguePage />, {
      route: '/stories',
      auth0: signedInAuth0(),
      mocks: [
        firstPage,
        cataloguePageMock({ after: 'cursor-a', includeFeatured: false, items: [bravo], total: 2 }),
        // Were the catalogue asked again, it would start over from this first page.
        firstPage,
        viewerMock(),
        addSponsorshipSpy('sponsor-b', 'Sam S.', refusal).mock,
        sponsoredMeanwhileMock('b', 'Ada L.'),
      ],
    });
    expect(await screen.findByRole('article', { name: 'Alpha Case' })).toBeInTheDocument();
    act(() => IntersectionObserverStub.reportIntersecting(true));
    const card = await screen.findByRole('article', { name: 'Bravo Case' });

    await user.click(await within(card).findByRole('button', { name: 'Sponsor $19.95' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sponsor this story' });
    const name = within(dialog).getByRole('textbox', { name: 'Name shown on the story' });
    await waitFor(() => expect(name).toHaveValue('Sam S.'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Sponsorship to Cart' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal.message);
    expect(await within(card).findByText('Sponsored')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Sponsor/ })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Alpha Case' })).toBeInTheDocument();

    // The Sponsor button that opened the dialog is gone, so its card takes focus.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('watches the end of the list with a 10% threshold and a 200 px margin', async () => {
    renderWithProviders(<CataloguePage />, {
      route: '/stories',
      mocks: [cataloguePageMock({ items: [story('a', 'Alpha Case')], total: 2, endCursor: 'cursor-a' })],
    });
    await screen.findByRole('article', { name: 'Alpha Case' });

    const [observer] = IntersectionObserverStub.instances;
    expect(observer.thresholds).toEqual([0.1]);
    expect(observer.rootMargin).toBe('200px');
  });

  it('scrolls to the top when the view changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CataloguePage />, {
      route: '/stories',
      mocks: [cataloguePageMock({}), cataloguePageMock({ sort: 'DATE' })],
    });
    await screen.findByRole('heading', { name: 'No Stories Found' });
    const scrollTo = window.scrollTo as unknown as { mock: { calls: unknown[] } };
    const callsBefore = scrollTo.mock.calls.length;

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort stories' }), 'Latest');

    expect(scrollTo.mock.calls.length).toBe(callsBefore + 1);
  });
});
