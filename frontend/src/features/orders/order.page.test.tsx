import type { MockedResponse } from '@apollo/client/testing';
import type { Auth0ContextInterface } from '@auth0/auth0-react';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInAuth0 } from '../../test/fake-auth0';
import { renderWithProviders } from '../../test/render';
import { orderPollIntervalMs } from './order-polling';
import { OrderPage } from './order.page';
import { OrderPageDocument } from './order.page.generated';
import {
  lineFixture,
  orderFixture,
  orderId,
  orderMock,
  orderRoute,
  pendingOrderFixture,
} from './order.test-fixtures';

function renderOrderPage(mocks: readonly MockedResponse[], auth0?: Auth0ContextInterface) {
  return renderWithProviders(<OrderPage />, { route: orderRoute, path: '/orders/:orderId', mocks, auth0 });
}

/** A poll is a timer: the fake clock runs past it instead of the test waiting in real time. */
const pastNextPoll = { timeout: orderPollIntervalMs * 2 };

describe('OrderPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for payment calmly, with the order summary and a way back to the stories', async () => {
    renderOrderPage([orderMock(pendingOrderFixture()).mock]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for payment…' })).toBeInTheDocument();
    expect(screen.getByText('Order CCK-7H3K-Q9TM')).toBeInTheDocument();
    expect(document.title).toBe('Order CCK-7H3K-Q9TM · Cold Case Kits');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    const lines = within(summary).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('The Salt Marsh Ledger');
    expect(lines[0]).toHaveTextContent('$14.95');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('$29.90');
    expect(screen.queryByRole('button', { name: 'Download case file' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Stories' })).toHaveAttribute('href', '/stories');
  });

  it('says the payment is in while the case files are prepared', async () => {
    renderOrderPage([orderMock(orderFixture({ state: 'PAID' })).mock]);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment received — preparing your case files…' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download case file' })).not.toBeInTheDocument();
  });

  it('turns from pending to ready by itself, then stops asking', async () => {
    vi.useFakeTimers();
    const pending = orderMock(pendingOrderFixture());
    const paid = orderMock(orderFixture({ state: 'PAID' }));
    const fulfilled = orderMock(orderFixture(), 5);
    renderOrderPage([pending.mock, paid.mock, fulfilled.mock]);

    expect(await screen.findByRole('heading', { name: 'Waiting for payment…' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Payment received — preparing your case files…' }, pastNextPoll),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your case files are ready' }, pastNextPoll)).toBeInTheDocument();
    expect(screen.getByText('Your case files are ready', { selector: '[role="status"]' })).toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(orderPollIntervalMs * 5);
    expect(pending.result).toHaveBeenCalledTimes(1);
    expect(paid.result).toHaveBeenCalledTimes(1);
    expect(fulfilled.result).toHaveBeenCalledTimes(1);
  });

  it('hands over the case files once the order is fulfilled', async () => {
    const refundedLine = lineFixture({
      id: '13',
      title: 'Ashes in Austin',
      state: 'REFUNDED',
      downloadable: false,
      refundedAt: '2026-11-24T10:00:00.000Z',
    });
    const order = orderFixture();
    const partlyRefunded = { ...order, totalCents: 4485, refundedCents: 1495, lines: [...order.lines, refundedLine] };
    renderOrderPage([orderMock(partlyRefunded).mock]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your case files are ready' })).toBeInTheDocument();
    expect(screen.getByText(/We sent the confirmation to/)).toHaveTextContent(
      'We sent the confirmation to ada@example.test.',
    );
    const [salt, fog, ashes] = within(screen.getByRole('region', { name: 'Order summary' })).getAllByRole('listitem');
    expect(within(salt).getByRole('link', { name: 'The Salt Marsh Ledger' })).toHaveAttribute(
      'href',
      '/stories/the-salt-marsh-ledger',
    );
    expect(salt.querySelector('img')).toHaveAttribute('src', '/images/stories/thumbnails/salt-marsh.jpg');
    expect(salt).toHaveTextContent('$14.95');
    expect(within(salt).getByRole('button', { name: 'Download case file' })).toBeEnabled();
    expect(within(fog).getByRole('button', { name: 'Download case file' })).toBeEnabled();
    expect(within(ashes).getByText('Refunded')).toBeInTheDocument();
    expect(within(ashes).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$44.85');
    expect(screen.getByText('Refunded', { selector: 'dt' }).nextSibling).toHaveTextContent('−$14.95');
  });

  it('invites a visitor to sign up with the order email to keep the kits', async () => {
    renderOrderPage([orderMock(orderFixture()).mock]);

    const note = (await screen.findByRole('heading', { name: 'Keep these kits in My Library' })).closest('div');
    expect(note).toHaveTextContent('Sign up with ada@example.test');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  });

  it('points a signed-in customer to My Library', async () => {
    const auth0 = signedInAuth0({ sub: 'auth0|ada', email: 'Ada@example.test' });
    renderOrderPage([orderMock(orderFixture()).mock], auth0);

    expect(await screen.findByRole('heading', { name: 'Also in My Library' })).toBeInTheDocument();
    expect(screen.getByText(/are in My Library/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Library' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('explains a checkout that was never paid', async () => {
    renderOrderPage([orderMock(orderFixture({ state: 'CANCELLED' })).mock]);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This checkout was not completed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/No payment was taken/)).toHaveTextContent(
      'No payment was taken for order CCK-7H3K-Q9TM.',
    );
    expect(screen.getByRole('link', { name: 'Back to Stories' })).toHaveAttribute('href', '/stories');
  });

  it('says when the whole order was refunded', async () => {
    const order = orderFixture({ state: 'REFUNDED', refundedCents: 2990 });
    const lines = order.lines.map((line) => ({ ...line, state: 'REFUNDED' as const, downloadable: false }));
    renderOrderPage([orderMock({ ...order, lines }).mock]);

    expect(await screen.findByRole('heading', { level: 1, name: 'This order was refunded' })).toBeInTheDocument();
    expect(screen.getByText(/We refunded \$29\.90/)).toBeInTheDocument();
    expect(screen.getAllByText('Refunded', { selector: '.mantine-Badge-label' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Download case file' })).not.toBeInTheDocument();
  });

  it('opens for its signed-in owner without an access token', async () => {
    const ownOrder: MockedResponse = {
      request: { query: OrderPageDocument, variables: { id: orderId, accessToken: null } },
      result: { data: { order: orderFixture() } },
    };
    renderWithProviders(<OrderPage />, {
      route: `/orders/${orderId}`,
      path: '/orders/:orderId',
      mocks: [ownOrder],
      auth0: signedInAuth0({ sub: 'auth0|ada', email: 'ada@example.test' }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your case files are ready' })).toBeInTheDocument();
  });

  it('offers to try again when the order does not load', async () => {
    renderOrderPage([{ request: orderMock(null).mock.request, error: new Error('Network down') }]);

    expect(await screen.findByRole('heading', { name: 'This page is out of reach' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows Order Not Found when the order is missing or not the caller’s to see', async () => {
    renderOrderPage([orderMock(null).mock]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/We couldn't find this order/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Stories' })).toHaveAttribute('href', '/stories');
    expect(document.title).toBe('Order Not Found · Cold Case Kits');
  });
});
