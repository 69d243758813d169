import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { creditAccountMock } from '../../test/credit-fixtures';
import { signedInAuth0 } from '../../test/fake-auth0';
import { loadLazyModulesBeforeTests } from '../../test/load-lazy-modules';
import { renderWithProviders } from '../../test/render';
import { storyCardFixture } from '../../test/story-fixtures';
import { addToCartMock, cartFixture, cartLineFixture, cartMock, ownedStoriesMock } from '../cart/cart-test-fixtures';
import { CreditBalanceHint } from '../credits/credit-balance-hint';
import { firstIntent, redeemed, redeemSpy, stubIdempotencyKeys } from '../credits/credits.test-fixtures';
import { StoryCard } from './story-card';

loadLazyModulesBeforeTests(() => import('./story-modal'), () => import('../credits/redeem-dialog'));

describe('StoryCard', () => {
  beforeEach(() => notifications.clean());

  it('shows the story at a glance', () => {
    renderWithProviders(<StoryCard story={storyCardFixture()} />);
    const card = screen.getByRole('article', { name: 'The Salt Marsh Ledger' });

    expect(within(card).getByRole('heading', { level: 3, name: 'The Salt Marsh Ledger' })).toBeInTheDocument();
    expect(within(card).getByText('Halifax, Canada')).toBeInTheDocument();
    expect(within(card).getByText('Murder')).toBeInTheDocument();
    expect(within(card).getByText('Low Tech')).toBeInTheDocument();
    expect(within(card).getByText('A harbour clerk vanishes with the only copy of the ledger.')).toBeInTheDocument();
    expect(within(card).getByText('1,234 downloads')).toBeInTheDocument();
  });

  it('shows the game night: players, length and difficulty, in words for a screen reader too', () => {
    renderWithProviders(<StoryCard story={storyCardFixture({ lengthMinutes: 150, difficulty: 'HARD' })} />);
    const facets = within(screen.getByRole('article', { name: 'The Salt Marsh Ledger' })).getByRole('list', {
      name: 'Game night',
    });

    const [players, length, difficulty] = within(facets).getAllByRole('listitem');
    expect(within(players!).getByText('2–6 players (best 4)')).toHaveAttribute('aria-hidden', 'true');
    expect(within(players!).getByText('For 2 to 6 players, best with 4')).toBeInTheDocument();
    expect(within(length!).getByText('2 h 30 min')).toHaveAttribute('aria-hidden', 'true');
    expect(within(length!).getByText('Takes about 150 minutes')).toBeInTheDocument();
    expect(difficulty).toHaveTextContent('Hard difficulty');
  });

  it('describes the cover art and loads it lazily unless it is in the first row', () => {
    const { unmount } = renderWithProviders(<StoryCard story={storyCardFixture()} />);
    const image = screen.getByRole('img', { name: 'Cover art for The Salt Marsh Ledger' });
    expect(image).toHaveAttribute('src', '/images/stories/thumbnails/salt-marsh.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    unmount();

    renderWithProviders(<StoryCard story={storyCardFixture()} eager />);
    const eagerImage = screen.getByRole('img', { name: 'Cover art for The Salt Marsh Ledger' });
    expect(eagerImage).toHaveAttribute('loading', 'eager');
  });

  it('shows a pulse until the image loads, and a placeholder if it fails', () => {
    renderWithProviders(<StoryCard story={storyCardFixture()} />);
    expect(screen.getByTestId('thumbnail-skeleton')).toBeInTheDocument();

    fireEvent.error(screen.getByRole('img', { name: 'Cover art for The Salt Marsh Ledger' }));

    expect(screen.queryByTestId('thumbnail-skeleton')).not.toBeInTheDocument();
    const placeholder = screen.getByRole('img', { name: 'Cover art for The Salt Marsh Ledger' });
    expect(placeholder.tagName).toBe('DIV');
  });

  it('hides the skeleton once the image has loaded', () => {
    renderWithProviders(<StoryCard story={storyCardFixture()} />);
    fireEvent.load(screen.getByRole('img', { name: 'Cover art for The Salt Marsh Ledger' }));
    expect(screen.queryByTestId('thumbnail-skeleton')).not.toBeInTheDocument();
  });

  it('leaves out the download count when nobody has downloaded the story', () => {
    renderWithProviders(<StoryCard story={storyCardFixture({ downloads: 0 })} />);
    expect(screen.queryByText(/downloads?$/)).not.toBeInTheDocument();
  });

  it('marks sponsored stories and stories that are not available yet', () => {
    renderWithProviders(<StoryCard story={storyCardFixture({ isSponsored: true, isAvailable: false })} />);
    expect(screen.getByText('Sponsored')).toBeInTheDocument();
    const comingSoon = screen.getAllByText('Coming Soon!');
    expect(comingSoon).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Coming Soon!' })).toBeDisabled();
  });

  it('shows neither badge for an available, unsponsored story', () => {
    renderWithProviders(<StoryCard story={storyCardFixture()} />);
    expect(screen.queryByText('Sponsored')).not.toBeInTheDocument();
    expect(screen.queryByText('Coming Soon!')).not.toBeInTheDocument();
  });

  it('links to the story page', () => {
    renderWithProviders(<StoryCard story={storyCardFixture()} />);
    const link = screen.getByRole('link', { name: 'View Details', description: 'The Salt Marsh Ledger' });
    expect(link).toHaveAttribute('href', '/stories/the-salt-marsh-ledger');
  });

  it('offers Add to Cart, described by the story it adds', () => {
    renderWithProviders(<StoryCard story={storyCardFixture()} />);
    expect(screen.getByRole('button', { name: 'Add to Cart', description: 'The Salt Marsh Ledger' })).toBeEnabled();
  });

  it('adds the story to the cart and says so', async () => {
    const user = userEvent.setup();
    const cart = cartFixture([cartLineFixture()]);
    renderWithProviders(
      <>
        <Notifications />
        <StoryCard story={storyCardFixture()} />
      </>,
      { mocks: [addToCartMock('kit-salt-marsh-ledger', cart)] },
    );

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
    // The card follows the cart one render later (CartProvider hands it on as a deferred value), after the toast.
    expect(await screen.findByRole('button', { name: 'In cart', description: 'The Salt Marsh Ledger' })).toBeInTheDocument();
  });

  it('shows "In cart" for a story already in the cart', async () => {
    renderWithProviders(<StoryCard story={storyCardFixture()} />, { mocks: [cartMock(cartFixture([cartLineFixture()]))] });
    expect(await screen.findByRole('button', { name: 'In cart' })).toBeInTheDocument();
  });

  it('links a story the signed-in user owns to their library', async () => {
    renderWithProviders(<StoryCard story={storyCardFixture()} />, {
      auth0: signedInAuth0(),
      mocks: [ownedStoriesMock(['the-salt-marsh-ledger'])],
    });
    expect(await screen.findByRole('link', { name: 'In your library' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('offers a signed-in user Use 10 Credits and Sponsor $19.95, each described by the story', async () => {
    renderWithProviders(<StoryCard story={storyCardFixture()} />, {
      auth0: signedInAuth0(),
      mocks: [creditAccountMock({ balance: 24 })],
    });

    expect(await screen.findByRole('button', { name: 'Use 10 Credits', description: 'The Salt Marsh Ledger' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sponsor $19.95', description: 'The Salt Marsh Ledger' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('offers neither credits nor sponsorship to a visitor', async () => {
    renderWithProviders(<StoryCard story={storyCardFixture()} />, { mocks: [cartMock(cartFixture([cartLineFixture()]))] });

    // The card shows the visitor's cart, so it has also been told that nobody is signed in.
    expect(await screen.findByRole('button', { name: 'In cart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Credits/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sponsor/ })).not.toBeInTheDocument();
  });

  it('disables every button of a story that is coming soon', async () => {
    renderWithProviders(<StoryCard story={storyCardFixture({ isAvailable: false })} />, { auth0: signedInAuth0() });

    expect(await screen.findByRole('button', { name: 'Use 10 Credits' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sponsor $19.95' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Coming Soon!' })).toBeDisabled();
  });

  it('offers no sponsorship of a story that already has a sponsor', async () => {
    renderWithProviders(<StoryCard story={storyCardFixture({ isSponsored: true, sponsorshipOffer: null })} />, {
      auth0: signedInAuth0(),
    });

    expect(await screen.findByRole('button', { name: 'Use 10 Credits' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sponsor/ })).not.toBeInTheDocument();
  });

  it('offers no credits for a story the signed-in user owns, only the way to their library', async () => {
    renderWithProviders(
      <>
        <StoryCard story={storyCardFixture()} />
        <CreditBalanceHint />
      </>,
      { auth0: signedInAuth0(), mocks: [ownedStoriesMock(['the-salt-marsh-ledger']), creditAccountMock({ balance: 24 })] },
    );

    expect(await screen.findByRole('link', { name: 'In your library' })).toBeInTheDocument();
    // The balance has arrived, so the credits button would be showing by now.
    expect(await screen.findByText('You have 24 credits')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sponsor $19.95' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use 10 Credits' })).not.toBeInTheDocument();
  });

  it('hands focus to "In your library" once the story is redeemed with credits', async () => {
    const user = userEvent.setup();
    stubIdempotencyKeys(firstIntent);
    renderWithProviders(<StoryCard story={storyCardFixture()} />, {
      auth0: signedInAuth0(),
      mocks: [
        creditAccountMock({ balance: 24 }),
        ownedStoriesMock([]),
        redeemSpy('the-salt-marsh-ledger', firstIntent, redeemed).mock,
        ownedStoriesMock(['the-salt-marsh-ledger']),
      ],
    });
    const card = screen.getByRole('article', { name: 'The Salt Marsh Ledger' });

    await user.click(await within(card).findByRole('button', { name: 'Use 10 Credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use your credits' });
    await user.click(within(dialog).getByRole('button', { name: 'Spend 10 Credits' }));

    const library = await within(card).findByRole('link', { name: 'In your library' });
    await waitFor(() => expect(library).toHaveFocus());
  });

  it('opens a quick view from the info button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StoryCard story={storyCardFixture()} />);

    await user.click(screen.getByRole('button', { name: 'Quick view of The Salt Marsh Ledger' }));

    const dialog = await screen.findByRole('dialog', { name: 'The Salt Marsh Ledger' });
    expect(
      within(dialog).getByText('A harbour clerk vanishes in 1962, and with him the only copy of the ledger.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Halifax, Canada')).toBeInTheDocument();
    expect(within(dialog).getByText('1,234 downloads')).toBeInTheDocument();
    const facets = within(dialog).getByRole('list', { name: 'Game night' });
    expect(within(facets).getByText('2–6 players (best 4)')).toBeInTheDocument();
    expect(within(facets).getByText('90 min')).toBeInTheDocument();
    expect(facets).toHaveTextContent('Medium difficulty');
    expect(within(dialog).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/stories/the-salt-marsh-ledger',
    );
  });
});
