import { orderRow, PAYING_CARD, payInSandbox, type Purchase, type ResultOf, type Shop, type ShopClient } from "../../test-support/commerce.test-fixtures";
import type { GraphqlResponse } from "../../test-support/test-gateway";
import { Shipment } from "./shipment.entity";

/*
 * What the hard-copy suites share: addresses, the shipments API as clients call it, buying a hard copy the whole way
 * through checkout, and the shipments as the database holds them.
 */

export const OPERATOR_EMAIL = "operator@example.test";

export interface AddressData {
  fullName: string;
  email: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone: string | null;
}

export const TORONTO: AddressData = {
  fullName: "Ada Lovelace",
  email: "ada@example.test",
  street: "100 Queen St W",
  city: "Toronto",
  state: "Ontario",
  postalCode: "M5H 2N2",
  country: "Canada",
  phone: "+1 (416) 555-0100",
};

export const PARIS: AddressData = {
  fullName: "Hercule Poirot",
  email: "hercule@example.test",
  street: "12 Rue de la Paix",
  city: "Paris",
  state: "Île-de-France",
  postalCode: "75002",
  country: "France",
  phone: null,
};

export const northAmerica = (storyId: string) => `print-na-${storyId}`;
export const international = (storyId: string) => `print-intl-${storyId}`;

// ---------------------------------------------------------------------------------------------------------------------
// GraphQL documents

export const SHIPMENT_FIELDS = "id orderId orderNumber storyId title region address { fullName email street city state postalCode country phone } status carrier trackingNumber orderedAt shippedAt";
const DETAILS_ERROR_FIELDS = "... on ErrorResult { errorCode message } ... on InvalidDetailsError { fieldErrors { field message } }";
const ERROR_FIELDS = `${DETAILS_ERROR_FIELDS} ... on InvalidArgumentError { argument }`;

const ADD_TO_CART = `mutation Add($productId: ID!, $details: CartItemDetailsInput) {
  addToCart(productId: $productId, details: $details) { __typename ... on Cart { items { productId kind priceCents detailsSummary } } ${ERROR_FIELDS} }
}`;
export const MY_SHIPMENTS = `{ myShipments { ${SHIPMENT_FIELDS} } }`;
export const SHIPMENT_QUEUE = `query Queue($status: ShipmentStatus, $limit: Int, $after: String) { shipments(status: $status, limit: $limit, after: $after) { items { ${SHIPMENT_FIELDS} } nextCursor } }`;
export const MARK_SHIPPED = `mutation Ship($id: ID!, $carrier: String!, $tracking: String!) {
  markShipmentShipped(shipmentId: $id, carrier: $carrier, trackingNumber: $tracking) { __typename ... on Shipment { ${SHIPMENT_FIELDS} } ${DETAILS_ERROR_FIELDS} }
}`;
export const ORDER_SHIPMENTS = `query Order($id: ID!, $accessToken: String) { order(id: $id, accessToken: $accessToken) { lines { id kind state shipment { ${SHIPMENT_FIELDS} } } } }`;

export interface ShipmentData {
  id: string;
  orderId: string;
  orderNumber: string;
  storyId: string;
  title: string;
  region: string;
  address: AddressData;
  status: string;
  carrier: string | null;
  trackingNumber: string | null;
  orderedAt: string;
  shippedAt: string | null;
}

export interface CartAnswerData {
  items: { productId: string; kind: string; priceCents: number; detailsSummary: string | null }[];
  fieldErrors: { field: string; message: string }[];
}

export type ShipAnswer = ResultOf<ShipmentData & { fieldErrors: { field: string; message: string }[] }>;

/** The data of a request that must not fail at the GraphQL level. */
async function dataOf<T>(client: ShopClient, query: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await client.graphql<T>(query, variables);
  if (response.errors || !response.data) throw new Error(`GraphQL failed (${response.status}): ${JSON.stringify(response.errors)}`);
  return response.data;
}

export async function addHardCopy(client: ShopClient, productId: string, shippingAddress: AddressData | null): Promise<ResultOf<CartAnswerData>> {
  const details = shippingAddress ? { shippingAddress } : null;
  return (await dataOf<{ addToCart: ResultOf<CartAnswerData> }>(client, ADD_TO_CART, { productId, details })).addToCart;
}

export async function myShipments(client: ShopClient): Promise<ShipmentData[]> {
  return (await dataOf<{ myShipments: ShipmentData[] }>(client, MY_SHIPMENTS)).myShipments;
}

/** The whole answer: callers check who may read the queue. */
export function shipmentQueue(client: ShopClient, variables: { status?: string; limit?: number; after?: string } = {}): Promise<GraphqlResponse<{ shipments: { items: ShipmentData[]; nextCursor: string | null } }>> {
  return client.graphql(SHIPMENT_QUEUE, variables);
}

/** The whole answer: callers check who may ship. */
export function markShipped(client: ShopClient, id: string, carrier: string, tracking: string): Promise<GraphqlResponse<{ markShipmentShipped: ShipAnswer }>> {
  return client.graphql(MARK_SHIPPED, { id, carrier, tracking });
}

export async function orderShipments(client: ShopClient, orderId: string, accessToken: string | null = null) {
  type Lines = { order: { lines: { id: string; kind: string; state: string; shipment: ShipmentData | null }[] } | null };
  return (await dataOf<Lines>(client, ORDER_SHIPMENTS, { id: orderId, accessToken })).order?.lines ?? null;
}

// ---------------------------------------------------------------------------------------------------------------------
// Buying through checkout

/**
 * Buys hard copies (and any other products) the whole way: cart with the address, checkout, the sandbox's page with the
 * paying card, and the outbox delivering the webhook. Throws unless the order ends up fulfilled.
 */
export async function buyHardCopy(
  shop: Shop,
  client: ShopClient,
  hardCopies: readonly { productId: string; address: AddressData }[],
  options: { email?: string; otherProductIds?: readonly string[] } = {},
): Promise<Purchase> {
  for (const productId of options.otherProductIds ?? []) {
    const added = await client.addToCart(productId);
    if (added.__typename !== "Cart") throw new Error(`Could not add ${productId}: ${JSON.stringify(added)}`);
  }
  for (const { productId, address } of hardCopies) {
    const added = await addHardCopy(client, productId, address);
    if (added.__typename !== "Cart") throw new Error(`Could not add ${productId}: ${JSON.stringify(added)}`);
  }
  if (options.email) await client.setCartEmail(options.email);
  const { orderId, redirectUrl } = await client.startCheckout();
  const paid = await payInSandbox(redirectUrl, PAYING_CARD);
  if (paid.status !== 303 || !paid.location) throw new Error(`The sandbox answered ${paid.status}`);
  await shop.gateway.outboxWorker.runDue();
  const order = await orderRow(shop.gateway, orderId);
  if (order.state !== "fulfilled") throw new Error(`Order ${orderId} is ${order.state} after paying`);
  const accessToken = new URL(paid.location).searchParams.get("access");
  if (!accessToken) throw new Error(`No access token in ${paid.location}`);
  return { orderId, number: order.number, accessToken, orderPageUrl: paid.location };
}

// ---------------------------------------------------------------------------------------------------------------------
// What ended up in the database

export function shipmentsOfOrder(shop: Shop, orderId: string): Promise<Shipment[]> {
  return shop.gateway.db.getRepository(Shipment).find({ where: { orderId }, order: { id: "ASC" } });
}
