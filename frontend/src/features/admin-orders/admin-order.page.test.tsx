import type { ApolloLink } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInAuth0 } from '../../test/fake-auth0';
import { holdOperation } from '../../test/held-link';
import { renderWithProviders } from '../../test/render';
import { viewerMock } from '../../test/viewer-fixtures';
import { RequireSignIn } from '../auth/require-sign-in';
import { AdminOrderPage } from './admin-order.page';
import {
  adminOrderFixture,
  adminOrderMock,
  approveSpy,
  declineSpy,
  orderId,
  refundOrderSpy,
  refundRequestFixture,
  type AdminOrderFixture,
} from './admin-orders.test-fixtures';

function renderPage(mocks: readonly MockedResponse[], link?: ApolloLink) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Notifications />
      <RequireSignIn>
        <AdminOrderPage />
      </RequireSignIn>
    </>,
    {
      route: `/admin/orders/${orderId}`,
      path: '/admin/orders/:orderId',
      auth0: signedInAuth0(),
      mocks: [viewerMock({ isAdmin: true }), ...mocks],
      link,
    },
  );
  return user;
}

const order = adminOrderFixture();

/** The order after its hard copy was refunded. */
function withHardCopyRefunded(reason: string): AdminOrderFixture {
  return {
    ...order,
    refundedCents: 2995,
    lines: order.lines.map((line) =>
      line.id === '12'
        ? { ...line, state: 'REFUNDED', refundedAt: '2026-11-24T12:00:00.000Z', refundReason: reason, shipment: null }
        : line,
    ),
  };
}

const region = (name: string) => screen.getByRole('region', { name });

async function lineRows() {
  const table = await screen.findByRole('table', { name: 'Lines' });
  return within(table).getAllByRole('row').slice(1);
}

describe('AdminOrderPage', () => {
  beforeEach(() => {
    notifications.clean();
  });

  it("shows the order's summary, payment, lines and history", async () => {
    renderPage([adminOrderMock(order).mock]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Order CCK-7H3K-Q9TM' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/admin/orders');

    const summary = region('Summary');
    expect(summary).toHaveTextContent('Fulfilled');
    expect(within(summary).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/users/usr_ada');
    expect(summary).toHaveTextContent('ada@example.test');
    expect(summary).toHaveTextContent('$44.90');

    const payment = region('Payment');
    expect(payment).toHaveTextContent('sandbox');
    expect(payment).toHaveTextContent('pay_5f2c');
    expect(payment).toHaveTextContent('USD');

    const [kit, hardCopy] = await lineRows();
    expect(within(kit).getByRole('link', { name: 'The Salt Marsh Ledger' })).toHaveAttribute('href', '/stories/the-salt-marsh-ledger');
    expect(kit).toHaveTextContent('Digital kit (PDF)');
    expect(kit).toHaveTextContent('$14.95');
    expect(hardCopy).toHaveTextContent('Printed hard copy');
    expect(hardCopy).toHaveTextContent('Ships to Ada Lovelace, Toronto, Canada (North America)');
    expect(hardCopy).toHaveTextContent('Shipped');
    expect(hardCopy).toHaveTextContent('Canada Post · CP123456789CA');

    const history = within(region('History')).getAllByRole('listitem');
    expect(history).toHaveLength(2);
    expect(history[0]).toHaveTextContent('Placed');
    expect(history[1]).toHaveTextContent('Paid $44.90 with sandbox.');
    expect(screen.queryByRole('region', { name: 'Refund requests' })).not.toBeInTheDocument();
  });

  it('refunds one line with a reason, reading "Processing..." until the order shows the refund', async () => {
    const reason = 'Damaged in the post.';
    const refund = refundOrderSpy(
      { orderId, lineIds: ['12'], reason },
      { __typename: 'Order', id: orderId, state: 'FULFILLED', refundedCents: 2995 },
    );
    const held = holdOperation('RefundOrder');
    const user = renderPage([adminOrderMock(order).mock, refund.mock, adminOrderMock(withHardCopyRefunded(reason)).mock], held.link);
    const [, hardCopy] = await lineRows();

    await user.click(within(hardCopy).getByRole('button', { name: 'Refund Fog Over Lisbon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund line' });
    expect(dialog).toHaveTextContent('$29.95 for Fog Over Lisbon goes back');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $29.95' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      expect.stringContaining('Give a reason for the refund.'),
    );
    expect(refund.calls()).toBe(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ` ${reason} `);
    await user.click(within(dialog).getByRole('button', { name: 'Refund $29.95' }));
    const processing = within(dialog).getByRole('button', { name: 'Processing...' });
    await user.click(processing);
    await waitFor(() => expect(held.waiting()).toBe(1));

    held.release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [, refunded] = await lineRows();
    expect(refunded).toHaveTextContent('Refunded');
    expect(refunded).toHaveTextContent(reason);
    expect(within(refunded).queryByRole('button', { name: 'Refund Fog Over Lisbon' })).not.toBeInTheDocument();
    expect(await screen.findByText('$29.95 for Fog Over Lisbon is on its way back to the customer.')).toBeInTheDocument();
    expect(refund.calls()).toBe(1);
  });

  it("refunds what is left of the order, showing the shop's refusal in the dialog", async () => {
    const reason = 'Customer changed their mind.';
    const refund = refundOrderSpy(
      { orderId, lineIds: [], reason },
      { __typename: 'NotRefundableError', message: 'The Salt Marsh Ledger was already refunded.' },
    );
    const user = renderPage([adminOrderMock(order).mock, refund.mock]);

    await user.click(await screen.findByRole('button', { name: 'Refund order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order' });
    expect(dialog).toHaveTextContent('$44.90 for order CCK-7H3K-Q9TM goes back');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Refund $44.90' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The Salt Marsh Ledger was already refunded.');
    expect(within(dialog).getByRole('button', { name: 'Refund $44.90' })).toBeInTheDocument();
  });

  it('offers no refund on an order that was never paid', async () => {
    const pending = adminOrderFixture({
      state: 'PENDING',
      paidAt: null,
      paymentId: null,
      fulfilledAt: null,
      lines: order.lines.map((line) => ({ ...line, state: 'PENDING', shipment: null })),
    });
    renderPage([adminOrderMock(pending).mock]);

    await lineRows();
    expect(screen.queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
    expect(region('Payment')).toHaveTextContent('Not paid');
  });

  it("approves the customer's refund request, then shows the order refunded", async () => {
    const open = refundRequestFixture();
    const approved = { ...open, status: 'APPROVED' as const, resolvedAt: '2026-11-24T12:00:00.000Z' };
    const approve = approveSpy(open.id, approved);
    const refundedOrder = adminOrderFixture({
      state: 'REFUNDED',
      refundedCents: 4490,
      lines: order.lines.map((line) => ({ ...line, state: 'REFUNDED', refundReason: open.reason })),
      refundRequests: [approved],
    });
    const user = renderPage([adminOrderMock({ ...order, refundRequests: [open] }).mock, approve.mock, adminOrderMock(refundedOrder).mock]);

    const requests = await screen.findByRole('region', { name: 'Refund requests' });
    expect(requests).toHaveTextContent('“The PDF would not open on any device.”');
    await user.click(within(requests).getByRole('button', { name: 'Approve refund of CCK-7H3K-Q9TM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve refund request' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve and refund' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(region('Summary')).toHaveTextContent('Refunded'));
    expect(region('Refund requests')).toHaveTextContent('Approved');
    expect(within(region('Refund requests')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund order' })).not.toBeInTheDocument();
    expect(approve.calls()).toBe(1);
  });

  it('declines a refund request with a note for the customer', async () => {
    const note = 'The kit was downloaded; we sent a fresh link instead.';
    const open = refundRequestFixture();
    const declined = { ...open, status: 'DECLINED' as const, resolvedAt: '2026-11-24T12:00:00.000Z', resolutionNote: note };
    const decline = declineSpy(open.id, note, declined);
    const user = renderPage([
      adminOrderMock({ ...order, refundRequests: [open] }).mock,
      decline.mock,
      adminOrderMock({ ...order, refundRequests: [declined] }).mock,
    ]);

    const requests = await screen.findByRole('region', { name: 'Refund requests' });
    await user.click(within(requests).getByRole('button', { name: 'Decline refund of CCK-7H3K-Q9TM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline refund request' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(within(dialog).getByRole('textbox', { name: 'Note to the customer' })).toHaveAccessibleDescription(
      expect.stringContaining('Write a note telling the customer why.'),
    );

    await user.type(within(dialog).getByRole('textbox', { name: 'Note to the customer' }), note);
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(region('Refund requests')).toHaveTextContent(`Declined 24 Nov 2026`);
    expect(region('Refund requests')).toHaveTextContent(note);
    expect(decline.calls()).toBe(1);
  });

  it('says so when there is no such order', async () => {
    renderPage([adminOrderMock(null).mock]);

    expect(await screen.findByText('There is no order with this id.')).toBeInTheDocument();
  });
});
