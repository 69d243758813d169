import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { OrderPage } from './order.page';
import { lineFixture, orderDownloadMock, orderFixture, orderMock, orderRoute } from './order.test-fixtures';

const hardCopyLine = lineFixture({
  id: '21',
  kind: 'HARD_COPY',
  title: 'The Salt Marsh Ledger (North America)',
  unitPriceCents: 3495,
  downloadable: false,
});

const customCaseLine = lineFixture({
  id: '22',
  kind: 'CUSTOM_CASE',
  title: 'Custom Cold Case',
  imageUrl: null,
  storyId: null,
  unitPriceCents: 3995,
  downloadable: false,
});

function shipment(overrides: Partial<NonNullable<typeof hardCopyLine.shipment>> = {}) {
  return {
    __typename: 'Shipment' as const,
    id: '7',
    status: 'TO_SHIP' as const,
    carrier: null,
    trackingNumber: null,
    shippedAt: null,
    ...overrides,
  };
}

async function renderLines(lines: ReturnType<typeof lineFixture>[]) {
  const totalCents = lines.reduce((total, line) => total + line.unitPriceCents, 0);
  renderWithProviders(<OrderPage />, {
    route: orderRoute,
    path: '/orders/:orderId',
    mocks: [orderMock(orderFixture({ lines, totalCents })).mock],
  });
  await screen.findByRole('heading', { level: 1 });
  return within(screen.getByRole('region', { name: 'Order summary' })).getAllByRole('listitem');
}

describe('the order page, for hard copies and custom cases', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says a hard copy waits to ship', async () => {
    const [line] = await renderLines([{ ...hardCopyLine, shipment: shipment() }]);

    expect(within(line).getByText('To ship')).toBeInTheDocument();
    expect(line).toHaveTextContent('Ships within 1–3 weeks');
    expect(within(line).queryByText('Tracking number')).not.toBeInTheDocument();
  });

  it('gives the carrier and tracking number once the hard copy has shipped', async () => {
    const shippedCopy = shipment({
      status: 'SHIPPED',
      carrier: 'Canada Post',
      trackingNumber: 'LX123456789CA',
      shippedAt: '2026-11-25T12:00:00.000Z',
    });
    const [line] = await renderLines([{ ...hardCopyLine, shipment: shippedCopy }]);

    expect(within(line).getByText('Shipped')).toBeInTheDocument();
    expect(line).toHaveTextContent('On 25 Nov 2026');
    expect(within(line).getByText('Carrier').nextSibling).toHaveTextContent('Canada Post');
    expect(within(line).getByText('Tracking number').nextSibling).toHaveTextContent('LX123456789CA');
  });

  it('says where a custom case stands: brief received, then being written', async () => {
    const [received, writing] = await renderLines([
      { ...customCaseLine, customCase: { __typename: 'CustomCase', id: '3', status: 'BRIEF_RECEIVED' } },
      { ...customCaseLine, id: '23', customCase: { __typename: 'CustomCase', id: '4', status: 'WRITING' } },
    ]);

    expect(within(received).getByText('Brief received')).toBeInTheDocument();
    expect(within(writing).getByText('Being written')).toBeInTheDocument();
    expect(within(writing).queryByRole('button', { name: 'Download case file' })).not.toBeInTheDocument();
  });

  it('lets the customer download a delivered custom case', async () => {
    const assign = vi.fn<(url: string) => void>();
    vi.stubGlobal('location', { ...window.location, assign });
    const download = orderDownloadMock('22', { __typename: 'DownloadLink', url: 'http://shop.test/files/custom-cases/3/case-file?sig=abc' });
    const delivered = {
      ...customCaseLine,
      downloadable: true,
      customCase: { __typename: 'CustomCase' as const, id: '3', status: 'DELIVERED' as const },
    };
    renderWithProviders(<OrderPage />, {
      route: orderRoute,
      path: '/orders/:orderId',
      mocks: [orderMock(orderFixture({ lines: [delivered], totalCents: 3995 })).mock, download.mock],
    });
    const button = await screen.findByRole('button', { name: 'Download case file' });

    await userEvent.click(button);

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://shop.test/files/custom-cases/3/case-file?sig=abc'));
  });
});
