import type { ApolloLink } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PLAIN_TEXT_MESSAGE } from '../../shared/plain-text';
import { holdOperation } from '../../test/held-link';
import { renderWithProviders } from '../../test/render';
import { OrderPage } from './order.page';
import {
  orderFixture,
  orderMock,
  orderRoute,
  pendingOrderFixture,
  refundRequestFixture,
  requestRefundSpy,
} from './order.test-fixtures';

function renderOrderPage(mocks: readonly MockedResponse[], link?: ApolloLink) {
  const user = userEvent.setup();
  renderWithProviders(<OrderPage />, { route: orderRoute, path: '/orders/:orderId', mocks, link });
  return user;
}

const refundPanel = () => screen.findByRole('region', { name: 'Refund' });
const sendButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /Send request|Processing\.\.\./ });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await refundPanel()).getByRole('button', { name: 'Request a refund' }));
  return screen.findByRole('dialog', { name: 'Request a refund' });
}

describe('the order page, asking for a refund', () => {
  it('offers no refund before the order is paid', async () => {
    renderOrderPage([orderMock(pendingOrderFixture()).mock]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for payment…' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it("asks for a reason in the shop's plain text before sending anything", async () => {
    const send = requestRefundSpy('x', refundRequestFixture());
    const user = renderOrderPage([orderMock(orderFixture()).mock, send.mock]);
    const dialog = await openDialog(user);

    await user.click(sendButton(dialog));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      expect.stringContaining('Tell us why you would like a refund.'),
    );

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The kit{Enter}would not open');
    await user.click(sendButton(dialog));

    expect(within(dialog).getByText(PLAIN_TEXT_MESSAGE)).toBeInTheDocument();
    expect(send.calls()).toBe(0);
  });

  it('sends the reason, reads "Processing..." meanwhile, then says when the refund was requested', async () => {
    const send = requestRefundSpy('The PDF would not open on any device.', refundRequestFixture());
    const held = holdOperation('RequestRefund');
    const user = renderOrderPage([orderMock(orderFixture()).mock, send.mock], held.link);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  The PDF would not open on any device. ');

    await user.click(sendButton(dialog));
    expect(sendButton(dialog)).toHaveTextContent('Processing...');
    await user.click(sendButton(dialog));
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(held.waiting()).toBe(1));

    held.release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const panel = await refundPanel();
    expect(panel).toHaveTextContent("Refund requested on 23 Nov 2026. We'll email you our answer.");
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveFocus());
    expect(within(panel).queryByRole('button', { name: 'Request a refund' })).not.toBeInTheDocument();
    expect(send.calls()).toBe(1);
  });

  it("shows the shop's reason when it refuses the request", async () => {
    const refusal = {
      __typename: 'InvalidTransitionError' as const,
      message: 'A refund request for this order is already waiting for an answer.',
    };
    const send = requestRefundSpy('Never arrived', refusal);
    const user = renderOrderPage([orderMock(orderFixture()).mock, send.mock]);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Never arrived');

    await user.click(sendButton(dialog));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal.message);
    expect(sendButton(dialog)).toHaveTextContent('Send request');
  });

  it('says a request is waiting, without offering another', async () => {
    renderOrderPage([orderMock(orderFixture({ state: 'PAID', refundRequest: refundRequestFixture() })).mock]);

    const panel = await refundPanel();
    expect(panel).toHaveTextContent('Refund requested on 23 Nov 2026.');
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the refund was approved', async () => {
    const approved = refundRequestFixture({ status: 'APPROVED', resolvedAt: '2026-11-25T12:00:00.000Z' });
    renderOrderPage([orderMock(orderFixture({ state: 'REFUNDED', refundedCents: 2990, refundRequest: approved })).mock]);

    const panel = await refundPanel();
    expect(panel).toHaveTextContent('Refund approved on 25 Nov 2026.');
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it("gives the operator's note when the request was declined, and lets the customer ask again", async () => {
    const declined = refundRequestFixture({
      status: 'DECLINED',
      resolvedAt: '2026-11-25T12:00:00.000Z',
      resolutionNote: 'The kit was downloaded three times; we sent a fresh link instead.',
    });
    renderOrderPage([orderMock(orderFixture({ refundRequest: declined })).mock]);

    const panel = await refundPanel();
    expect(panel).toHaveTextContent('Your refund request was declined on 25 Nov 2026.');
    expect(panel).toHaveTextContent('The kit was downloaded three times; we sent a fresh link instead.');
    expect(within(panel).getByRole('button', { name: 'Request a refund' })).toBeInTheDocument();
  });
});
