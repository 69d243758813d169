import type { MockedResponse } from '@apollo/client/testing';
import { Notifications, notifications } from '@mantine/notifications';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAuth0 } from '../../test/fake-auth0';
import { loadLazyModulesBeforeTests } from '../../test/load-lazy-modules';
import { renderWithProviders } from '../../test/render';
import { recordingAnalytics, type RecordingAnalytics } from '../analytics/analytics.test-fixtures';
import { AddToCartButton } from './add-to-cart-button';
import type { AddToCartStoryFieldsFragment } from './add-to-cart-button.generated';
import { CartButton } from './cart-button';
import { CART_MIRROR_KEY } from './cart-mirror';
import { ADDED_TOAST_MS } from './cart-notifications';
import { addToCartMock, cartFixture, cartLineFixture, cartMock, ownedStoriesMock } from './cart-test-fixtures';
import { AddToCartDocument } from './use-add-to-cart.generated';

loadLazyModulesBeforeTests(() => import('./cart-dialog'), () => import('./email-prompt'));

const story: AddToCartStoryFieldsFragment & { __typename: 'Story' } = {
  __typename: 'Story',
  id: 'the-salt-marsh-ledger',
  title: 'The Salt Marsh Ledger',
  productId: 'kit-salt-marsh-ledger',
  isAvailable: true,
  type: 'MURDER',
  context: 'LOW_TECH',
  isSponsored: false,
};
const productId = story.productId;

interface Options {
  story?: AddToCartStoryFieldsFragment;
  mocks?: readonly MockedResponse[];
  signedIn?: boolean;
  analytics?: RecordingAnalytics;
}

function renderButton({ story: shown = story, mocks = [], signedIn = false, analytics }: Options = {}) {
  return renderWithProviders(
    <>
      <Notifications />
      <CartButton />
      <AddToCartButton story={shown} />
    </>,
    { mocks, ...(signedIn ? { auth0: signedInAuth0() } : {}), analytics },
  );
}

/** Lets the mocked server answer: its replies wait on a zero-delay timer. */
async function serverAnswers() {
  await act(() => vi.advanceTimersByTimeAsync(0));
}

function addToCartSpy(answer: unknown): { mock: MockedResponse; calls: () => number } {
  const result = vi.fn(() => ({ data: { addToCart: answer } }));
  return {
    mock: { request: { query: AddToCartDocument, variables: { productId } }, result, maxUsageCount: 5 },
    calls: () => result.mock.calls.length,
  };
}

const addedCart = cartFixture([cartLineFixture()]);

describe('AddToCartButton', () => {
  beforeEach(() => {
    notifications.clean();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });

  it('reads "Adding..." and is disabled while the product goes in, then says "Added to cart!" for 3 seconds', async () => {
    renderButton({ mocks: [addToCartMock(productId, addedCart)] });
    await serverAnswers();

    await user().click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    await serverAnswers();
    expect(screen.getByText('Added to cart!')).toBeInTheDocument();
    expect(screen.getByText('The Salt Marsh Ledger is waiting in your cart.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'In cart' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Shopping cart' })).toHaveAccessibleDescription('1 item');

    act(() => vi.advanceTimersByTime(ADDED_TOAST_MS - 100));
    expect(screen.getByText('Added to cart!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Added to cart!')).not.toBeInTheDocument();
  });

  it('mirrors the new cart into local storage', async () => {
    renderButton({ mocks: [addToCartMock(productId, addedCart)] });
    await serverAnswers();
    expect(JSON.parse(window.localStorage.getItem(CART_MIRROR_KEY) ?? 'null')).toEqual([]);

    await user().click(screen.getByRole('button', { name: 'Add to Cart' }));
    await serverAnswers();

    expect(JSON.parse(window.localStorage.getItem(CART_MIRROR_KEY) ?? 'null')).toEqual([
      { productId: 'kit-salt-marsh-ledger', quantity: 1 },
    ]);
  });

  it('sends one request however quickly the button is clicked again', async () => {
    const addToCart = addToCartSpy(addedCart);
    renderButton({ mocks: [addToCart.mock] });
    await serverAnswers();
    const button = screen.getByRole('button', { name: 'Add to Cart' });

    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    fireEvent.click(button);
    await serverAnswers();

    expect(addToCart.calls()).toBe(1);
    expect(screen.getAllByText('Added to cart!')).toHaveLength(1);
  });

  it('explains a refusal with the shop’s own reason', async () => {
    const refusal = {
      __typename: 'CartFullError',
      errorCode: 'CART_FULL',
      message: 'A cart holds at most 25 items. Check out or remove something first.',
    } as const;
    renderButton({ mocks: [addToCartMock(productId, refusal)] });
    await serverAnswers();

    await user().click(screen.getByRole('button', { name: 'Add to Cart' }));
    await serverAnswers();

    expect(screen.getByText('Failed to add item to cart. Please try again.')).toBeInTheDocument();
    expect(screen.getByText(refusal.message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('says so when the request does not get through', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderButton({ mocks: [{ request: { query: AddToCartDocument, variables: { productId } }, error: new Error('Network down') }] });
    await serverAnswers();

    await user().click(screen.getByRole('button', { name: 'Add to Cart' }));
    await serverAnswers();

    expect(screen.getByText('There was an error adding the item to your cart.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  describe('analytics', () => {
    const storyProperties = {
      story_id: 'the-salt-marsh-ledger',
      story_title: 'The Salt Marsh Ledger',
      story_type: 'murder',
      story_context: 'low tech',
      product_id: 'kit-salt-marsh-ledger',
      is_sponsored: false,
    };
    const addToCartEvents = (analytics: RecordingAnalytics) =>
      analytics.events.filter((event) => event.name.startsWith('Add To Cart'));

    it('tracks the click, then Add To Cart Success, with the story', async () => {
      const analytics = recordingAnalytics();
      renderButton({ mocks: [addToCartMock(productId, addedCart)], analytics });
      await serverAnswers();

      await user().click(screen.getByRole('button', { name: 'Add to Cart' }));
      await serverAnswers();

      expect(addToCartEvents(analytics)).toEqual([
        { name: 'Add To Cart Click', properties: storyProperties },
        { name: 'Add To Cart Success', properties: storyProperties },
      ]);
    });

    it('tracks Add To Cart Failed when the shop refuses', async () => {
      const analytics = recordingAnalytics();
      const refusal = { __typename: 'CartFullError', errorCode: 'CART_FULL', message: 'Full.' } as const;
      renderButton({ mocks: [addToCartMock(productId, refusal)], analytics });
      await serverAnswers();

      await user().click(screen.getByRole('button', { name: 'Add to Cart' }));
      await serverAnswers();

      expect(addToCartEvents(analytics).map((event) => event.name)).toEqual(['Add To Cart Click', 'Add To Cart Failed']);
    });

    it('tracks Add To Cart Error when the shop cannot be reached', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const analytics = recordingAnalytics();
      const unreachable = { request: { query: AddToCartDocument, variables: { productId } }, error: new Error('Network down') };
      renderButton({ mocks: [unreachable], analytics });
      await serverAnswers();

      await user().click(screen.getByRole('button', { name: 'Add to Cart' }));
      await serverAnswers();

      expect(addToCartEvents(analytics).map((event) => event.name)).toEqual(['Add To Cart Click', 'Add To Cart Error']);
    });
  });

  it('reports a story without a product id as "Missing product ID" and sends nothing', async () => {
    const addToCart = addToCartSpy(addedCart);
    renderButton({ story: { ...story, productId: '' }, mocks: [addToCart.mock] });
    await serverAnswers();

    await user().click(screen.getByRole('button', { name: 'Add to Cart' }));
    await serverAnswers();

    expect(screen.getByText('There was an error adding the item to your cart.')).toBeInTheDocument();
    expect(screen.getByText('Missing product ID')).toBeInTheDocument();
    expect(addToCart.calls()).toBe(0);
  });

  it('logs "Invalid product ID" for the placeholder "-" and sends nothing', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const addToCart = addToCartSpy(addedCart);
    renderButton({ story: { ...story, productId: '-' }, mocks: [addToCart.mock] });
    await serverAnswers();

    await user().click(screen.getByRole('button', { name: 'Add to Cart' }));
    await serverAnswers();

    expect(consoleError).toHaveBeenCalledWith('Invalid product ID');
    expect(screen.getByText('Failed to add item to cart. Please try again.')).toBeInTheDocument();
    expect(addToCart.calls()).toBe(0);
  });

  it('reads "Coming Soon!" and is disabled for a story that cannot be bought yet', async () => {
    renderButton({ story: { ...story, isAvailable: false } });
    await serverAnswers();

    expect(screen.getByRole('button', { name: 'Coming Soon!' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('links a story the signed-in user owns to their library instead', async () => {
    renderButton({ signedIn: true, mocks: [ownedStoriesMock(['the-salt-marsh-ledger'])] });

    const link = await screen.findByRole('link', { name: 'In your library' });
    expect(link).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('switches to "In your library" when the shop says the story is already owned', async () => {
    const alreadyOwned = {
      __typename: 'AlreadyOwnedError',
      errorCode: 'ALREADY_OWNED',
      message: 'The Salt Marsh Ledger is already in your library.',
      storyId: 'the-salt-marsh-ledger',
    } as const;
    renderButton({
      signedIn: true,
      mocks: [ownedStoriesMock([]), addToCartMock(productId, alreadyOwned), ownedStoriesMock(['the-salt-marsh-ledger'])],
    });

    await user().click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await serverAnswers();

    expect(screen.getByText(alreadyOwned.message)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'In your library' })).toHaveAttribute('href', '/account');
  });

  it('reads "In cart" for a story already in the cart, and opens the cart', async () => {
    renderButton({ mocks: [cartMock({ ...addedCart, email: 'sam@example.test' })] });
    await serverAnswers();

    await user().click(await screen.findByRole('button', { name: 'In cart' }));

    const cart = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(within(cart).getByText('The Salt Marsh Ledger')).toBeInTheDocument();
  });

  it('asks a visitor for their email before showing the cart from "In cart"', async () => {
    renderButton({ mocks: [cartMock(addedCart)] });
    await serverAnswers();

    await user().click(await screen.findByRole('button', { name: 'In cart' }));

    expect(await screen.findByRole('dialog', { name: 'Please enter your email' })).toBeInTheDocument();
  });
});
