import type { MockedResponse } from '@apollo/client/testing';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInAuth0 } from '../../test/fake-auth0';
import { invalidDetailsFixture } from '../../test/invalid-details-fixtures';
import { currentLocation, renderWithProviders } from '../../test/render';
import { viewerMock } from '../../test/viewer-fixtures';
import { RequireSignIn } from '../auth/require-sign-in';
import { AdminShipmentsPage } from './admin-shipments.page';
import { adminShipmentFixture, markShippedSpy, shipmentsPageMock } from './admin-shipments.test-fixtures';

function renderPage(mocks: readonly MockedResponse[], { isAdmin = true, route = '/admin/shipments' } = {}) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Notifications />
      <RequireSignIn>
        <AdminShipmentsPage />
      </RequireSignIn>
    </>,
    { route, auth0: signedInAuth0(), mocks: [viewerMock({ isAdmin }), ...mocks] },
  );
  return user;
}

const toronto = adminShipmentFixture();
const paris = adminShipmentFixture({
  id: '8',
  orderId: 'ord_p4r1s',
  orderNumber: 'CCK-P4R1-S000',
  title: 'Fog Over Lisbon',
  storyId: 'fog-over-lisbon',
  region: 'INTERNATIONAL',
  address: { ...toronto.address, fullName: 'Marie Curie', street: '1 Rue de Rivoli', city: 'Paris', state: 'Île-de-France', postalCode: '75001', country: 'France', phone: null },
});
const shippedToLisbon = adminShipmentFixture({
  id: '9',
  orderNumber: 'CCK-L1SB-0N00',
  status: 'SHIPPED',
  carrier: 'DHL',
  trackingNumber: 'JD014600003828',
  shippedAt: '2026-11-22T12:00:00.000Z',
});

async function rows() {
  const table = await screen.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

describe('AdminShipmentsPage', () => {
  beforeEach(() => {
    notifications.clean();
  });

  it('is for admins only', async () => {
    renderPage([], { isAdmin: false });

    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the hard copies to ship, oldest first, each with its order, story, address and date, the email as text to copy', async () => {
    const user = renderPage([shipmentsPageMock('TO_SHIP', [toronto, paris])]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Shipments' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('TO_SHIP');
    const [first, second] = await rows();
    expect(within(first).getByRole('link', { name: 'CCK-7H3K-Q9TM' })).toHaveAttribute('href', '/admin/orders/ord_7h3kq9tm');
    expect(within(first).getByRole('link', { name: 'The Salt Marsh Ledger' })).toHaveAttribute('href', '/stories/the-salt-marsh-ledger');
    expect(first).toHaveTextContent('North America');
    expect(first).toHaveTextContent('20 Nov 2026');
    expect(within(first).getByText('To ship')).toBeInTheDocument();
    expect(second).toHaveTextContent('International');

    await user.click(within(second).getByRole('button', { name: 'Marie Curie, Paris, France' }));
    const address = await screen.findByRole('dialog');
    expect(address).toHaveTextContent('1 Rue de Rivoli');
    expect(address).toHaveTextContent('Paris, Île-de-France 75001');
    expect(address).toHaveTextContent('ada@example.test');
    expect(within(address).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(address).getByRole('button', { name: 'Copy email' }));

    expect(await within(address).findByRole('button', { name: 'Email copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('ada@example.test');
  });

  it('sits in the Orders section of the back office, as its hard copies', async () => {
    renderPage([shipmentsPageMock('TO_SHIP', [toronto])]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Shipments' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    const section = screen.getByRole('navigation', { name: 'Orders section' });
    expect(within(section).getByRole('link', { name: 'Hard copies' })).toHaveAttribute('aria-current', 'page');
    expect(within(section).getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
  });

  it('filters by status, keeping the choice in the address', async () => {
    const user = renderPage([
      shipmentsPageMock('TO_SHIP', [toronto]),
      shipmentsPageMock('SHIPPED', [shippedToLisbon]),
      shipmentsPageMock(null, [shippedToLisbon, toronto]),
    ]);
    await rows();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Shipped');

    await waitFor(() => expect(currentLocation()).toBe('/admin/shipments?status=SHIPPED'));
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('CCK-L1SB-0N00'));
    const [shipped] = await rows();
    expect(shipped).toHaveTextContent('DHL · JD014600003828');
    expect(within(shipped).queryByRole('button', { name: /^Mark shipped: order/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    await waitFor(async () => expect(await rows()).toHaveLength(2));
  });

  it('says when nothing is left to ship', async () => {
    renderPage([shipmentsPageMock('TO_SHIP', [])]);

    expect(await screen.findByText('Nothing to ship: every paid hard copy is on its way.')).toBeInTheDocument();
  });

  it('reads on with "Load more"', async () => {
    const user = renderPage([
      shipmentsPageMock('TO_SHIP', [toronto], { nextCursor: 'cursor-1' }),
      shipmentsPageMock('TO_SHIP', [paris], { after: 'cursor-1' }),
    ]);
    expect(await rows()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('marks a shipment shipped with its carrier and tracking number, showing what the shop refuses', async () => {
    const refused = markShippedSpy(
      '7',
      'Canada Post',
      'x'.repeat(20),
      invalidDetailsFixture({ trackingNumber: 'That is not a Canada Post tracking number.' }),
    );
    const shipped = markShippedSpy(
      '7',
      'Canada Post',
      'LX123456789CA',
      adminShipmentFixture({ status: 'SHIPPED', carrier: 'Canada Post', trackingNumber: 'LX123456789CA', shippedAt: '2026-11-24T12:00:00.000Z' }),
    );
    const user = renderPage([shipmentsPageMock('TO_SHIP', [toronto]), refused.mock, shipped.mock]);
    const [row] = await rows();

    await user.click(within(row).getByRole('button', { name: 'Mark shipped: order CCK-7H3K-Q9TM' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark shipped' }));
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    expect(dialog.getByRole('combobox', { name: 'Carrier' })).toHaveAccessibleDescription('Enter the carrier, e.g. Canada Post.');
    expect(dialog.getByRole('textbox', { name: 'Tracking number' })).toHaveAccessibleDescription('Enter the tracking number.');

    await user.type(dialog.getByRole('combobox', { name: 'Carrier' }), 'Canada Post');
    await user.type(dialog.getByRole('textbox', { name: 'Tracking number' }), 'x'.repeat(20));
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Tracking number' })).toHaveAccessibleDescription(
        'That is not a Canada Post tracking number.',
      ),
    );

    await user.clear(dialog.getByRole('textbox', { name: 'Tracking number' }));
    await user.type(dialog.getByRole('textbox', { name: 'Tracking number' }), ' LX123456789CA ');
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }));

    expect(await screen.findByText('Order CCK-7H3K-Q9TM marked shipped')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark shipped' })).not.toBeInTheDocument());
    expect(within(row).getByText('Shipped')).toBeInTheDocument();
    expect(row).toHaveTextContent('Canada Post · LX123456789CA');
    expect(within(row).queryByRole('button', { name: /^Mark shipped: order/ })).not.toBeInTheDocument();
    expect(refused.calls()).toBe(1);
    expect(shipped.calls()).toBe(1);
  });

  it("shows the shop's reason when the shipment can no longer be marked, then reads the queue again", async () => {
    const refused = markShippedSpy('7', 'UPS', '1Z999', {
      __typename: 'InvalidTransitionError',
      errorCode: 'INVALID_TRANSITION',
      message: 'This shipment was cancelled: its order line was refunded.',
    });
    const user = renderPage([shipmentsPageMock('TO_SHIP', [toronto]), refused.mock, shipmentsPageMock('TO_SHIP', [])]);
    const [row] = await rows();

    await user.click(within(row).getByRole('button', { name: 'Mark shipped: order CCK-7H3K-Q9TM' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark shipped' }));
    await user.type(dialog.getByRole('combobox', { name: 'Carrier' }), 'UPS');
    await user.type(dialog.getByRole('textbox', { name: 'Tracking number' }), '1Z999');
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('This shipment was cancelled: its order line was refunded.');

    // Once the reason is read, the queue is read again without the shipment.
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Nothing to ship: every paid hard copy is on its way.')).toBeInTheDocument();
  });
});
