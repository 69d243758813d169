import type { MockedResponse } from '@apollo/client/testing';
import { vi } from 'vitest';
import type { OrderLineRowFieldsFragment } from './order-line-row.generated';
import type { OrderView } from './order-view';
import { OrderPageDocument, type OrderPageQuery } from './order.page.generated';
import { RequestOrderDownloadDocument, type RequestOrderDownloadMutation } from './request-order-download.generated';
import { RequestRefundDocument, type RequestRefundMutation } from './request-refund.generated';

export const orderId = 'ord_7h3kq9tm';
export const accessToken = 'signed-access-token';
export const orderRoute = `/orders/${orderId}?access=${accessToken}`;

type Typed<T, Name extends string> = T & { __typename: Name };
type LineFixture = Typed<Omit<OrderLineRowFieldsFragment, 'shipment' | 'customCase'>, 'OrderLine'> & {
  shipment: Typed<NonNullable<OrderLineRowFieldsFragment['shipment']>, 'Shipment'> | null;
  customCase: Typed<NonNullable<OrderLineRowFieldsFragment['customCase']>, 'CustomCase'> | null;
};
type RefundRequestFixture = Typed<NonNullable<OrderView['refundRequest']>, 'RefundRequest'>;
type OrderFixture = Omit<OrderView, 'lines' | 'refundRequest'> & {
  __typename: 'Order';
  lines: LineFixture[];
  refundRequest: RefundRequestFixture | null;
};

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
    refundRequest: null,
    ...overrides,
  };
}

/** The customer's latest refund request on the order: open unless told otherwise. */
export function refundRequestFixture(overrides: Partial<RefundRequestFixture> = {}): RefundRequestFixture {
  return {
    __typename: 'RefundRequest',
    id: '41',
    status: 'OPEN',
    // Midday UTC is the same calendar day in every time zone the tests may run in.
    requestedAt: '2026-11-23T12:00:00.000Z',
    resolvedAt: null,
    resolutionNote: null,
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

type RefundRequestAnswer = RequestRefundMutation['requestRefund'];

/** The shop's answer to the customer's refund request with this reason, counted. */
export function requestRefundSpy(reason: string, answer: RefundRequestAnswer) {
  const result = vi.fn(() => ({ data: { requestRefund: answer } }));
  const mock: MockedResponse = {
    request: { query: RequestRefundDocument, variables: { orderId, accessToken, reason } },
    result,
  };
  return { mock, calls: () => result.mock.calls.length };
}
