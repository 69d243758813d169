import type { ResultOf, ShopClient } from "../../test-support/commerce.test-fixtures";
import type { GraphqlResponse } from "../../test-support/test-gateway";

/*
 * What the back office's order suites share: the admin's order list and detail, refund requests as customers and the
 * operator call them.
 */

// ---------------------------------------------------------------------------------------------------------------------
// GraphQL documents

const ERROR_FIELDS = "... on ErrorResult { errorCode message } ... on InvalidArgumentError { argument }";
export const REFUND_REQUEST_FIELDS = "id orderId orderNumber email reason status requestedAt resolvedAt resolutionNote";
const ADMIN_LINE_FIELDS = "id productId kind title storyId unitPriceCents quantity state refundedAt refundReason detailsSummary shipment { id status carrier trackingNumber } customCase { id status deliveredAt }";
export const ADMIN_ORDER_FIELDS = `id number state email customerName userId totalCents refundedCents currency provider paymentId createdAt paidAt fulfilledAt cancelledAt
  lines { ${ADMIN_LINE_FIELDS} } history { at kind description } refundRequests { ${REFUND_REQUEST_FIELDS} }`;

export const ADMIN_ORDERS = `query Orders($filter: AdminOrderFilter, $limit: Int, $after: String) {
  adminOrders(filter: $filter, limit: $limit, after: $after) { items { id number state email } hasMore endCursor }
}`;
export const ADMIN_ORDER = `query Order($id: ID!) { adminOrder(id: $id) { ${ADMIN_ORDER_FIELDS} } }`;
const REQUEST_REFUND = `mutation Request($orderId: ID!, $reason: String!, $accessToken: String) {
  requestRefund(orderId: $orderId, reason: $reason, accessToken: $accessToken) { __typename ... on RefundRequest { ${REFUND_REQUEST_FIELDS} } ${ERROR_FIELDS} }
}`;
const REFUND_REQUEST_QUEUE = `query Queue($status: RefundRequestStatus, $limit: Int, $after: String) {
  refundRequests(status: $status, limit: $limit, after: $after) { items { ${REFUND_REQUEST_FIELDS} } hasMore endCursor }
}`;
const APPROVE = `mutation Approve($id: ID!) { approveRefundRequest(requestId: $id) { __typename ... on RefundRequest { ${REFUND_REQUEST_FIELDS} } ${ERROR_FIELDS} } }`;
const DECLINE = `mutation Decline($id: ID!, $note: String!) { declineRefundRequest(requestId: $id, note: $note) { __typename ... on RefundRequest { ${REFUND_REQUEST_FIELDS} } ${ERROR_FIELDS} } }`;
const ORDER_REFUND_REQUEST = `query Order($id: ID!, $accessToken: String) { order(id: $id, accessToken: $accessToken) { id state refundRequest { ${REFUND_REQUEST_FIELDS} } } }`;

// ---------------------------------------------------------------------------------------------------------------------
// What they answer

export interface RefundRequestData {
  id: string;
  orderId: string;
  orderNumber: string;
  email: string;
  reason: string;
  status: string;
  requestedAt: string;
  resolvedAt: string | null;
  resolutionNote: string | null;
}

export interface AdminOrderSummary {
  id: string;
  number: string;
  state: string;
  email: string;
}

export interface AdminOrderPageData {
  items: AdminOrderSummary[];
  hasMore: boolean;
  endCursor: string | null;
}

export interface AdminOrderLineData {
  id: string;
  productId: string;
  kind: string;
  title: string;
  storyId: string | null;
  unitPriceCents: number;
  quantity: number;
  state: string;
  refundedAt: string | null;
  refundReason: string | null;
  detailsSummary: string | null;
  shipment: { id: string; status: string; carrier: string | null; trackingNumber: string | null } | null;
  customCase: { id: string; status: string; deliveredAt: string | null } | null;
}

export interface AdminOrderData {
  id: string;
  number: string;
  state: string;
  email: string;
  customerName: string | null;
  userId: string | null;
  totalCents: number;
  refundedCents: number;
  currency: string;
  provider: string;
  paymentId: string | null;
  createdAt: string;
  paidAt: string | null;
  fulfilledAt: string | null;
  cancelledAt: string | null;
  lines: AdminOrderLineData[];
  history: { at: string; kind: string; description: string }[];
  refundRequests: RefundRequestData[];
}

export type RefundRequestAnswer = ResultOf<RefundRequestData>;

export interface AdminOrderFilterData {
  state?: string;
  kind?: string;
  placedFrom?: string;
  placedTo?: string;
  search?: string;
  userId?: string;
}

// ---------------------------------------------------------------------------------------------------------------------
// Calls

/** The data of a request that must not fail at the GraphQL level. */
async function dataOf<T>(client: ShopClient, query: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await client.graphql<T>(query, variables);
  if (response.errors || !response.data) throw new Error(`GraphQL failed (${response.status}): ${JSON.stringify(response.errors)}`);
  return response.data;
}

/** The whole answer: callers check who may list and what a bad argument answers. */
export function adminOrders(client: ShopClient, variables: { filter?: AdminOrderFilterData; limit?: number; after?: string } = {}): Promise<GraphqlResponse<{ adminOrders: AdminOrderPageData }>> {
  return client.graphql(ADMIN_ORDERS, { ...variables });
}

/** Every page of the list, read `limit` at a time, in order. */
export async function allAdminOrders(client: ShopClient, filter: AdminOrderFilterData = {}, limit = 25): Promise<AdminOrderSummary[]> {
  const items: AdminOrderSummary[] = [];
  let after: string | undefined;
  for (;;) {
    const page = (await dataOf<{ adminOrders: AdminOrderPageData }>(client, ADMIN_ORDERS, { filter, limit, after })).adminOrders;
    items.push(...page.items);
    if (!page.hasMore || !page.endCursor) return items;
    after = page.endCursor;
  }
}

export async function adminOrder(client: ShopClient, id: string): Promise<AdminOrderData | null> {
  return (await dataOf<{ adminOrder: AdminOrderData | null }>(client, ADMIN_ORDER, { id })).adminOrder;
}

export async function requestRefund(client: ShopClient, orderId: string, reason: string, accessToken: string | null = null): Promise<RefundRequestAnswer> {
  return (await dataOf<{ requestRefund: RefundRequestAnswer }>(client, REQUEST_REFUND, { orderId, reason, accessToken })).requestRefund;
}

/** The whole answer: callers check who may read the queue. */
export function refundRequestQueue(
  client: ShopClient,
  variables: { status?: string; limit?: number; after?: string } = {},
): Promise<GraphqlResponse<{ refundRequests: { items: RefundRequestData[]; hasMore: boolean; endCursor: string | null } }>> {
  return client.graphql(REFUND_REQUEST_QUEUE, { ...variables });
}

/** The whole answer: callers check who may decide. */
export function approveRefundRequest(client: ShopClient, id: string): Promise<GraphqlResponse<{ approveRefundRequest: RefundRequestAnswer }>> {
  return client.graphql(APPROVE, { id });
}

/** The whole answer: callers check who may decide. */
export function declineRefundRequest(client: ShopClient, id: string, note: string): Promise<GraphqlResponse<{ declineRefundRequest: RefundRequestAnswer }>> {
  return client.graphql(DECLINE, { id, note });
}

/** The latest refund request, as the customer's order page reads it. */
export async function orderRefundRequest(client: ShopClient, orderId: string, accessToken: string | null = null): Promise<RefundRequestData | null> {
  const order = (await dataOf<{ order: { refundRequest: RefundRequestData | null } | null }>(client, ORDER_REFUND_REQUEST, { id: orderId, accessToken })).order;
  if (!order) throw new Error(`Order ${orderId} is not visible`);
  return order.refundRequest;
}
