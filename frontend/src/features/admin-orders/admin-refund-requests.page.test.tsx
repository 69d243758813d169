import type { MockedResponse } from '@apollo/client/testing';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInAuth0 } from '../../test/fake-auth0';
import { currentLocation, renderWithProviders } from '../../test/render';
import { viewerMock } from '../../test/viewer-fixtures';
import { RequireSignIn } from '../auth/require-sign-in';
import { AdminOrderPage } from './admin-order.page';
import { AdminRefundRequestsPage } from './admin-refund-requests.page';
import {
  adminOrderFixture,
  adminOrderLineFixture,
  adminOrderMock,
  approveSpy,
  declineSpy,
  refundRequestFixture,
  refundRequestsPageMock,
} from './admin-orders.test-fixtures';

function renderPage(mocks: readonly MockedResponse[], { isAdmin = true, route = '/admin/refund-requests' } = {}) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Notifications />
      <RequireSignIn>
        <AdminRefundRequestsPage />
      </RequireSignIn>
    </>,
    { route, auth0: signedInAuth0(), mocks: [viewerMock({ isAdmin }), ...mocks] },
  );
  return user;
}

const adas = refundRequestFixture();
const graces = refundRequestFixture({
  id: '42',
  orderId: 'ord_9r4c3h0p',
  orderNumber: 'CCK-9R4C-3H0P',
  email: 'grace@example.test',
  reason: 'Bought the wrong story.',
});
const declinedLong = refundRequestFixture({
  id: '40',
  orderId: 'ord_l0ng',
  orderNumber: 'CCK-L0NG-0000',
  status: 'DECLINED',
  resolvedAt: '2026-11-21T12:00:00.000Z',
  resolutionNote: 'Outside the 14 days of the refund policy.',
});

async function rows() {
  await screen.findByRole('table', { name: 'Refund requests' });
  return rowsNow();
}

function rowsNow() {
  return within(screen.getByRole('table', { name: 'Refund requests' })).getAllByRole('row').slice(1);
}

describe('AdminRefundRequestsPage', () => {
  beforeEach(() => {
    notifications.clean();
  });

  it('is for admins only', async () => {
    renderPage([], { isAdmin: false });

    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
  });

  it('lists the open requests, oldest first, each linking to its order', async () => {
    renderPage([refundRequestsPageMock('OPEN', [adas, graces])]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Refund Requests' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Orders section' })).getByRole('link', { name: 'Refund requests' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('OPEN');
    const [first, second] = await rows();
    expect(within(first).getByRole('link', { name: 'CCK-7H3K-Q9TM' })).toHaveAttribute('href', '/admin/orders/ord_7h3kq9tm');
    expect(first).toHaveTextContent('23 Nov 2026');
    expect(first).toHaveTextContent('ada@example.test');
    expect(first).toHaveTextContent('The PDF would not open on any device.');
    expect(first).toHaveTextContent('Open');
    expect(within(second).getByRole('button', { name: 'Approve refund of CCK-9R4C-3H0P' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Decline refund of CCK-9R4C-3H0P' })).toBeInTheDocument();
  });

  it('filters by status, keeping the choice in the address', async () => {
    const user = renderPage([
      refundRequestsPageMock('OPEN', [adas]),
      refundRequestsPageMock('DECLINED', [declinedLong]),
      refundRequestsPageMock(null, [declinedLong, adas]),
    ]);
    await rows();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Declined');

    await waitFor(() => expect(currentLocation()).toBe('/admin/refund-requests?status=DECLINED'));
    await waitFor(() => expect(rowsNow()[0]).toHaveTextContent('CCK-L0NG-0000'));
    expect(rowsNow()[0]).toHaveTextContent('Note: Outside the 14 days of the refund policy.');
    expect(within(rowsNow()[0]).queryByRole('button')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    await waitFor(() => expect(rowsNow()).toHaveLength(2));
  });

  it('says when no request waits for an answer', async () => {
    renderPage([refundRequestsPageMock('OPEN', [])]);

    expect(await screen.findByText('No refund request is waiting for an answer.')).toBeInTheDocument();
  });

  it('approves a request from the queue; the row shows it answered and takes focus', async () => {
    const approve = approveSpy(adas.id, { ...adas, status: 'APPROVED', resolvedAt: '2026-11-24T12:00:00.000Z' });
    const user = renderPage([refundRequestsPageMock('OPEN', [adas]), approve.mock]);
    const [row] = await rows();

    await user.click(within(row).getByRole('button', { name: 'Approve refund of CCK-7H3K-Q9TM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve refund request' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve and refund' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rowsNow()[0]).toHaveTextContent('Approved'));
    expect(within(rowsNow()[0]).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(within(rowsNow()[0]).getByText('Approved').closest('[tabindex="-1"]')).toHaveFocus());
    expect(await screen.findByText('Order CCK-7H3K-Q9TM was refunded and the customer emailed.')).toBeInTheDocument();
  });

  it('shows the order refunded when it is opened again after its request was approved in the queue', async () => {
    const approved = { ...adas, status: 'APPROVED' as const, resolvedAt: '2026-11-24T12:00:00.000Z' };
    const refundedLine = { state: 'REFUNDED' as const, refundedAt: approved.resolvedAt, refundReason: adas.reason };
    const before = adminOrderMock(adminOrderFixture({ refundRequests: [adas] }));
    const after = adminOrderMock(
      adminOrderFixture({
        state: 'REFUNDED',
        refundedCents: 4490,
        lines: [adminOrderLineFixture(refundedLine), adminOrderLineFixture({ id: '12', title: 'Fog Over Lisbon', ...refundedLine })],
        refundRequests: [approved],
      }),
    );
    const approve = approveSpy(adas.id, approved);
    const user = userEvent.setup();
    renderWithProviders(
      <RequireSignIn>
        <Link to="/admin/refund-requests">To the queue</Link>
        <Routes>
          <Route path="/admin/orders/:orderId" element={<AdminOrderPage />} />
          <Route path="/admin/refund-requests" element={<AdminRefundRequestsPage />} />
        </Routes>
      </RequireSignIn>,
      {
        route: '/admin/orders/ord_7h3kq9tm',
        auth0: signedInAuth0(),
        mocks: [viewerMock({ isAdmin: true }), before.mock, refundRequestsPageMock('OPEN', [adas]), approve.mock, after.mock],
      },
    );
    expect(await screen.findByRole('button', { name: 'Refund order' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'To the queue' }));
    const [row] = await rows();
    await user.click(within(row).getByRole('button', { name: 'Approve refund of CCK-7H3K-Q9TM' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve and refund' }));
    await waitFor(() => expect(rowsNow()[0]).toHaveTextContent('Approved'));
    await user.click(within(rowsNow()[0]).getByRole('link', { name: 'CCK-7H3K-Q9TM' }));

    await waitFor(() => expect(after.result).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund order' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Refund / })).not.toBeInTheDocument();
  });

  it("shows the shop's reason when the request was already answered", async () => {
    const note = 'Sorry, this is outside our policy.';
    const decline = declineSpy(graces.id, note, {
      __typename: 'InvalidTransitionError',
      message: 'This refund request was already answered.',
    });
    const user = renderPage([refundRequestsPageMock('OPEN', [graces]), decline.mock]);
    const [row] = await rows();

    await user.click(within(row).getByRole('button', { name: 'Decline refund of CCK-9R4C-3H0P' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline refund request' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note to the customer' }), note);
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This refund request was already answered.');
  });

  it('reads on with "Load more"', async () => {
    const user = renderPage([
      refundRequestsPageMock('OPEN', [adas], { endCursor: 'cursor-1' }),
      refundRequestsPageMock('OPEN', [graces], { after: 'cursor-1' }),
    ]);
    expect(await rows()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(rowsNow()).toHaveLength(2));
  });
});
