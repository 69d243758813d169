import type { MockedResponse } from '@apollo/client/testing';
import type { Auth0ContextInterface } from '@auth0/auth0-react';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { creditAccountMock } from '../../test/credit-fixtures';
import { signedInAuth0 } from '../../test/fake-auth0';
import { loadLazyModulesBeforeTests } from '../../test/load-lazy-modules';
import { renderWithProviders } from '../../test/render';
import { sponsorshipOfferFixture, storyDetailFixture, type StoryDetailFixture } from '../../test/story-fixtures';
import { viewerMock } from '../../test/viewer-fixtures';
import { addToCartMock, cartFixture, cartLineFixture, cartMock, ownedStoriesMock } from '../cart/cart-test-fixtures';
import { firstIntent, redeemed, redeemSpy, stubIdempotencyKeys } from '../credits/credits.test-fixtures';
import {
  addSponsorshipSpy,
  comingSoonAgainMock,
  sponsoredMeanwhileMock,
  sponsorTakenRefusal,
} from '../sponsorship/sponsorship.test-fixtures';
import { StoryDetailPage } from './story-detail.page';
import { StoryDetailPageDocument } from './story-detail.page.generated';

loadLazyModulesBeforeTests(() => import('../sponsorship/sponsor-dialog'), () => import('../credits/redeem-dialog'));

const storyId = 'the-salt-marsh-ledger';
const offerId = sponsorshipOfferFixture.productId;

function storyMock(story: StoryDetailFixture | null): MockedResponse {
  return { request: { query: StoryDetailPageDocument, variables: { id: storyId } }, result: { data: { story } } };
}

/** Opens the Sponsor dialog and sends the name it suggests, Sam S. for the test user. */
async function sponsorAsSuggested(user: UserEvent, purchase: HTMLElement) {
  await user.click(await within(purchase).findByRole('button', { name: 'Sponsor ($19.95) - Earn 5 Credits' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sponsor this story' });
  const name = within(dialog).getByRole('textbox', { name: 'Name shown on the story' });
  await waitFor(() => expect(name).toHaveValue('Sam S.'));
  await user.click(within(dialog).getByRole('button', { name: 'Add Sponsorship to Cart' }));
  return dialog;
}

function renderStoryPage(mock: MockedResponse, otherMocks: readonly MockedResponse[] = [], auth0?: Auth0ContextInterface) {
  return renderWithProviders(
    <>
      <Notifications />
      <StoryDetailPage />
    </>,
    { route: `/stories/${storyId}`, path: '/stories/:id', mocks: [mock, ...otherMocks], ...(auth0 ? { auth0 } : {}) },
  );
}

describe('StoryDetailPage', () => {
  beforeEach(() => notifications.clean());

  it('shows a skeleton while the story loads', () => {
    renderStoryPage(storyMock(storyDetailFixture()));
    expect(screen.getByLabelText('Loading story')).toBeInTheDocument();
  });

  it('presents the story', async () => {
    renderStoryPage(storyMock(storyDetailFixture()));

    expect(await screen.findByRole('heading', { level: 1, name: 'The Salt Marsh Ledger' })).toBeInTheDocument();
    expect(document.title).toBe('The Salt Marsh Ledger · Cold Case Kits');
    const cover = screen.getByRole('img', { name: 'Cover art for The Salt Marsh Ledger' });
    expect(cover).toHaveAttribute('src', '/images/stories/covers/salt-marsh.jpg');
    // A phone picks the small cover by the width the page gives it.
    expect(cover).toHaveAttribute('srcset', '/images/stories/small-covers/salt-marsh.jpg 720w, /images/stories/covers/salt-marsh.jpg 1200w');
    expect(cover.getAttribute('sizes')).toMatch(/, calc\(100vw - 2rem\)$/);
    expect(screen.getByText('Halifax, Canada')).toBeInTheDocument();
    expect(screen.getByText('Murder')).toBeInTheDocument();
    expect(screen.getByText('Low Tech')).toBeInTheDocument();
    expect(screen.getByText('1,234 downloads')).toBeInTheDocument();
    expect(screen.getByText('Added March 5, 2024')).toBeInTheDocument();
    const facets = screen.getByRole('list', { name: 'Game night' });
    expect(within(facets).getByText('For 2 to 6 players, best with 4')).toBeInTheDocument();
    expect(within(facets).getByText('Takes about 90 minutes')).toBeInTheDocument();
    expect(facets).toHaveTextContent('Medium difficulty');
    expect(screen.getByText('The tide took the boat.')).toBeInTheDocument();
    expect(screen.getByText('The ledger stayed dry.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Stories' })).toHaveAttribute('href', '/stories');
  });

  it('shows the price and that the story can still be sponsored', async () => {
    renderStoryPage(storyMock(storyDetailFixture()));
    const purchase = await screen.findByRole('region', { name: 'Purchase' });

    expect(within(purchase).getByText('$14.95')).toBeInTheDocument();
    expect(within(purchase).getByText('Available for sponsorship')).toBeInTheDocument();
    expect(within(purchase).queryByText('Coming Soon!')).not.toBeInTheDocument();
  });

  it('adds the story to the cart from the purchase box', async () => {
    const user = userEvent.setup();
    renderStoryPage(storyMock(storyDetailFixture()), [addToCartMock('kit-salt-marsh-ledger', cartFixture([cartLineFixture()]))]);
    const purchase = await screen.findByRole('region', { name: 'Purchase' });

    await user.click(within(purchase).getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
    expect(await within(purchase).findByRole('button', { name: 'In cart' })).toBeInTheDocument();
  });

  it('offers the signed-in owner their library instead of the cart', async () => {
    renderStoryPage(storyMock(storyDetailFixture()), [ownedStoriesMock(['the-salt-marsh-ledger'])], signedInAuth0());
    const purchase = await screen.findByRole('region', { name: 'Purchase' });

    expect(await within(purchase).findByRole('link', { name: 'In your library' })).toHaveAttribute('href', '/account');
  });

  it('offers a signed-in user their credits and sponsorship, with their balance and what it buys', async () => {
    renderStoryPage(storyMock(storyDetailFixture()), [creditAccountMock({ balance: 24 })], signedInAuth0());
    const purchase = await screen.findByRole('region', { name: 'Purchase' });

    expect(await within(purchase).findByRole('button', { name: 'Use 10 Credits' })).toBeEnabled();
    expect(within(purchase).getByRole('button', { name: 'Sponsor ($19.95) - Earn 5 Credits' })).toBeEnabled();
    expect(within(purchase).getByText('You have 24 credits')).toBeInTheDocument();
    expect(within(purchase).getByText('Enough to download a story!')).toBeInTheDocument();
  });

  it('counts the credits a signed-in user still needs for a story', async () => {
    renderStoryPage(storyMock(storyDetailFixture()), [creditAccountMock({ balance: 3 })], signedInAuth0());
    const purchase = await screen.findByRole('region', { name: 'Purchase' });

    expect(await within(purchase).findByText('You have 3 credits')).toBeInTheDocument();
    expect(within(purchase).getByText('7 more needed for a story')).toBeInTheDocument();
  });

  it('shows a visitor neither credits nor sponsorship buttons', async () => {
    renderStoryPage(storyMock(storyDetailFixture()), [cartMock(cartFixture([cartLineFixture()]))]);
    const purchase = await screen.findByRole('region', { name: 'Purchase' });

    // The page shows the visitor's cart, so it has also been told that nobody is signed in.
    expect(await within(purchase).findByRole('button', { name: 'In cart' })).toBeInTheDocument();
    expect(within(purchase).queryByRole('button', { name: /Credits/ })).not.toBeInTheDocument();
    expect(within(purchase).queryByText(/^You have/)).not.toBeInTheDocument();
  });

  it('disables the credits and sponsorship of a story that is coming soon', async () => {
    renderStoryPage(storyMock(storyDetailFixture({ isAvailable: false })), [], signedInAuth0());
    const purchase = await screen.findByRole('region', { name: 'Purchase' });

    expect(await within(purchase).findByRole('button', { name: 'Use 10 Credits' })).toBeDisabled();
    expect(within(purchase).getByRole('button', { name: 'Sponsor ($19.95) - Earn 5 Credits' })).toBeDisabled();
  });

  it('shows the new sponsor in place of Sponsor when someone else sponsored the story first', async () => {
    const user = userEvent.setup();
    const refusal = sponsorTakenRefusal('The Salt Marsh Ledger');
    renderStoryPage(
      storyMock(storyDetailFixture()),
      [viewerMock(), addSponsorshipSpy(offerId, 'Sam S.', refusal).mock, sponsoredMeanwhileMock(storyId, 'Ada L.')],
      signedInAuth0(),
    );
    const purchase = await screen.findByRole('region', { name: 'Purchase' });
    const dialog = await sponsorAsSuggested(user, purchase);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal.message);
    expect(await within(purchase).findByText('This story is sponsored by Ada L.')).toBeInTheDocument();
    expect(within(purchase).queryByRole('button', { name: /^Sponsor/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add Sponsorship to Cart' })).not.toBeInTheDocument();

    // The Sponsor button that opened the dialog is gone, so the purchase box takes focus.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(purchase).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables Sponsor when the story is coming soon again', async () => {
    const user = userEvent.setup();
    const refusal = {
      __typename: 'ProductUnavailableError',
      errorCode: 'PRODUCT_UNAVAILABLE',
      message: "The Salt Marsh Ledger is coming soon and can't be sponsored yet.",
    } as const;
    renderStoryPage(
      storyMock(storyDetailFixture()),
      [viewerMock(), addSponsorshipSpy(offerId, 'Sam S.', refusal).mock, comingSoonAgainMock(storyId)],
      signedInAuth0(),
    );
    const purchase = await screen.findByRole('region', { name: 'Purchase' });
    const dialog = await sponsorAsSuggested(user, purchase);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal.message);
    await waitFor(() =>
      expect(within(purchase).getByRole('button', { name: 'Sponsor ($19.95) - Earn 5 Credits' })).toBeDisabled(),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(purchase).toHaveFocus());
  });

  it('hands focus to "In your library" once the story is redeemed with credits', async () => {
    const user = userEvent.setup();
    stubIdempotencyKeys(firstIntent);
    renderStoryPage(
      storyMock(storyDetailFixture()),
      [
        creditAccountMock({ balance: 24 }),
        ownedStoriesMock([]),
        redeemSpy(storyId, firstIntent, redeemed).mock,
        creditAccountMock({ balance: 14 }),
        ownedStoriesMock([storyId]),
      ],
      signedInAuth0(),
    );
    const purchase = await screen.findByRole('region', { name: 'Purchase' });

    await user.click(await within(purchase).findByRole('button', { name: 'Use 10 Credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use your credits' });
    await user.click(within(dialog).getByRole('button', { name: 'Spend 10 Credits' }));

    const library = await within(purchase).findByRole('link', { name: 'In your library' });
    await waitFor(() => expect(library).toHaveFocus());
    expect(within(purchase).queryByRole('button', { name: 'Use 10 Credits' })).not.toBeInTheDocument();
  });

  it('names the sponsor of a sponsored story and offers no sponsorship', async () => {
    const sponsor = { __typename: 'StorySponsor' as const, name: 'Ada L.' };
    const sponsored = storyDetailFixture({ isSponsored: true, sponsor, sponsorshipOffer: null });
    renderStoryPage(storyMock(sponsored), [], signedInAuth0());
    const purchase = await screen.findByRole('region', { name: 'Purchase' });

    expect(within(purchase).getByText('This story is sponsored by Ada L.')).toBeInTheDocument();
    expect(await within(purchase).findByRole('button', { name: 'Use 10 Credits' })).toBeInTheDocument();
    expect(within(purchase).queryByRole('button', { name: /Sponsor/ })).not.toBeInTheDocument();
  });

  it('names the sponsor when known', async () => {
    const sponsor = { __typename: 'StorySponsor' as const, name: 'Ada Vance' };
    renderStoryPage(storyMock(storyDetailFixture({ isSponsored: true, sponsor, sponsorshipOffer: null })));
    expect(await screen.findByText('This story is sponsored by Ada Vance')).toBeInTheDocument();
  });

  it('says the story is sponsored when the sponsor is not named', async () => {
    renderStoryPage(storyMock(storyDetailFixture({ isSponsored: true, sponsor: null, sponsorshipOffer: null })));
    expect(await screen.findByText('This story is sponsored')).toBeInTheDocument();
  });

  it('marks a story that cannot be bought yet and hides a zero download count', async () => {
    renderStoryPage(storyMock(storyDetailFixture({ isAvailable: false, downloads: 0 })));
    const purchase = await screen.findByRole('region', { name: 'Purchase' });

    expect(within(purchase).getAllByText('Coming Soon!')).toHaveLength(2);
    expect(within(purchase).getByRole('button', { name: 'Coming Soon!' })).toBeDisabled();
    expect(within(purchase).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByText(/downloads?$/)).not.toBeInTheDocument();
  });

  it('links to similar stories', async () => {
    const similar = ['Fog Over Lisbon', 'Ashes in Austin'].map((title, index) => ({
      __typename: 'Story' as const,
      id: `similar-${index}`,
      title,
      city: 'Lisbon',
      region: 'EUROPE' as const,
      type: 'MURDER' as const,
      context: 'HIGH_TECH' as const,
      thumbnailImage: `/images/stories/thumbnails/similar-${index}.jpg`,
    }));
    renderStoryPage(storyMock(storyDetailFixture({ similarStories: similar })));

    const section = await screen.findByRole('region', { name: 'Similar Stories' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/stories/similar-0', '/stories/similar-1']);
    expect(within(section).getByText('Fog Over Lisbon')).toBeInTheDocument();
  });

  it('leaves out Similar Stories when there are none', async () => {
    renderStoryPage(storyMock(storyDetailFixture()));
    await screen.findByRole('heading', { level: 1, name: 'The Salt Marsh Ledger' });
    expect(screen.queryByRole('region', { name: 'Similar Stories' })).not.toBeInTheDocument();
  });

  it('explains a missing story and leads back to the catalogue', async () => {
    renderStoryPage(storyMock(null));

    expect(await screen.findByRole('heading', { name: 'Story Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We couldn't find the story you're looking for. It may have been removed or the link might be incorrect.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Stories' })).toHaveAttribute('href', '/stories');
    expect(document.title).toBe('Story Not Found · Cold Case Kits');
  });

  it('shows the same screen when the story fails to load', async () => {
    renderStoryPage({
      request: { query: StoryDetailPageDocument, variables: { id: storyId } },
      error: new Error('Network down'),
    });
    expect(await screen.findByRole('heading', { name: 'Story Not Found' })).toBeInTheDocument();
  });
});
