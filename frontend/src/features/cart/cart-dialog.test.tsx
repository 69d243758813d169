import type { MockedResponse } from '@apollo/client/testing';
import type { Auth0ContextInterface } from '@auth0/auth0-react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAuth0 } from '../../test/fake-auth0';
import { loadLazyModulesBeforeTests } from '../../test/load-lazy-modules';
import { currentLocation, renderWithProviders } from '../../test/render';
import { CartButton } from './cart-button';
import { CART_MIRROR_KEY } from './cart-mirror';
import { cartFixture, cartLineFixture, cartMock, fogOverLisbonLine, type CartFixture } from './cart-test-fixtures';
import { CUSTOMER_EMAIL_KEY } from './customer-email';
import { redirectToPayment } from './redirect-to-payment';
import { CartContentsDocument } from './use-cart.generated';
import { CheckoutCartDocument } from './use-checkout.generated';
import { RemoveFromCartDocument } from './use-remove-from-cart.generated';

vi.mock('./redirect-to-payment', () => ({ redirectToPayment: vi.fn() }));
loadLazyModulesBeforeTests(() => import('./cart-dialog'), () => import('./email-prompt'));

const saltMarshLine = cartLineFixture();
const twoKits = cartFixture([saltMarshLine, fogOverLisbonLine], 'sam@example.test');

function checkoutMock(answer: unknown): { mock: MockedResponse; calls: () => number } {
  const result = vi.fn(() => ({ data: { checkout: answer } }));
  return { mock: { request: { query: CheckoutCartDocument }, result, maxUsageCount: 5 }, calls: () => result.mock.calls.length };
}

function removeMock(productId: string, answer: unknown): MockedResponse {
  return { request: { query: RemoveFromCartDocument, variables: { productId } }, result: { data: { removeFromCart: answer } } };
}

async function openCart(cart: CartFixture, mocks: readonly MockedResponse[] = [], auth0?: Auth0ContextInterface) {
  const user = userEvent.setup();
  renderWithProviders(<CartButton />, { mocks: [cartMock(cart), ...mocks], ...(auth0 ? { auth0 } : {}) });
  if (cart.count > 0) await screen.findByText(String(cart.count));
  await user.click(screen.getByRole('button', { name: 'Shopping cart' }));
  const dialog = await screen.findByRole('dialog', { name: 'Shopping Cart' });
  return { user, cart: within(dialog) };
}

describe('the cart dialog', () => {
  beforeEach(() => {
    vi.mocked(redirectToPayment).mockClear();
    window.localStorage.setItem(CUSTOMER_EMAIL_KEY, 'sam@example.test');
  });

  it('says which name a sponsorship will show on its story', async () => {
    const sponsorship = cartLineFixture({
      productId: 'sponsor-the-salt-marsh-ledger',
      kind: 'SPONSORSHIP',
      title: 'Sponsorship of The Salt Marsh Ledger',
      priceCents: 1995,
      sponsorName: 'Sam S.',
    });
    const { cart } = await openCart(cartFixture([saltMarshLine, sponsorship], 'sam@example.test'));

    const [kit, sponsored] = cart.getAllByRole('listitem');
    expect(within(sponsored as HTMLElement).getByText('Story sponsorship')).toBeInTheDocument();
    expect(within(sponsored as HTMLElement).getByText('Shown as Sam S.')).toBeInTheDocument();
    expect(within(kit as HTMLElement).queryByText(/^Shown as/)).not.toBeInTheDocument();
  });

  it('shows under a hard copy where it ships, and nothing more under a kit', async () => {
    const hardCopy = cartLineFixture({
      productId: 'print-na-the-salt-marsh-ledger',
      kind: 'HARD_COPY',
      title: 'The Salt Marsh Ledger (North America)',
      priceCents: 3495,
      detailsSummary: 'Ships to Ada Lovelace, Toronto, Canada',
    });
    const { cart } = await openCart(cartFixture([saltMarshLine, hardCopy], 'sam@example.test'));

    const [kit, printed] = cart.getAllByRole('listitem');
    expect(within(printed as HTMLElement).getByText('Printed hard copy')).toBeInTheDocument();
    expect(within(printed as HTMLElement).getByText('Ships to Ada Lovelace, Toronto, Canada')).toBeInTheDocument();
    expect(within(kit as HTMLElement).queryByText(/^Ships to/)).not.toBeInTheDocument();
  });

  it('lists each item with its picture, title, kind and price, and the total', async () => {
    const { cart } = await openCart(twoKits);

    const items = cart.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'The Salt Marsh Ledger' })).toHaveAttribute('href', '/stories/the-salt-marsh-ledger');
    expect(first.getByText('Digital kit')).toBeInTheDocument();
    expect(first.getByText('$14.95')).toBeInTheDocument();
    expect(items[0]?.querySelector('img')).toHaveAttribute('src', '/images/stories/thumbnails/salt-marsh.jpg');
    expect(first.getByRole('button', { name: 'Remove The Salt Marsh Ledger from cart' })).toBeInTheDocument();
    expect(cart.getByRole('button', { name: 'Remove Fog Over Lisbon from cart' })).toBeInTheDocument();
    expect(cart.getByText('2 items')).toBeInTheDocument();
    expect(cart.getByText('$29.90')).toBeInTheDocument();
    expect(cart.getByText('sam@example.test')).toBeInTheDocument();
  });

  it('shows a placeholder for an item without a picture', async () => {
    const custom = cartLineFixture({ productId: 'custom-cold-case', kind: 'CUSTOM_CASE', title: 'Custom Cold Case', imageUrl: null, storyId: null, priceCents: 3995 });
    const { cart } = await openCart(cartFixture([custom], 'sam@example.test'));

    const item = cart.getByRole('listitem');
    expect(item.querySelector('img')).toBeNull();
    expect(within(item).getByText('Custom mystery')).toBeInTheDocument();
    expect(within(item).queryByRole('link')).not.toBeInTheDocument();
  });

  it('takes an item out, updating the total, the count and the local mirror', async () => {
    const oneKit = cartFixture([fogOverLisbonLine], 'sam@example.test');
    const { user, cart } = await openCart(twoKits, [removeMock(saltMarshLine.productId, oneKit)]);

    await user.click(cart.getByRole('button', { name: 'Remove The Salt Marsh Ledger from cart' }));

    await waitFor(() => expect(cart.queryByText('The Salt Marsh Ledger')).not.toBeInTheDocument());
    expect(cart.getByText('1 item')).toBeInTheDocument();
    expect(cart.getAllByText('$14.95')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Shopping cart' })).toHaveAccessibleDescription('1 item'));
    expect(JSON.parse(window.localStorage.getItem(CART_MIRROR_KEY) ?? 'null')).toEqual([
      { productId: 'kit-fog-over-lisbon', quantity: 1 },
    ]);
  });

  it('explains why an item could not be taken out', async () => {
    const message = 'Invalid product ID for removal';
    const refusal = { __typename: 'InvalidArgumentError', message };
    const { user, cart } = await openCart(twoKits, [removeMock(saltMarshLine.productId, refusal)]);

    await user.click(cart.getByRole('button', { name: 'Remove The Salt Marsh Ledger from cart' }));

    expect(await cart.findByRole('alert')).toHaveTextContent(message);
    expect(cart.getByText('The Salt Marsh Ledger')).toBeInTheDocument();
  });

  it('sends the browser to the payment page, once, saying so meanwhile', async () => {
    const redirectUrl = 'http://localhost:4100/pay/sandbox/session-1';
    const checkout = checkoutMock({ __typename: 'CheckoutSession', orderId: 'order-1', redirectUrl });
    const { user, cart } = await openCart(twoKits, [checkout.mock]);

    await user.dblClick(cart.getByRole('button', { name: 'Checkout' }));

    const busy = cart.getByRole('button', { name: 'Redirecting to payment...' });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(redirectToPayment).toHaveBeenCalledWith(redirectUrl));
    await user.click(busy);
    expect(checkout.calls()).toBe(1);
    expect(redirectToPayment).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['CartEmptyError', 'CART_EMPTY', 'Your cart is empty.'],
    ['ProductUnavailableError', 'PRODUCT_UNAVAILABLE', 'Fog Over Lisbon is coming soon and can’t be bought yet.'],
    ['AlreadyOwnedError', 'ALREADY_OWNED', 'The Salt Marsh Ledger is already in your library.'],
    ['PaymentProviderUnavailableError', 'PAYMENT_PROVIDER_UNAVAILABLE', 'Payments are unavailable right now. Your cart is kept.'],
    ['InvalidArgumentError', 'INVALID_ARGUMENT', 'Your cart holds a product that no longer exists.'],
  ])('shows the shop’s message when checkout answers %s', async (typename, errorCode, message) => {
    const answer = { __typename: typename, errorCode, message, ...(typename === 'InvalidArgumentError' ? { argument: 'cart' } : {}) };
    const { user, cart } = await openCart(twoKits, [checkoutMock(answer).mock]);

    await user.click(cart.getByRole('button', { name: 'Checkout' }));

    expect(await cart.findByRole('alert')).toHaveTextContent(message);
    expect(cart.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    expect(redirectToPayment).not.toHaveBeenCalled();
  });

  it('asks for an email when the shop has none to send the confirmation to', async () => {
    window.localStorage.removeItem(CUSTOMER_EMAIL_KEY);
    const missingEmail = { __typename: 'InvalidArgumentError', errorCode: 'INVALID_ARGUMENT', argument: 'email', message: 'Enter your email first.' };
    // A signed-in user whose address the identity provider has not verified: the shop has no email for them.
    const { user, cart } = await openCart(cartFixture([saltMarshLine]), [checkoutMock(missingEmail).mock], signedInAuth0());

    await user.click(cart.getByRole('button', { name: 'Checkout' }));

    expect(await screen.findByRole('dialog', { name: 'Please enter your email' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveValue('sam@example.test');
  });

  it('says so when checkout cannot be reached', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, cart } = await openCart(twoKits, [{ request: { query: CheckoutCartDocument }, error: new Error('Network down') }]);

    await user.click(cart.getByRole('button', { name: 'Checkout' }));

    expect(await cart.findByRole('alert')).toHaveTextContent("We couldn't reach the payment page. Please try again.");
    expect(consoleError).toHaveBeenCalled();
  });

  it('invites a shopper with an empty cart to browse the stories', async () => {
    const { user, cart } = await openCart(cartFixture());

    expect(cart.getByText('Your cart is empty')).toBeInTheDocument();
    expect(cart.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    await user.click(cart.getByRole('link', { name: 'Browse Stories' }));

    expect(currentLocation()).toBe('/stories');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers to try again when the cart cannot be read', async () => {
    const user = userEvent.setup();
    const unreachable: MockedResponse = { request: { query: CartContentsDocument }, error: new Error('Network down') };
    // Unreachable for the header's first read and again when the dialog asks for itself.
    renderWithProviders(<CartButton />, { mocks: [unreachable, unreachable, cartMock(twoKits)] });
    await user.click(screen.getByRole('button', { name: 'Shopping cart' }));
    const cart = within(await screen.findByRole('dialog', { name: 'Shopping Cart' }));

    await user.click(await cart.findByRole('button', { name: 'Try again' }));

    expect(await cart.findByText('Fog Over Lisbon')).toBeInTheDocument();
    expect(cart.queryByText("We couldn't load your cart")).not.toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const { user, cart } = await openCart(twoKits);

    await user.click(cart.getByRole('button', { name: 'Close cart' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
