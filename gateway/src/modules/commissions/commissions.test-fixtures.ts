import { PDFDocument, StandardFonts } from "pdf-lib";
import { orderRow, PAYING_CARD, payInSandbox, type Purchase, type ResultOf, type Shop, type ShopClient } from "../../test-support/commerce.test-fixtures";
import type { GraphqlResponse } from "../../test-support/test-gateway";
import { CustomCase } from "./custom-case.entity";

/*
 * What the custom case suites share: briefs, the custom case API as clients call it, buying a custom case the whole
 * way through checkout, uploading a finished PDF, and the cases as the database holds them.
 */

export const OPERATOR_EMAIL = "operator@example.test";
export const CUSTOM_CASE = "custom-cold-case";
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface SuspectData {
  fullName: string;
  age?: string | null;
  eyes?: string | null;
  height?: string | null;
  occupation?: string | null;
  relationship?: string | null;
  hairColor?: string | null;
  sex?: string | null;
  skinTone?: string | null;
}

export interface BriefData {
  email: string;
  dateRequired: string;
  source: string;
  city: string;
  location?: string | null;
  suspects: SuspectData[];
}

/** `days` after the UTC day of `now`, as `YYYY-MM-DD`. */
export function daysAhead(now: Date, days: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A brief that passes every rule at `now`, with what the test changes. */
export function aBrief(now: Date, overrides: Partial<BriefData> = {}): BriefData {
  return {
    email: "ada@example.test",
    dateRequired: daysAhead(now, 30),
    source: "GOOGLE",
    city: "Halifax",
    location: "The old lighthouse",
    suspects: [
      { fullName: "Margaret Hale", age: "54", eyes: "Grey", height: "5'6\"", occupation: "Lighthouse keeper", relationship: "Sister", hairColor: "Silver", sex: "F", skinTone: "LIGHT" },
      { fullName: "Tom Crewe" },
    ],
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// GraphQL documents

const SUSPECT_FIELDS = "fullName age eyes height occupation relationship hairColor sex skinTone";
export const CUSTOM_CASE_FIELDS = `id orderId orderNumber status brief { email dateRequired source city location suspects { ${SUSPECT_FIELDS} } } orderedAt deliveredAt hasCaseFile`;
const ERROR_FIELDS = "... on ErrorResult { errorCode message } ... on InvalidDetailsError { fieldErrors { field message } } ... on InvalidArgumentError { argument }";

const ADD_TO_CART = `mutation Add($productId: ID!, $details: CartItemDetailsInput) {
  addToCart(productId: $productId, details: $details) { __typename ... on Cart { items { productId kind priceCents detailsSummary } } ${ERROR_FIELDS} }
}`;
export const MY_CUSTOM_CASES = `{ myCustomCases { ${CUSTOM_CASE_FIELDS} } }`;
export const CUSTOM_CASE_QUEUE = `query Queue($status: CustomCaseStatus, $limit: Int, $after: String) { customCases(status: $status, limit: $limit, after: $after) { items { ${CUSTOM_CASE_FIELDS} } nextCursor } }`;
const CHANGE_FIELDS = `__typename ... on CustomCase { ${CUSTOM_CASE_FIELDS} } ... on ErrorResult { errorCode message }`;
const LINK_FIELDS = "__typename ... on DownloadLink { url expiresAt } ... on ErrorResult { errorCode message }";
export const START_WRITING = `mutation Start($id: ID!) { startWritingCustomCase(customCaseId: $id) { ${CHANGE_FIELDS} } }`;
export const DELIVER = `mutation Deliver($id: ID!) { deliverCustomCase(customCaseId: $id) { ${CHANGE_FIELDS} } }`;
export const REQUEST_DOSSIER = `mutation Dossier($id: ID!) { requestCustomCaseDossier(customCaseId: $id) { ${LINK_FIELDS} } }`;
export const REQUEST_UPLOAD = `mutation Upload($id: ID!) { requestCustomCaseUpload(customCaseId: $id) { __typename ... on UploadLink { url expiresAt maxBytes } ... on ErrorResult { errorCode message } } }`;
export const REQUEST_DOWNLOAD = `mutation Download($id: ID!) { requestCustomCaseDownload(customCaseId: $id) { ${LINK_FIELDS} } }`;
export const ORDER_CUSTOM_CASES = `query Order($id: ID!, $accessToken: String) { order(id: $id, accessToken: $accessToken) { lines { id kind state downloadable customCase { ${CUSTOM_CASE_FIELDS} } } } }`;

export interface CustomCaseData {
  id: string;
  orderId: string;
  orderNumber: string;
  status: string;
  brief: Required<Omit<BriefData, "suspects">> & { suspects: Required<SuspectData>[] };
  orderedAt: string;
  deliveredAt: string | null;
  hasCaseFile: boolean;
}

export interface CartAnswerData {
  items: { productId: string; kind: string; priceCents: number; detailsSummary: string | null }[];
  fieldErrors: { field: string; message: string }[];
}

export interface LinkData {
  url: string;
  expiresAt: string;
  maxBytes: number;
}

/** The data of a request that must not fail at the GraphQL level. */
export async function dataOf<T>(client: ShopClient, query: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await client.graphql<T>(query, variables);
  if (response.errors || !response.data) throw new Error(`GraphQL failed (${response.status}): ${JSON.stringify(response.errors)}`);
  return response.data;
}

export async function addCustomCase(client: ShopClient, customCaseBrief: BriefData | null): Promise<ResultOf<CartAnswerData>> {
  const details = customCaseBrief ? { customCaseBrief } : null;
  return (await dataOf<{ addToCart: ResultOf<CartAnswerData> }>(client, ADD_TO_CART, { productId: CUSTOM_CASE, details })).addToCart;
}

/** The field errors of a refused brief, as `{ path: message }`. */
export async function briefErrors(client: ShopClient, brief: BriefData): Promise<Record<string, string>> {
  const answer = await addCustomCase(client, brief);
  if (answer.__typename !== "InvalidDetailsError") throw new Error(`The brief was not refused: ${JSON.stringify(answer)}`);
  return Object.fromEntries((answer.fieldErrors ?? []).map(({ field, message }) => [field, message]));
}

export async function myCustomCases(client: ShopClient): Promise<CustomCaseData[]> {
  return (await dataOf<{ myCustomCases: CustomCaseData[] }>(client, MY_CUSTOM_CASES)).myCustomCases;
}

export type OperationAnswer = ResultOf<CustomCaseData & LinkData>;

/** The whole answer of an operation on one case: callers check who may run it. */
export function operate(client: ShopClient, query: string, id: string | number): Promise<GraphqlResponse<Record<string, OperationAnswer>>> {
  return client.graphql<Record<string, OperationAnswer>>(query, { id: String(id) });
}

/** The answer of an operation that must not fail at the GraphQL level. */
export async function operated(client: ShopClient, query: string, id: string | number): Promise<OperationAnswer> {
  const [answer] = Object.values(await dataOf<Record<string, OperationAnswer>>(client, query, { id: String(id) }));
  if (!answer) throw new Error("The operation answered nothing");
  return answer;
}

export function customCaseQueue(client: ShopClient, variables: { status?: string; limit?: number; after?: string } = {}): Promise<GraphqlResponse<{ customCases: { items: CustomCaseData[]; nextCursor: string | null } }>> {
  return client.graphql(CUSTOM_CASE_QUEUE, variables);
}

export async function orderCustomCases(client: ShopClient, orderId: string, accessToken: string | null = null) {
  type Lines = { order: { lines: { id: string; kind: string; state: string; downloadable: boolean; customCase: CustomCaseData | null }[] } | null };
  return (await dataOf<Lines>(client, ORDER_CUSTOM_CASES, { id: orderId, accessToken })).order?.lines ?? null;
}

// ---------------------------------------------------------------------------------------------------------------------
// Buying through checkout, and production

/** Buys a custom case (and any other products) the whole way; throws unless the order ends up fulfilled. */
export async function buyCustomCase(shop: Shop, client: ShopClient, brief: BriefData, options: { email?: string; otherProductIds?: readonly string[] } = {}): Promise<Purchase> {
  for (const productId of options.otherProductIds ?? []) {
    const added = await client.addToCart(productId);
    if (added.__typename !== "Cart") throw new Error(`Could not add ${productId}: ${JSON.stringify(added)}`);
  }
  const added = await addCustomCase(client, brief);
  if (added.__typename !== "Cart") throw new Error(`Could not add the custom case: ${JSON.stringify(added)}`);
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

export function customCasesOf(shop: Shop, orderId: string): Promise<CustomCase[]> {
  return shop.gateway.db.getRepository(CustomCase).find({ where: { orderId }, order: { id: "ASC" } });
}

export async function customCaseOf(shop: Shop, orderId: string): Promise<CustomCase> {
  const [row] = await customCasesOf(shop, orderId);
  if (!row) throw new Error(`Order ${orderId} has no custom case`);
  return row;
}

export function customCaseById(shop: Shop, id: number): Promise<CustomCase | null> {
  return shop.gateway.db.getRepository(CustomCase).findOneBy({ id });
}

/** A small finished case, as a writer would export it. */
export async function finishedCasePdf(title = "The Lighthouse Affair"): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  doc.addPage([612, 792]).drawText(title, { x: 72, y: 700, size: 24, font });
  return Buffer.from(await doc.save());
}

/** PUTs bytes to a signed upload link, as the admin screen does. */
export async function putFile(url: string, bytes: Uint8Array, contentType = "application/pdf"): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { method: "PUT", headers: { "content-type": contentType }, body: bytes });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** GETs a signed link's file. */
export async function fetchFile(url: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Takes a paid case through writing and upload to delivery, as the operator does; returns the uploaded bytes. */
export async function produceAndDeliver(shop: Shop, customCaseId: number, pdf?: Buffer): Promise<Buffer> {
  const admin = shop.admin();
  const bytes = pdf ?? (await finishedCasePdf());
  const started = await operated(admin, START_WRITING, customCaseId);
  if (started.__typename !== "CustomCase") throw new Error(`Writing did not start: ${JSON.stringify(started)}`);
  const upload = await operated(admin, REQUEST_UPLOAD, customCaseId);
  if (!upload.url) throw new Error(`No upload link: ${JSON.stringify(upload)}`);
  const stored = await putFile(upload.url, bytes);
  if (stored.status !== 200) throw new Error(`The upload answered ${stored.status}: ${JSON.stringify(stored.body)}`);
  const delivered = await operated(admin, DELIVER, customCaseId);
  if (delivered.__typename !== "CustomCase") throw new Error(`Not delivered: ${JSON.stringify(delivered)}`);
  await shop.gateway.outboxWorker.runDue();
  return bytes;
}
