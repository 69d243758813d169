import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { LibraryEntry } from "../modules/library/library-entry.entity";
import { OrderLine } from "../modules/orders/order-line.entity";
import { Order } from "../modules/orders/order.entity";
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook as signWithSecret } from "../modules/orders/payments/sandbox/sandbox-signature";
import type { SandboxWebhookEvent } from "../modules/orders/payments/sandbox/sandbox-provider";
import { Story } from "../modules/stories/story.entity";
import { OutboxMessage } from "../platform/outbox/outbox-message.entity";
import type { Clock } from "../platform/clock";
import { systemContext } from "../platform/request-context";
import { insertStories, type StoryFixture } from "./story-fixtures";
import type { TestDatabaseKind } from "./test-databases";
import { startTestGateway, type GraphqlResponse, type TestGateway } from "./test-gateway";
import { startTestIssuer, type TestIssuer } from "./test-issuer";

/*
 * What the commerce suites share: a shop (gateway + token issuer + stories with kit files), HTTP clients that keep the
 * visitor's cart cookie the way a browser does, the sandbox's hosted page filled in like a browser fills it, signed
 * webhooks, and direct reads of what ended up in the database and the mail outbox.
 */

export const PAYING_CARD = "4242 4242 4242 4242";
export const DECLINED_CARD = "4000 0000 0000 0002";
export const ADMIN_EMAIL = "chief@example.test";
const EMAIL_CLAIM = "https://coldcasekits.com/email";
const VERIFIED_CLAIM = "https://coldcasekits.com/email_verified";
const VISITOR_COOKIE = "cck_visitor";

/** A person as the token issuer knows them. */
export interface TestUser {
  sub: string;
  email?: string | null;
  emailVerified?: boolean;
}

export const ADMIN: TestUser = { sub: "user|chief", email: ADMIN_EMAIL, emailVerified: true };

/** `count` available stories `<prefix>01`…, priced 1495 like every fixture story. */
export function storyFixtures(prefix: string, count: number): StoryFixture[] {
  return Array.from({ length: count }, (_unused, index) => {
    const id = `${prefix}${String(index + 1).padStart(2, "0")}`;
    return { id, title: `The ${id} Affair` };
  });
}

/** A small three-page kit, as the seed's kits are: the stamp must land on every page. */
async function kitPdf(storyId: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= 3; page++) {
    doc.addPage([612, 792]).drawText(`Kit ${storyId}, page ${page}`, { x: 72, y: 600, size: 12, font });
  }
  return doc.save();
}

// ---------------------------------------------------------------------------------------------------------------------
// GraphQL documents

const CART_FIELDS = "items { productId kind title priceCents storyId sponsorName } count totalCents email";
const BASIC_ERROR_FIELDS = "... on ErrorResult { errorCode message }";
const ERROR_FIELDS = `${BASIC_ERROR_FIELDS} ... on InvalidArgumentError { argument }`;
/** For the unions that can answer ALREADY_OWNED. */
const OWNED_FIELDS = `${ERROR_FIELDS} ... on AlreadyOwnedError { storyId }`;
export const ORDER_FIELDS =
  "id number state email customerName totalCents refundedCents paidAt lines { id productId kind title unitPriceCents quantity state storyId downloadable refundedAt }";

export const CART_QUERY = `{ cart { ${CART_FIELDS} } }`;
const ADD_TO_CART = `mutation Add($productId: ID!, $details: CartItemDetailsInput) {
  addToCart(productId: $productId, details: $details) { __typename ... on Cart { ${CART_FIELDS} } ${OWNED_FIELDS} ... on InvalidDetailsError { fieldErrors { field message } } }
}`;
const REMOVE_FROM_CART = `mutation Remove($productId: ID!) { removeFromCart(productId: $productId) { __typename ... on Cart { ${CART_FIELDS} } ${ERROR_FIELDS} } }`;
const SET_CART_EMAIL = `mutation Email($email: String!) { setCartEmail(email: $email) { __typename ... on Cart { ${CART_FIELDS} } ${ERROR_FIELDS} } }`;
const CHECKOUT = `mutation { checkout { __typename ... on CheckoutSession { orderId redirectUrl } ${OWNED_FIELDS} ... on InvalidDetailsError { fieldErrors { field message } } } }`;
const ORDER = `query Order($id: ID!, $accessToken: String) { order(id: $id, accessToken: $accessToken) { ${ORDER_FIELDS} } }`;
const MY_LIBRARY = "{ myLibrary { id purchaseType acquiredAt story { id title downloads } } }";
const REQUEST_DOWNLOAD = `mutation Download($id: ID!) { requestDownload(libraryItemId: $id) { __typename ... on DownloadLink { url expiresAt } ${BASIC_ERROR_FIELDS} } }`;
const REQUEST_ORDER_DOWNLOAD = `mutation OrderDownload($orderId: ID!, $lineId: ID!, $accessToken: String) {
  requestOrderDownload(orderId: $orderId, lineId: $lineId, accessToken: $accessToken) { __typename ... on DownloadLink { url expiresAt } ${BASIC_ERROR_FIELDS} }
}`;
export const REFUND_ORDER = `mutation Refund($input: RefundOrderInput!) { refundOrder(input: $input) { __typename ... on Order { ${ORDER_FIELDS} } ${ERROR_FIELDS} } }`;

export interface CartItemData {
  productId: string;
  kind: string;
  title: string;
  priceCents: number;
  storyId: string | null;
  sponsorName: string | null;
}

export interface CartData {
  items: CartItemData[];
  count: number;
  totalCents: number;
  email: string | null;
}

export interface OrderLineData {
  id: string;
  productId: string;
  kind: string;
  title: string;
  unitPriceCents: number;
  quantity: number;
  state: string;
  storyId: string | null;
  downloadable: boolean;
  refundedAt: string | null;
}

export interface OrderData {
  id: string;
  number: string;
  state: string;
  email: string;
  customerName: string | null;
  totalCents: number;
  refundedCents: number;
  paidAt: string | null;
  lines: OrderLineData[];
}

export interface LibraryItemData {
  id: string;
  purchaseType: string;
  acquiredAt: string;
  story: { id: string; title: string; downloads: number };
}

/** A member of a result union: the success type's fields, or an error result's. */
export type ResultOf<T> = Partial<T> & { __typename: string; errorCode?: string; message?: string; argument?: string; storyId?: string };

/** A checkout's answer: the payment page, or with INVALID_DETAILS, each field at fault. */
export interface CheckoutData {
  orderId: string;
  redirectUrl: string;
  fieldErrors: { field: string; message: string }[];
}

export interface DownloadLinkData {
  url: string;
  expiresAt: string;
}

// ---------------------------------------------------------------------------------------------------------------------
// HTTP clients

export interface ClientResponse {
  status: number;
  headers: Headers;
  location: string | null;
  setCookies: string[];
  bytes: Buffer;
  text(): string;
  json<T>(): T;
}

/** Raw Set-Cookie lines name cookies to drop by an empty value or an expiry in the past. */
function isRemoval(attributes: string[], value: string): boolean {
  if (value === "") return true;
  return attributes.some((attribute) => {
    const [name, setting = ""] = attribute.split("=");
    const key = name?.trim().toLowerCase();
    if (key === "max-age") return Number(setting) <= 0;
    if (key === "expires") return new Date(setting).getTime() <= Date.now();
    return false;
  });
}

/**
 * A browser, as far as the shop can tell: keeps its cookies (the visitor's cart cookie above all), follows no
 * redirect by itself, and sends a bearer token once "signed in".
 */
export class ShopClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    public bearer: string | null = null,
  ) {}

  /** The visitor's cart cookie, when the shop has set one. */
  get visitorToken(): string | null {
    return this.cookies.get(VISITOR_COOKIE) ?? null;
  }

  /** Signs in (or out, with null) in the same browser: its cookies stay. */
  signIn(bearer: string | null): this {
    this.bearer = bearer;
    return this;
  }

  async request(pathOrUrl: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<ClientResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(new URL(pathOrUrl, this.baseUrl), {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      redirect: "manual",
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
        ...init.headers,
      },
      body: init.body,
    });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (isRemoval(attributes, value)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      headers: response.headers,
      location: response.headers.get("location"),
      setCookies,
      bytes,
      text: () => bytes.toString("utf8"),
      json: <T>() => JSON.parse(bytes.toString("utf8")) as T,
    };
  }

  async graphql<T>(query: string, variables?: Record<string, unknown>): Promise<GraphqlResponse<T> & { setCookies: string[] }> {
    const response = await this.request("/graphql", { headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
    return { status: response.status, setCookies: response.setCookies, ...response.json<Omit<GraphqlResponse<T>, "status">>() };
  }

  /** The data of a query or mutation that must not fail at the GraphQL level. */
  private async data<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
    const response = await this.graphql<T>(query, variables);
    if (response.errors || !response.data) throw new Error(`GraphQL failed (${response.status}): ${JSON.stringify(response.errors)}`);
    return response.data;
  }

  async cart(): Promise<CartData> {
    return (await this.data<{ cart: CartData }>(CART_QUERY)).cart;
  }

  async addToCart(productId: string, details?: { sponsorName?: string }): Promise<ResultOf<CartData>> {
    return (await this.data<{ addToCart: ResultOf<CartData> }>(ADD_TO_CART, { productId, details })).addToCart;
  }

  async removeFromCart(productId: string): Promise<ResultOf<CartData>> {
    return (await this.data<{ removeFromCart: ResultOf<CartData> }>(REMOVE_FROM_CART, { productId })).removeFromCart;
  }

  async setCartEmail(email: string): Promise<ResultOf<CartData>> {
    return (await this.data<{ setCartEmail: ResultOf<CartData> }>(SET_CART_EMAIL, { email })).setCartEmail;
  }

  async checkout(): Promise<ResultOf<CheckoutData>> {
    return (await this.data<{ checkout: ResultOf<CheckoutData> }>(CHECKOUT)).checkout;
  }

  /** Starts a checkout that must start. */
  async startCheckout(): Promise<{ orderId: string; redirectUrl: string }> {
    const started = await this.checkout();
    if (started.__typename !== "CheckoutSession" || !started.orderId || !started.redirectUrl) throw new Error(`Checkout did not start: ${JSON.stringify(started)}`);
    return { orderId: started.orderId, redirectUrl: started.redirectUrl };
  }

  async order(id: string, accessToken: string | null = null): Promise<OrderData | null> {
    return (await this.data<{ order: OrderData | null }>(ORDER, { id, accessToken })).order;
  }

  async myLibrary(): Promise<LibraryItemData[]> {
    return (await this.data<{ myLibrary: LibraryItemData[] }>(MY_LIBRARY)).myLibrary;
  }

  async requestDownload(libraryItemId: string): Promise<ResultOf<DownloadLinkData>> {
    return (await this.data<{ requestDownload: ResultOf<DownloadLinkData> }>(REQUEST_DOWNLOAD, { id: libraryItemId })).requestDownload;
  }

  async requestOrderDownload(orderId: string, lineId: string, accessToken: string | null = null): Promise<ResultOf<DownloadLinkData>> {
    return (await this.data<{ requestOrderDownload: ResultOf<DownloadLinkData> }>(REQUEST_ORDER_DOWNLOAD, { orderId, lineId, accessToken })).requestOrderDownload;
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// The shop

export interface Shop {
  /** The running gateway; `restart` replaces it. */
  gateway: TestGateway;
  issuer: TestIssuer;
  token(user: TestUser): string;
  visitor(): ShopClient;
  as(user: TestUser): ShopClient;
  admin(): ShopClient;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface ShopOptions {
  stories?: readonly StoryFixture[];
  env?: Record<string, string>;
  /** The time the shop goes by, for tests that move it. */
  clock?: Clock;
}

/** A gateway on the given database that trusts a test issuer's tokens, with stories and their kit files. */
export async function startShop(kind: TestDatabaseKind, options: ShopOptions = {}): Promise<Shop> {
  const issuer = await startTestIssuer();
  const gateway = await startTestGateway(kind, { ADMIN_EMAILS: ADMIN_EMAIL, ...options.env }, (config) => ({
    ...config,
    auth: { ...config.auth, issuer: issuer.issuer, jwksUri: issuer.jwksUri },
  }), { clock: options.clock });
  const stories = options.stories ?? storyFixtures("s", 4);
  await insertStories(gateway, stories);
  const kitsDir = path.join(gateway.dataDir, "kits");
  fs.mkdirSync(kitsDir, { recursive: true });
  for (const story of stories) fs.writeFileSync(path.join(kitsDir, `${story.id}.pdf`), await kitPdf(story.id));

  const shop: Shop = {
    gateway,
    issuer,
    token(user) {
      const now = Math.floor(Date.now() / 1000);
      return issuer.sign({
        iss: issuer.issuer,
        aud: shop.gateway.platform.config.auth.audience,
        sub: user.sub,
        iat: now,
        exp: now + 3600,
        ...(user.email ? { [EMAIL_CLAIM]: user.email, [VERIFIED_CLAIM]: user.emailVerified ?? true } : {}),
      });
    },
    visitor: () => new ShopClient(shop.gateway.baseUrl),
    as: (user) => new ShopClient(shop.gateway.baseUrl, shop.token(user)),
    admin: () => shop.as(ADMIN),
    async restart() {
      shop.gateway = await shop.gateway.restart();
    },
    async stop() {
      await shop.gateway.stop();
      await issuer.stop();
    },
  };
  return shop;
}

// ---------------------------------------------------------------------------------------------------------------------
// The sandbox's hosted page and its webhooks

export interface SandboxAnswer {
  status: number;
  location: string | null;
  body: string;
}

/** Opens the hosted checkout page and submits its card form, as a browser would; the page's 303 is not followed. */
export async function payInSandbox(checkoutUrl: string, card: string, cardholder = "Jane Marple"): Promise<SandboxAnswer> {
  const page = await fetch(checkoutUrl, { redirect: "manual" });
  const html = await page.text();
  if (page.status !== 200) throw new Error(`The checkout page answered ${page.status}`);
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error("The checkout page has no card form");
  const response = await fetch(new URL(action.replace(/&#38;/g, "&"), checkoutUrl), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ number: card, expiry: "12 / 39", cvc: "123", name: cardholder }).toString(),
  });
  return { status: response.status, location: response.headers.get("location"), body: await response.text() };
}

export interface Purchase {
  orderId: string;
  number: string;
  accessToken: string;
  /** Where the sandbox sent the browser after paying: the order page with its access token. */
  orderPageUrl: string;
}

/**
 * Buys the products the whole way: cart, checkout, the sandbox's page with the paying card, and the outbox delivering
 * the webhook. Throws unless the order ends up fulfilled.
 */
export async function buy(shop: Shop, client: ShopClient, productIds: readonly string[], options: { email?: string; cardholder?: string } = {}): Promise<Purchase> {
  for (const productId of productIds) {
    const added = await client.addToCart(productId);
    if (added.__typename !== "Cart") throw new Error(`Could not add ${productId}: ${JSON.stringify(added)}`);
  }
  if (options.email) await client.setCartEmail(options.email);
  const { orderId, redirectUrl } = await client.startCheckout();
  const paid = await payInSandbox(redirectUrl, PAYING_CARD, options.cardholder);
  if (paid.status !== 303 || !paid.location) throw new Error(`The sandbox answered ${paid.status}`);
  await shop.gateway.outboxWorker.runDue();
  const order = await orderRow(shop.gateway, orderId);
  if (order.state !== "fulfilled") throw new Error(`Order ${orderId} is ${order.state} after paying`);
  const accessToken = new URL(paid.location).searchParams.get("access");
  if (!accessToken) throw new Error(`No access token in ${paid.location}`);
  return { orderId, number: order.number, accessToken, orderPageUrl: paid.location };
}

/** The secret the gateway's sandbox signs its webhooks with (derived from the shop's signing secret). */
export function sandboxWebhookSecret(gateway: TestGateway): string {
  return gateway.platform.signer.derivedSecret("sandbox-webhook");
}

/** A payment_succeeded event as the sandbox sends it. */
export function sandboxPaymentEvent(orderId: string, amountCents: number, customerName: string | null = "Jane Marple"): SandboxWebhookEvent {
  const hex = (bytes: number) => randomBytes(bytes).toString("hex");
  return { id: `evt_sbx_${hex(16)}`, type: "payment_succeeded", data: { orderId, paymentId: `pay_sbx_${hex(16)}`, amountCents, customerName } };
}

/** Headers of a webhook body signed as the sandbox signs it, at `timestamp` (unix seconds; now by default). */
export function signSandboxWebhook(gateway: TestGateway, body: string, timestamp = Math.floor(Date.now() / 1000)): Record<string, string> {
  return { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signWithSecret(sandboxWebhookSecret(gateway), body, timestamp) };
}

/** POSTs a webhook to the gateway over HTTP, as the provider does. */
export async function postWebhook(gateway: TestGateway, provider: "sandbox" | "stripe", body: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(`${gateway.baseUrl}/webhooks/${provider}`, { method: "POST", headers, body });
  await response.arrayBuffer();
  return response.status;
}

// ---------------------------------------------------------------------------------------------------------------------
// What ended up in the database and the mail outbox

export function orderRow(gateway: TestGateway, id: string): Promise<Order> {
  return gateway.db.getRepository(Order).findOneByOrFail({ id });
}

export function orderLines(gateway: TestGateway, orderId: string): Promise<OrderLine[]> {
  return gateway.db.getRepository(OrderLine).find({ where: { orderId }, order: { id: "ASC" } });
}

export function libraryEntriesOf(gateway: TestGateway, storyId: string): Promise<LibraryEntry[]> {
  return gateway.db.getRepository(LibraryEntry).find({ where: { storyId }, order: { id: "ASC" } });
}

export async function downloadsOf(gateway: TestGateway, storyId: string): Promise<number> {
  return (await gateway.db.getRepository(Story).findOneByOrFail({ id: storyId })).downloads;
}

export function outboxMessages(gateway: TestGateway, topic: string, key?: string): Promise<OutboxMessage[]> {
  return gateway.db.getRepository(OutboxMessage).find({ where: key === undefined ? { topic } : { topic, key }, order: { id: "ASC" } });
}

/** Changes a story's price as the operator would, through the stories service. */
export async function setPrice(gateway: TestGateway, storyId: string, priceCents: number): Promise<void> {
  const result = await gateway.modules.stories.services.updateStory(systemContext("test:price"), storyId, { priceCents });
  if (!result.ok) throw new Error(`Could not reprice ${storyId}`);
}

export interface SentMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined[index] === "=" ? /^[0-9A-Fa-f]{2}/.exec(joined.slice(index + 1, index + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The messages the mailer wrote to `<dataDir>/outbox` (no SMTP configured), decoded. */
export function sentMails(gateway: TestGateway): SentMail[] {
  const dir = path.join(gateway.dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".eml"))
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(dir, file), "utf8").replace(/\r\n/g, "\n");
      const split = raw.indexOf("\n\n");
      const head = raw.slice(0, split).replace(/\n[ \t]+/g, " ");
      const body = raw.slice(split + 2);
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
      const encoding = header("Content-Transfer-Encoding").toLowerCase();
      const text = encoding === "quoted-printable" ? decodeQuotedPrintable(body) : encoding === "base64" ? Buffer.from(body, "base64").toString("utf8") : body;
      return { file, to: header("To"), subject: header("Subject"), text };
    });
}
