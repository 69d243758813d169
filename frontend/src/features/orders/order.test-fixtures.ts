import type { MockedResponse } from '@apollo/client/testing';
import { vi } from 'vitest';
import type { OrderLineRowFieldsFragment } from './order-line-row.generated';
import type { OrderView } from './order-view';
import { OrderPageDocument, type OrderPageQuery } from './order.page.generated';
import { RequestOrderDownloadDocument, type RequestOrderDownloadMutation } from './request-order-download.generated';

export const orderId = 'ord_7h3kq9tm';
export const accessToken = 'signed-access-token';
export const orderRoute = `/orders/${orderId}?access=${accessToken}`;

type Typed<T, Name extends string> = T & { __typename: Name };
type LineFixture = Typed<Omit<OrderLineRowFieldsFragment, 'shipment' | 'customCase'>, 'OrderLine'> & {
  shipment: Typed<NonNullable<OrderLineRowFieldsFragment['shipment']>, 'Shipment'> | null;
  customCase: Typed<NonNullable<OrderLineRowFieldsFragment['customCase']>, 'CustomCase'> | null;
};
type OrderFixture = Omit<OrderView, 'lines'> & { __typename: 'Order'; lines: LineFixture[] };

export function lineFixture(overrides: Partial<LineFixture> = {}): LineFixture {
  return {
    __typename: 'OrderLine',
    id: '11',
    kind: 'STORY_KIT',
    title: 'The Salt Marsh Ledger',
    imageUrl: '/images/stories/thumbnails/salt-marsh.jpg',
    unitPriceCents: 1495,
    quantity: 1,
    state: 'FULFILLED',
    storyId: 'the-salt-marsh-ledger',
    downloadable: true,
    refundedAt: null,
    shipment: null,
    customCase: null,
    ...overrides,
  };
}

export function orderFixture(overrides: Partial<OrderFixture> = {}): OrderFixture {
  return {
    __typename: 'Order',
    id: orderId,
    number: 'CCK-7H3K-Q9TM',
    state: 'FULFILLED',
    email: 'ada@example.test',
    totalCents: 2990,
    refundedCents: 0,
    lines: [
      lineFixture(),
      lineFixture({ id: '12', title: 'Fog Over Lisbon', storyId: 'fog-over-lisbon', imageUrl: '/images/fog.jpg' }),
    ],
    ...overrides,
  };
}

/** An order whose lines have not been paid for yet. */
export function pendingOrderFixture(): OrderFixture {
  const order = orderFixture({ state: 'PENDING' });
  return { ...order, lines: order.lines.map((line) => ({ ...line, state: 'PENDING', downloadable: false })) };
}

/**
 * The server's answer to the order page's query; `result` counts how often it was asked. Polls
 * ask again, so the mock may answer more than once.
 */
export function orderMock(order: OrderFixture | null, maxUsageCount = 1) {
  const result = vi.fn(() => ({ data: { order } satisfies OrderPageQuery }));
  const mock: MockedResponse = {
    request: { query: OrderPageDocument, variables: { id: orderId, accessToken } },
    result,
    maxUsageCount,
  };
  return { mock, result };
}

type DownloadAnswer = RequestOrderDownloadMutation['requestOrderDownload'];

export function orderDownloadMock(lineId: string, answer: DownloadAnswer) {
  const result = vi.fn(() => ({ data: { requestOrderDownload: answer } }));
  const mock: MockedResponse = {
    request: { query: RequestOrderDownloadDocument, variables: { orderId, lineId, accessToken } },
    result,
  };
  return { mock, result };
}
