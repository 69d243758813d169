import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedInAuth0 } from '../../test/fake-auth0';
import { renderWithProviders } from '../../test/render';
import { HardCopiesSection } from './hard-copies-section';
import { MyHardCopiesDocument } from './hard-copies-section.generated';
import { hardCopyShipmentFixture, myHardCopiesMock } from './hard-copies.test-fixtures';

function renderSection(mocks = [myHardCopiesMock([])]) {
  return renderWithProviders(<HardCopiesSection />, { auth0: signedInAuth0(), mocks });
}

const shipped = hardCopyShipmentFixture({
  id: '8',
  title: 'Fog Over Lisbon',
  storyId: 'fog-over-lisbon',
  region: 'INTERNATIONAL',
  status: 'SHIPPED',
  carrier: 'Canada Post',
  trackingNumber: 'LX 1234 5678 9CA',
  shippedAt: '2026-11-25T12:00:00.000Z',
  address: { __typename: 'ShippingAddress', fullName: 'Ada Lovelace', city: 'Lisbon', country: 'Portugal' },
});
const waiting = hardCopyShipmentFixture();
const cancelled = hardCopyShipmentFixture({ id: '9', title: 'Ashes in Austin', storyId: 'ashes-in-austin', status: 'CANCELLED' });

describe('HardCopiesSection', () => {
  it('lists each hard copy with where it ships and where it stands', async () => {
    renderSection([myHardCopiesMock([shipped, waiting, cancelled])]);

    const section = (await screen.findByRole('heading', { level: 2, name: 'Your Hard Copies' })).closest('section');
    if (!section) throw new Error('Your Hard Copies is not a section');
    const [fog, salt, ashes] = within(section).getAllByRole('listitem');

    expect(within(fog).getByRole('link', { name: 'Fog Over Lisbon' })).toHaveAttribute('href', '/stories/fog-over-lisbon');
    expect(fog).toHaveTextContent('Ships to Ada Lovelace, Lisbon, Portugal · International');
    expect(within(fog).getByText('Shipped')).toBeInTheDocument();
    expect(within(fog).getByText('Carrier').nextSibling).toHaveTextContent('Canada Post');
    expect(within(fog).getByText('Tracking number').nextSibling).toHaveTextContent('LX 1234 5678 9CA');
    expect(within(fog).getByRole('button', { name: 'Copy tracking number' })).toBeInTheDocument();
    expect(fog).toHaveTextContent('Ordered 20 Nov 2026 · Shipped 25 Nov 2026');
    expect(within(fog).getByRole('link', { name: 'Order CCK-7H3K-Q9TM' })).toHaveAttribute('href', '/orders/ord_7h3kq9tm');

    expect(within(salt).getByText('To ship')).toBeInTheDocument();
    expect(salt).toHaveTextContent('Ships to Ada Lovelace, Toronto, Canada · North America');
    expect(salt).toHaveTextContent('we email you the tracking number');
    expect(within(salt).queryByText('Tracking number')).not.toBeInTheDocument();

    expect(within(ashes).getByText('Cancelled')).toBeInTheDocument();
    expect(ashes).toHaveTextContent('Refunded before it shipped.');
  });

  it('keeps customer text as text', async () => {
    const script = '<script>alert(1)</script>';
    renderSection([myHardCopiesMock([hardCopyShipmentFixture({ address: { __typename: 'ShippingAddress', fullName: script, city: '{{7*7}}', country: 'France' } })])]);

    expect(await screen.findByText(`Ships to ${script}, {{7*7}}, France · North America`)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows nothing to a customer without hard copies', async () => {
    const result = vi.fn(() => ({ data: { myShipments: [] } }));
    const { container } = renderWithProviders(<HardCopiesSection />, {
      auth0: signedInAuth0(),
      mocks: [{ request: { query: MyHardCopiesDocument }, result }],
    });

    await waitFor(() => expect(result).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Your Hard Copies' })).not.toBeInTheDocument();
    expect(container.querySelector('section')).toBeNull();
  });

  it('offers to try again when the hard copies do not load', async () => {
    renderSection([{ request: { query: MyHardCopiesDocument }, error: new Error('offline') }, myHardCopiesMock([waiting])]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your hard copies did not load');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Your Hard Copies' })).toBeInTheDocument();
  });
});
