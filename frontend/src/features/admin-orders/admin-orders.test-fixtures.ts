import type { MockedResponse } from '@apollo/client/testing';
import { vi } from 'vitest';
import type { AdminOrderFilter, RefundOrderInput, RefundRequestStatus } from '../../graphql/types.generated';
import { AdminOrderDocument } from './admin-order.page.generated';
import { AdminOrdersDocument } from './admin-orders.page.generated';
import { RefundRequestsDocument } from './admin-refund-requests.page.generated';
import type { AdminOrderLineFieldsFragment } from './order-lines-table.generated';
import type { AdminOrderView } from './order-overview-panels';
import { RefundOrderDocument, type RefundOrderMutation } from './refund-order.generated';
import type { RefundRequestFieldsFragment } from './refund-request-status.generated';
import {
  ApproveRefundRequestDocument,
  DeclineRefundRequestDocument,
  type ApproveRefundRequestMutation,
} from './resolve-refund-request.generated';
import { ordersPageSize } from './use-admin-order-list';
import { refundRequestsPageSize } from './use-refund-request-queue';

type Typed<T, Name extends string> = T & { __typename: Name };

export type AdminOrderLineFixture = Typed<Omit<AdminOrderLineFieldsFragment, 'shipment' | 'customCase'>, 'AdminOrderLine'> & {
  shipment: Typed<NonNullable<AdminOrderLineFieldsFragment['shipment']>, 'Shipment'> | null;
  customCase: Typed<NonNullable<AdminOrderLineFieldsFragment['customCase']>, 'CustomCase'> | null;
};
export type RefundRequestFixture = Typed<RefundRequestFieldsFragment, 'RefundRequest'>;
export type AdminOrderFixture = Typed<Omit<AdminOrderView, 'lines' | 'history' | 'refundRequests'>, 'AdminOrder'> & {
  lines: AdminOrderLineFixture[];
  history: Typed<AdminOrderView['history'][number], 'OrderEvent'>[];
  refundRequests: RefundRequestFixture[];
};

export const orderId = 'ord_7h3kq9tm';

export function adminOrderLineFixture(overrides: Partial<AdminOrderLineFixture> = {}): AdminOrderLineFixture {
  return {
    __typename: 'AdminOrderLine',
    id: '11',
    kind: 'STORY_KIT',
    title: 'The Salt Marsh Ledger',
    storyId: 'the-salt-marsh-ledger',
    unitPriceCents: 1495,
    quantity: 1,
    state: 'FULFILLED',
    refundedAt: null,
    refundReason: null,
    detailsSummary: null,
    shipment: null,
    customCase: null,
    ...overrides,
  };
}

export function refundRequestFixture(overrides: Partial<RefundRequestFixture> = {}): RefundRequestFixture {
  return {
    __typename: 'RefundRequest',
    id: '41',
    orderId,
    orderNumber: 'CCK-7H3K-Q9TM',
    email: 'ada@example.test',
    reason: 'The PDF would not open on any device.',
    status: 'OPEN',
    // Midday UTC is the same calendar day in every time zone the tests may run in.
    requestedAt: '2026-11-23T12:00:00.000Z',
    resolvedAt: null,
    resolutionNote: null,
    ...overrides,
  };
}

export function adminOrderFixture(overrides: Partial<AdminOrderFixture> = {}): AdminOrderFixture {
  return {
    __typename: 'AdminOrder',
    id: orderId,
    number: 'CCK-7H3K-Q9TM',
    state: 'FULFILLED',
    email: 'ada@example.test',
    customerName: 'Ada Lovelace',
    userId: 'usr_ada',
    totalCents: 4490,
    refundedCents: 0,
    currency: 'usd',
    provider: 'sandbox',
    paymentId: 'pay_5f2c',
    createdAt: '2026-11-20T12:00:00.000Z',
    paidAt: '2026-11-20T12:01:00.000Z',
    fulfilledAt: '2026-11-20T12:02:00.000Z',
    cancelledAt: null,
    lines: [
      adminOrderLineFixture(),
      adminOrderLineFixture({
        id: '12',
        kind: 'HARD_COPY',
        title: 'Fog Over Lisbon',
        storyId: 'fog-over-lisbon',
        unitPriceCents: 2995,
        state: 'PAID',
        detailsSummary: 'Ships to Ada Lovelace, Toronto, Canada (North America)',
        shipment: {
          __typename: 'Shipment',
          id: '7',
          status: 'SHIPPED',
          carrier: 'Canada Post',
          trackingNumber: 'CP123456789CA',
          shippedAt: '2026-11-22T12:00:00.000Z',
        },
      }),
    ],
    history: [
      { __typename: 'OrderEvent', at: '2026-11-20T12:00:00.000Z', kind: 'PLACED', description: 'Placed by ada@example.test.' },
      { __typename: 'OrderEvent', at: '2026-11-20T12:01:00.000Z', kind: 'PAID', description: 'Paid $44.90 with sandbox.' },
    ],
    refundRequests: [],
    ...overrides,
  };
}

/** The order's page as the shop answers it; `result` counts how often it was read. */
export function adminOrderMock(order: AdminOrderFixture | null) {
  const result = vi.fn(() => ({ data: { adminOrder: order } }));
  const mock: MockedResponse = { request: { query: AdminOrderDocument, variables: { id: orderId } }, result };
  return { mock, result };
}

/** One page of the orders list for a filter, read after `after` when given. */
export function ordersPageMock(
  filter: AdminOrderFilter,
  items: readonly AdminOrderFixture[],
  { after, endCursor = null }: { after?: string; endCursor?: string | null } = {},
): MockedResponse {
  const variables = after ? { filter, limit: ordersPageSize, after } : { filter, limit: ordersPageSize };
  return {
    request: { query: AdminOrdersDocument, variables },
    result: { data: { adminOrders: { __typename: 'AdminOrderPage', items, hasMore: endCursor !== null, endCursor } } },
  };
}

/** One page of the refund requests queue for a status (null: all), read after `after` when given. */
export function refundRequestsPageMock(
  status: RefundRequestStatus | null,
  items: readonly RefundRequestFixture[],
  { after, endCursor = null }: { after?: string; endCursor?: string | null } = {},
): MockedResponse {
  const variables = after ? { status, limit: refundRequestsPageSize, after } : { status, limit: refundRequestsPageSize };
  return {
    request: { query: RefundRequestsDocument, variables },
    result: { data: { refundRequests: { __typename: 'RefundRequestPage', items, hasMore: endCursor !== null, endCursor } } },
  };
}

type RefundAnswer =
  | Exclude<RefundOrderMutation['refundOrder'], { __typename: 'Order' }>
  | { __typename: 'Order'; id: string; state: AdminOrderFixture['state']; refundedCents: number };

/** The shop's answer to a refund of these lines with this reason, counted. */
export function refundOrderSpy(input: RefundOrderInput, answer: RefundAnswer) {
  const result = vi.fn(() => ({ data: { refundOrder: answer } }));
  const mock: MockedResponse = { request: { query: RefundOrderDocument, variables: { input } }, result };
  return { mock, calls: () => result.mock.calls.length };
}

type ResolveAnswer = Exclude<ApproveRefundRequestMutation['approveRefundRequest'], { __typename: 'RefundRequest' }> | RefundRequestFixture;

/** The shop's answer to approving the request, counted. */
export function approveSpy(requestId: string, answer: ResolveAnswer) {
  const result = vi.fn(() => ({ data: { approveRefundRequest: answer } }));
  const mock: MockedResponse = { request: { query: ApproveRefundRequestDocument, variables: { requestId } }, result };
  return { mock, calls: () => result.mock.calls.length };
}

/** The shop's answer to declining the request with this note, counted. */
export function declineSpy(requestId: string, note: string, answer: ResolveAnswer) {
  const result = vi.fn(() => ({ data: { declineRefundRequest: answer } }));
  const mock: MockedResponse = { request: { query: DeclineRefundRequestDocument, variables: { requestId, note } }, result };
  return { mock, calls: () => result.mock.calls.length };
}
