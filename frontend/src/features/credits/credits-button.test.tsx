import type { MockedResponse } from '@apollo/client/testing';
import { Notifications, notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { creditAccountMock, creditAccountUnreachable } from '../../test/credit-fixtures';
import { signedInAuth0 } from '../../test/fake-auth0';
import { loadLazyModulesBeforeTests } from '../../test/load-lazy-modules';
import { currentLocation, renderWithProviders } from '../../test/render';
import { recordingAnalytics } from '../analytics/analytics.test-fixtures';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { CartButton } from '../cart/cart-button';
import { cartFixture, cartLineFixture, cartMock, ownedStoriesMock } from '../cart/cart-test-fixtures';
import { CreditBalanceHint } from './credit-balance-hint';
import { CreditsButton } from './credits-button';
import type { CreditsButtonStoryFieldsFragment } from './credits-button.generated';
import {
  firstIntent,
  redeemed,
  redeemSpy,
  redeemUnreachable,
  secondIntent,
  stubIdempotencyKeys,
} from './credits.test-fixtures';

loadLazyModulesBeforeTests(() => import('./redeem-dialog'));

const storyId = 'the-salt-marsh-ledger';
const story: CreditsButtonStoryFieldsFragment = {
  id: storyId,
  title: 'The Salt Marsh Ledger',
  isAvailable: true,
  type: 'MURDER',
  context: 'LOW_TECH',
  productId: 'kit-salt-marsh-ledger',
  isSponsored: false,
};

interface Options {
  shown?: CreditsButtonStoryFieldsFragment;
  /** The user's balance when the page opens. */
  balance?: number;
  mocks?: readonly MockedResponse[];
}

/** The button with the balance beside it, as on the story page, for a signed-in user who owns nothing yet. */
function renderButton({ shown = story, balance = 24, mocks = [] }: Options = {}) {
  return renderWithProviders(
    <>
      <Notifications />
      <CreditsButton story={shown} />
      <CreditBalanceHint />
    </>,
    {
      auth0: signedInAuth0(),
      mocks: [creditAccountMock({ balance }), ownedStoriesMock([]), ...mocks],
    },
  );
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Use 10 Credits' }));
  return screen.findByRole('dialog', { name: 'Use your credits' });
}

describe('CreditsButton', () => {
  beforeEach(() => notifications.clean());

  it('shows nothing to a visitor', async () => {
    renderWithProviders(
      <>
        <CartButton />
        <CreditsButton story={story} />
      </>,
      { mocks: [cartMock(cartFixture([cartLineFixture()]))] },
    );

    // The header counts the visitor's cart, so the page has also been told that nobody is signed in.
    expect(await screen.findByRole('button', { name: 'Shopping cart', description: '1 item' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Credits/ })).not.toBeInTheDocument();
  });

  it('reads the price in credits from the shop', async () => {
    renderWithProviders(<CreditsButton story={story} />, {
      auth0: signedInAuth0(),
      mocks: [creditAccountMock({ balance: 30, creditsPerStory: 12 })],
    });

    expect(await screen.findByRole('button', { name: 'Use 12 Credits' })).toBeEnabled();
  });

  it("says in the button's place when the credits did not load, and loads them again on request", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <h3 id="story-title">The Salt Marsh Ledger</h3>
        <CreditsButton story={story} describedBy="story-title" />
        <CreditBalanceHint />
      </>,
      {
        auth0: signedInAuth0(),
        mocks: [creditAccountUnreachable(), creditAccountMock({ balance: 24 }), ownedStoriesMock([])],
      },
    );

    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry).toHaveAccessibleDescription("We couldn't load your credits. The Salt Marsh Ledger");
    expect(screen.queryByRole('button', { name: /Credits/ })).not.toBeInTheDocument();

    await user.click(retry);

    // Use Credits takes the place of Try again, and the focus with it.
    const use = await screen.findByRole('button', { name: 'Use 10 Credits' });
    expect(use).toHaveFocus();
    expect(screen.getByText('You have 24 credits')).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load your credits.")).not.toBeInTheDocument();
  });

  it('keeps the note, busy, while it asks for the credits again', async () => {
    const user = userEvent.setup();
    const neverAnswered = { ...creditAccountMock({ balance: 24 }), delay: Number.POSITIVE_INFINITY };
    renderWithProviders(<CreditsButton story={story} />, {
      auth0: signedInAuth0(),
      mocks: [creditAccountUnreachable(), neverAnswered, ownedStoriesMock([])],
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });

    await user.click(retry);

    await waitFor(() => expect(retry).toBeDisabled());
    expect(screen.getByText("We couldn't load your credits.")).toBeInTheDocument();
  });

  it('says nothing of credits that did not load beside a story the user owns', async () => {
    const owned = { ...story, id: 'fog-over-lisbon', title: 'Fog Over Lisbon', productId: 'kit-fog-over-lisbon' };
    renderWithProviders(
      <>
        <AddToCartButton story={owned} />
        <CreditsButton story={owned} />
        <CreditsButton story={story} />
      </>,
      { auth0: signedInAuth0(), mocks: [creditAccountUnreachable(), ownedStoriesMock([owned.id])] },
    );

    // Both answers are in and final: the library's and the credits' failure.
    expect(await screen.findByRole('link', { name: 'In your library' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
  });

  it('is disabled for a story that is coming soon', async () => {
    renderButton({ shown: { ...story, isAvailable: false } });

    expect(await screen.findByRole('button', { name: 'Use 10 Credits' })).toBeDisabled();
  });

  it('gives way to "In your library" for a story the user already owns', async () => {
    const owned = { ...story, productId: 'kit-salt-marsh-ledger' };
    renderWithProviders(
      <>
        <AddToCartButton story={owned} />
        <CreditsButton story={owned} />
        <CreditBalanceHint />
      </>,
      { auth0: signedInAuth0(), mocks: [creditAccountMock({ balance: 24 }), ownedStoriesMock([storyId])] },
    );

    expect(await screen.findByRole('link', { name: 'In your library' })).toBeInTheDocument();
    expect(await screen.findByText('You have 24 credits')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use 10 Credits' })).not.toBeInTheDocument();
  });

  it('tracks Use Credits Click with the story and the credits it uses', async () => {
    const analytics = recordingAnalytics();
    renderWithProviders(<CreditsButton story={story} />, {
      auth0: signedInAuth0(),
      mocks: [creditAccountMock({ balance: 24 }), ownedStoriesMock([])],
      analytics,
    });

    await openDialog();

    expect(analytics.propertiesOf('Use Credits Click')).toEqual([
      {
        story_id: storyId,
        story_title: 'The Salt Marsh Ledger',
        story_type: 'murder',
        story_context: 'low tech',
        product_id: 'kit-salt-marsh-ledger',
        is_sponsored: false,
        credits_used: 10,
      },
    ]);
  });

  it('says what the story costs and leaves before spending anything', async () => {
    const redeem = redeemSpy(storyId, firstIntent, redeemed);
    stubIdempotencyKeys(firstIntent);
    renderButton({ mocks: [redeem.mock] });

    const dialog = await openDialog();

    expect(within(dialog).getByText('The Salt Marsh Ledger')).toBeInTheDocument();
    expect(within(dialog).getByText('Uses 10 of your 24 credits.')).toBeInTheDocument();
    expect(within(dialog).getByText('Balance after')).toBeInTheDocument();
    expect(within(dialog).getByText('14 credits')).toBeInTheDocument();
    expect(redeem.calls()).toBe(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(redeem.calls()).toBe(0);
  });

  it('puts the story in the library, says so, and brings every balance and button up to date', async () => {
    const redeem = redeemSpy(storyId, firstIntent, redeemed);
    stubIdempotencyKeys(firstIntent);
    renderButton({ mocks: [redeem.mock, creditAccountMock({ balance: 14 }), ownedStoriesMock([storyId])] });
    expect(await screen.findByText('You have 24 credits')).toBeInTheDocument();

    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spend 10 Credits' }));

    expect(await screen.findByText('The Salt Marsh Ledger is in your library')).toBeInTheDocument();
    expect(redeem.calls()).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Use your credits' })).not.toBeInTheDocument());
    expect(await screen.findByText('You have 14 credits')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Use 10 Credits' })).not.toBeInTheDocument());
  });

  it('leads from the notification to My Library', async () => {
    stubIdempotencyKeys(firstIntent);
    renderButton({ mocks: [redeemSpy(storyId, firstIntent, redeemed).mock] });

    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spend 10 Credits' }));
    const link = await screen.findByRole('link', { name: 'Open My Library' });
    expect(link).toHaveAttribute('href', '/account');

    await userEvent.click(link);

    expect(currentLocation()).toBe('/account');
  });

  it('spends once however quickly Spend is clicked again', async () => {
    const redeem = redeemSpy(storyId, firstIntent, redeemed);
    stubIdempotencyKeys(firstIntent);
    renderButton({ mocks: [{ ...redeem.mock, maxUsageCount: 5 }] });

    const dialog = await openDialog();
    const spend = within(dialog).getByRole('button', { name: 'Spend 10 Credits' });
    // Both clicks land before React re-renders the button as busy.
    act(() => {
      fireEvent.click(spend);
      fireEvent.click(spend);
    });
    fireEvent.click(spend);

    expect(await screen.findByText('The Salt Marsh Ledger is in your library')).toBeInTheDocument();
    expect(redeem.calls()).toBe(1);
  });

  it("shows the shop's reason in the dialog when the balance is short, and the balance it has now", async () => {
    const refusal = {
      __typename: 'InsufficientCreditsError',
      errorCode: 'INSUFFICIENT_CREDITS',
      message: 'You have 3 credits; this story needs 10.',
    } as const;
    stubIdempotencyKeys(firstIntent);
    renderButton({ mocks: [redeemSpy(storyId, firstIntent, refusal).mock, creditAccountMock({ balance: 3 })] });

    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spend 10 Credits' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal.message);
    expect(await within(dialog).findByText('You have 3 credits: 7 more needed for a story.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Spend 10 Credits' })).toBeDisabled();
    expect(screen.queryByText('The Salt Marsh Ledger is in your library')).not.toBeInTheDocument();
  });

  it('retries with the same key after the shop could not be reached, so nothing is spent twice', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const retry = redeemSpy(storyId, firstIntent, redeemed);
    stubIdempotencyKeys(firstIntent, secondIntent);
    renderButton({ mocks: [redeemUnreachable(storyId, firstIntent), retry.mock] });

    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spend 10 Credits' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "We couldn't reach the shop. Check your connection and try again.",
    );
    expect(consoleError).toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Spend 10 Credits' }));

    expect(await screen.findByText('The Salt Marsh Ledger is in your library')).toBeInTheDocument();
    expect(retry.calls()).toBe(1);
  });

  it('gives a new intent a new key', async () => {
    const refusal = { __typename: 'ProductUnavailableError', errorCode: 'PRODUCT_UNAVAILABLE', message: 'Not yet.' } as const;
    const second = redeemSpy(storyId, secondIntent, redeemed);
    stubIdempotencyKeys(firstIntent, secondIntent);
    renderButton({ mocks: [redeemSpy(storyId, firstIntent, refusal).mock, second.mock] });

    const firstDialog = await openDialog();
    await userEvent.click(within(firstDialog).getByRole('button', { name: 'Spend 10 Credits' }));
    await within(firstDialog).findByRole('alert');
    await userEvent.click(within(firstDialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const secondDialog = await openDialog();
    expect(within(secondDialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(secondDialog).getByRole('button', { name: 'Spend 10 Credits' }));

    expect(await screen.findByText('The Salt Marsh Ledger is in your library')).toBeInTheDocument();
    expect(second.calls()).toBe(1);
  });

  it('explains a short balance before anything is sent', async () => {
    renderButton({ balance: 3 });

    const dialog = await openDialog();

    expect(within(dialog).getByText('You have 3 credits: 7 more needed for a story.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Spend 10 Credits' })).toBeDisabled();
  });
});
