import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInAuth0 } from '../../test/fake-auth0';
import { loadLazyModulesBeforeTests } from '../../test/load-lazy-modules';
import { renderWithProviders } from '../../test/render';
import { sponsorshipOfferFixture } from '../../test/story-fixtures';
import { viewerMock } from '../../test/viewer-fixtures';
import type { Analytics } from '../analytics/analytics-events';
import { recordingAnalytics } from '../analytics/analytics.test-fixtures';
import { useViewer } from '../auth/use-viewer';
import { CartButton } from '../cart/cart-button';
import { cartFixture, cartLineFixture, cartMock } from '../cart/cart-test-fixtures';
import { SponsorButton } from './sponsor-button';
import type { SponsorWording } from './sponsor-label';
import type { SponsorButtonStoryFieldsFragment } from './sponsor-button.generated';
import { addSponsorshipSpy } from './sponsorship.test-fixtures';

loadLazyModulesBeforeTests(() => import('./sponsor-dialog'), () => import('../cart/cart-dialog'));

const story: SponsorButtonStoryFieldsFragment = {
  id: 'the-salt-marsh-ledger',
  title: 'The Salt Marsh Ledger',
  isAvailable: true,
  sponsorshipOffer: sponsorshipOfferFixture,
  type: 'MURDER',
  context: 'LOW_TECH',
  productId: 'kit-salt-marsh-ledger',
  isSponsored: false,
};
const { productId } = sponsorshipOfferFixture;
const storyProperties = {
  story_id: 'the-salt-marsh-ledger',
  story_title: 'The Salt Marsh Ledger',
  story_type: 'murder',
  story_context: 'low tech',
  product_id: 'kit-salt-marsh-ledger',
  is_sponsored: false,
};

function cartWithSponsorship(sponsorName: string) {
  const line = cartLineFixture({
    productId,
    kind: 'SPONSORSHIP',
    title: 'Sponsorship of The Salt Marsh Ledger',
    priceCents: 1995,
    sponsorName,
  });
  return cartFixture([line], 'sam@example.test');
}

interface Options {
  shown?: SponsorButtonStoryFieldsFragment;
  wording?: SponsorWording;
  mocks?: readonly MockedResponse[];
  analytics?: Analytics;
}

function renderButton({ shown = story, wording = 'card', mocks = [], analytics }: Options = {}) {
  return renderWithProviders(<SponsorButton story={shown} wording={wording} />, {
    auth0: signedInAuth0(),
    mocks: [viewerMock(), ...mocks],
    analytics,
  });
}

function ProfileLoaded() {
  return useViewer().status === 'ready' ? <output>Profile loaded</output> : null;
}

async function openDialog(name = 'Sponsor $19.95') {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Sponsor this story' });
}

describe('SponsorButton', () => {
  it('shows nothing to a visitor', async () => {
    renderWithProviders(
      <>
        <CartButton />
        <SponsorButton story={story} wording="card" />
      </>,
      { mocks: [cartMock(cartFixture([cartLineFixture()]))] },
    );

    // The header counts the visitor's cart, so the page has also been told that nobody is signed in.
    expect(await screen.findByRole('button', { name: 'Shopping cart', description: '1 item' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sponsor/ })).not.toBeInTheDocument();
  });

  it('states the price on a card, and the price and the credits earned on the story page', async () => {
    const { unmount } = renderButton();
    expect(await screen.findByRole('button', { name: 'Sponsor $19.95' })).toBeEnabled();
    unmount();

    renderButton({ wording: 'page' });
    expect(await screen.findByRole('button', { name: 'Sponsor ($19.95) - Earn 5 Credits' })).toBeEnabled();
  });

  it('takes its figures from the offer', async () => {
    renderButton({ wording: 'page', shown: { ...story, sponsorshipOffer: { ...sponsorshipOfferFixture, priceCents: 2495, creditsEarned: 7 } } });

    expect(await screen.findByRole('button', { name: 'Sponsor ($24.95) - Earn 7 Credits' })).toBeInTheDocument();
  });

  it('is left out once the story has a sponsor', async () => {
    renderWithProviders(
      <>
        <CartButton />
        <SponsorButton story={{ ...story, sponsorshipOffer: null }} wording="card" />
      </>,
      { auth0: signedInAuth0(), mocks: [viewerMock(), cartMock(cartFixture([cartLineFixture()], 'sam@example.test'))] },
    );

    // The header counts the customer's cart, so the page has also been told who is signed in.
    expect(await screen.findByRole('button', { name: 'Shopping cart', description: '1 item' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sponsor/ })).not.toBeInTheDocument();
  });

  it('is disabled for a story that is coming soon', async () => {
    renderButton({ shown: { ...story, isAvailable: false } });

    expect(await screen.findByRole('button', { name: 'Sponsor $19.95' })).toBeDisabled();
  });

  it('suggests the first name and last initial, then puts the sponsorship in the cart and shows it', async () => {
    const add = addSponsorshipSpy(productId, 'Sam S.', cartWithSponsorship('Sam S.'));
    renderButton({ mocks: [add.mock] });

    const dialog = await openDialog();
    expect(within(dialog).getByText('The Salt Marsh Ledger')).toBeInTheDocument();
    expect(
      within(dialog).getByText('For $19.95 your name goes on the story\'s page, and you earn 5 credits once the payment goes through.'),
    ).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Name shown on the story' });
    await waitFor(() => expect(name).toHaveValue('Sam S.'));
    expect(within(dialog).getByText('This story is sponsored by Sam S.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Sponsorship to Cart' }));

    const cart = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(within(cart).getByText('Shown as Sam S.')).toBeInTheDocument();
    expect(add.calls()).toBe(1);
    expect(screen.queryByRole('dialog', { name: 'Sponsor this story' })).not.toBeInTheDocument();
    // The button follows the shared cart, a deferred value, so it may change after the cart dialog has opened.
    expect(await screen.findByRole('button', { name: 'Sponsor in cart' })).toBeInTheDocument();
  });

  it('tracks Sponsor Story Click with its price, then the sponsorship going into the cart', async () => {
    const analytics = recordingAnalytics();
    const add = addSponsorshipSpy(productId, 'Sam S.', cartWithSponsorship('Sam S.'));
    renderButton({ mocks: [add.mock], analytics });

    const dialog = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Name shown on the story' });
    await waitFor(() => expect(name).toHaveValue('Sam S.'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Sponsorship to Cart' }));
    await screen.findByRole('dialog', { name: 'Shopping Cart' });

    const sponsorship = { ...storyProperties, product_id: productId };
    expect(analytics.events.filter((event) => event.name !== 'Page View')).toEqual([
      { name: 'Sponsor Story Click', properties: { ...sponsorship, sponsor_price: 19.95 } },
      { name: 'Add To Cart Click', properties: sponsorship },
      { name: 'Add To Cart Success', properties: sponsorship },
    ]);
  });

  it('sends the name the user chose as the shop will show it, trimmed and with single spaces', async () => {
    const add = addSponsorshipSpy(productId, 'The Spade Family', cartWithSponsorship('The Spade Family'));
    renderButton({ mocks: [add.mock] });
    const dialog = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Name shown on the story' });
    await waitFor(() => expect(name).toHaveValue('Sam S.'));

    await userEvent.clear(name);
    await userEvent.type(name, '  The   Spade Family ');
    expect(within(dialog).getByText('This story is sponsored by The Spade Family')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Sponsorship to Cart' }));

    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(add.calls()).toBe(1);
  });

  it('asks for a name, and for one of at most 40 characters, before sending anything', async () => {
    const add = addSponsorshipSpy(productId, 'Sam S.', cartWithSponsorship('Sam S.'));
    renderButton({ mocks: [add.mock] });
    const dialog = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Name shown on the story' });
    await waitFor(() => expect(name).toHaveValue('Sam S.'));
    const submit = within(dialog).getByRole('button', { name: 'Add Sponsorship to Cart' });

    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(submit);
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Enter the name to show on the story.'));

    await userEvent.clear(name);
    await userEvent.type(name, 'x'.repeat(41));
    await userEvent.click(submit);
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Keep it to 40 characters or fewer.'));

    expect(add.calls()).toBe(0);
    expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).not.toBeInTheDocument();
  });

  it('suggests the last initial alone when the profile has no first name', async () => {
    renderWithProviders(<SponsorButton story={story} wording="card" />, {
      auth0: signedInAuth0(),
      mocks: [viewerMock({ firstName: null, lastName: 'Spade' })],
    });
    const dialog = await openDialog();

    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name shown on the story' })).toHaveValue('S.'));
  });

  it('suggests no name when the profile has none, and asks for one', async () => {
    const add = addSponsorshipSpy(productId, '', cartWithSponsorship(''));
    renderWithProviders(
      <>
        <ProfileLoaded />
        <SponsorButton story={story} wording="card" />
      </>,
      { auth0: signedInAuth0(), mocks: [viewerMock({ firstName: null, lastName: null }), add.mock] },
    );
    // The profile is in hand before the dialog opens, so an empty field is its whole suggestion.
    await screen.findByText('Profile loaded');
    const dialog = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Name shown on the story' });

    expect(name).toHaveValue('');
    expect(name).toBeRequired();
    expect(within(dialog).queryByText(/This story is sponsored by/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Sponsorship to Cart' }));

    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Enter the name to show on the story.'));
    expect(add.calls()).toBe(0);
  });

  it("keeps the dialog open with the shop's reason when it refuses", async () => {
    const refusal = {
      __typename: 'InvalidArgumentError',
      errorCode: 'INVALID_ARGUMENT',
      message: 'A sponsor name cannot contain a link.',
    } as const;
    renderButton({ mocks: [addSponsorshipSpy(productId, 'Sam S.', refusal).mock] });
    const dialog = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Name shown on the story' });
    await waitFor(() => expect(name).toHaveValue('Sam S.'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Sponsorship to Cart' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal.message);
    expect(name).toHaveValue('Sam S.');
    expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).not.toBeInTheDocument();
  });

  it('opens the cart when the sponsorship is already in it', async () => {
    renderButton({ wording: 'page', mocks: [cartMock(cartWithSponsorship('Sam S.'))] });

    await userEvent.click(await screen.findByRole('button', { name: 'Sponsorship in cart' }));

    const cart = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(within(cart).getByText('Shown as Sam S.')).toBeInTheDocument();
  });
});
