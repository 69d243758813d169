import { randomBytes } from "node:crypto";
import { IsNull } from "typeorm";
import type { Clock } from "../../platform/clock";
import { OutboxMessage } from "../../platform/outbox/outbox-message.entity";
import { orderRow, PAYING_CARD, payInSandbox, type ResultOf, type Shop, type ShopClient, type TestUser } from "../../test-support/commerce.test-fixtures";
import type { GraphqlResponse } from "../../test-support/test-gateway";

/*
 * What the credits suites share: a clock the test moves, the credits API as a client calls it, sponsoring a story the
 * whole way through checkout, and the outbox drained until nothing is due.
 */

/** A clock the test sets by hand; the shop reads it through `clock`. */
export interface ManualClock {
  readonly clock: Clock;
  now(): Date;
  set(at: string | Date): void;
  advance(ms: number): void;
}

export function manualClock(start: string | Date): ManualClock {
  let now = new Date(start);
  return {
    clock: () => new Date(now.getTime()),
    now: () => new Date(now.getTime()),
    set(at) {
      now = new Date(at);
    },
    advance(ms) {
      now = new Date(now.getTime() + ms);
    },
  };
}

export const SECOND_MS = 1000;
export const DAY_MS = 24 * 60 * 60 * SECOND_MS;

/** A fresh idempotency key, as the storefront makes one per click. */
export function newKey(prefix = "k"): string {
  return `${prefix}-${randomBytes(8).toString("hex")}`;
}

// ---------------------------------------------------------------------------------------------------------------------
// GraphQL documents

const ERROR_FIELDS = "... on ErrorResult { errorCode message } ... on InvalidArgumentError { argument }";
const CREDIT_ERROR_FIELDS = `${ERROR_FIELDS} ... on InsufficientCreditsError { balance needed }`;

export const MY_CREDITS = "{ myCredits { balance creditsPerStory expirySchedule { year month credits } } }";
export const REDEEM = `mutation Redeem($storyId: ID!, $key: String!) {
  redeemStoryWithCredits(storyId: $storyId, idempotencyKey: $key) {
    __typename ... on CreditRedemption { creditsSpent balance libraryItem { id purchaseType acquiredAt story { id downloads } } } ${CREDIT_ERROR_FIELDS} ... on AlreadyOwnedError { storyId }
  }
}`;
export const ADJUST_CREDITS = `mutation Adjust($userId: ID!, $amount: Int!, $reason: String!, $key: String!) {
  adjustCredits(userId: $userId, amount: $amount, reason: $reason, idempotencyKey: $key) { __typename ... on CreditAdjustmentResult { userId balance } ${CREDIT_ERROR_FIELDS} }
}`;
export const MY_SPONSORED_STORIES = "{ mySponsoredStories { story { id isSponsored } sponsorName sponsoredAt downloads creditsEarned } }";
export const VIEWER_CREDITS = "{ me { isAdmin credits } }";
export const STORY_SPONSORSHIP = "query Story($id: ID!) { story(id: $id) { id isSponsored downloads sponsor { name } sponsorshipOffer { productId priceCents creditsEarned } } }";
const ADD_WITH_DETAILS = `mutation Add($productId: ID!, $details: CartItemDetailsInput) {
  addToCart(productId: $productId, details: $details) { __typename ... on Cart { items { productId kind sponsorName priceCents } } ${ERROR_FIELDS} }
}`;

export interface CreditAccountData {
  balance: number;
  creditsPerStory: number;
  expirySchedule: { year: number; month: number; credits: number }[];
}

export interface RedemptionData {
  creditsSpent: number;
  balance: number;
  libraryItem: { id: string; purchaseType: string; acquiredAt: string; story: { id: string; downloads: number } };
  /** InsufficientCreditsError's. */
  needed: number;
}

export type RedeemAnswer = ResultOf<RedemptionData>;
export type AdjustAnswer = ResultOf<{ userId: string; balance: number; needed: number }>;

export interface SponsoredStoryData {
  story: { id: string; isSponsored: boolean };
  sponsorName: string;
  sponsoredAt: string;
  downloads: number;
  creditsEarned: number;
}

export interface StorySponsorshipData {
  id: string;
  isSponsored: boolean;
  downloads: number;
  sponsor: { name: string } | null;
  sponsorshipOffer: { productId: string; priceCents: number; creditsEarned: number } | null;
}

/** The data of a request that must not fail at the GraphQL level. */
async function dataOf<T>(client: ShopClient, query: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await client.graphql<T>(query, variables);
  if (response.errors || !response.data) throw new Error(`GraphQL failed (${response.status}): ${JSON.stringify(response.errors)}`);
  return response.data;
}

export async function myCredits(client: ShopClient): Promise<CreditAccountData> {
  return (await dataOf<{ myCredits: CreditAccountData }>(client, MY_CREDITS)).myCredits;
}

export async function viewerCredits(client: ShopClient): Promise<number> {
  return (await dataOf<{ me: { credits: number } }>(client, VIEWER_CREDITS)).me.credits;
}

export async function redeem(client: ShopClient, storyId: string, key: string = newKey("redeem")): Promise<RedeemAnswer> {
  return (await dataOf<{ redeemStoryWithCredits: RedeemAnswer }>(client, REDEEM, { storyId, key })).redeemStoryWithCredits;
}

export async function mySponsoredStories(client: ShopClient): Promise<SponsoredStoryData[]> {
  return (await dataOf<{ mySponsoredStories: SponsoredStoryData[] }>(client, MY_SPONSORED_STORIES)).mySponsoredStories;
}

/** The story's sponsorship as an anonymous visitor sees it (no cookie, no token: the answer the public cache may keep), and whether it came from that cache. */
export async function visitorStoryPage(shop: Shop, storyId: string): Promise<{ story: StorySponsorshipData | null; cached: boolean }> {
  const response = await fetch(`${shop.gateway.baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: STORY_SPONSORSHIP, variables: { id: storyId } }),
  });
  const body = (await response.json()) as { data?: { story: StorySponsorshipData | null }; errors?: unknown };
  if (response.status !== 200 || !body.data) throw new Error(`The story page answered ${response.status}: ${JSON.stringify(body.errors)}`);
  return { story: body.data.story, cached: response.headers.get("x-cache") === "HIT" };
}

/** The whole answer: callers check the status and errors of who may adjust. */
export function adjustCredits(client: ShopClient, userId: number | string, amount: number, reason: string, key: string): Promise<GraphqlResponse<{ adjustCredits: AdjustAnswer }>> {
  return client.graphql<{ adjustCredits: AdjustAnswer }>(ADJUST_CREDITS, { userId: String(userId), amount, reason, key });
}

/** The user's id in the shop, once the shop knows them (their first signed-in request creates them). */
export async function userIdOf(shop: Shop, user: TestUser): Promise<number> {
  await dataOf<{ me: { isAdmin: boolean } }>(shop.as(user), "{ me { isAdmin } }");
  const rows: { id: number | string }[] = await shop.gateway.db.query("SELECT id FROM users WHERE auth_subject = ?", [user.sub]);
  const [row] = rows;
  if (!row) throw new Error(`No user ${user.sub}`);
  return Number(row.id);
}

/** Gives the user credits as the operator does (a grant acquired at the shop's clock); returns the balance after. */
export async function grantCredits(shop: Shop, user: TestUser, amount: number, key: string = newKey("grant")): Promise<number> {
  const answer = await adjustCredits(shop.admin(), await userIdOf(shop, user), amount, "Test credits", key);
  const result = answer.data?.adjustCredits;
  if (answer.errors || result?.__typename !== "CreditAdjustmentResult" || result.balance === undefined) throw new Error(`Could not grant credits: ${JSON.stringify(answer)}`);
  return result.balance;
}

// ---------------------------------------------------------------------------------------------------------------------
// Sponsoring through checkout

/** Puts the story's sponsorship in the signed-in client's cart with the name to show, and opens the payment page. */
export async function startSponsorship(client: ShopClient, storyId: string, sponsorName: string): Promise<{ orderId: string; redirectUrl: string }> {
  const added = (await dataOf<{ addToCart: ResultOf<{ items: { productId: string; sponsorName: string | null }[] }> }>(client, ADD_WITH_DETAILS, {
    productId: `sponsor-${storyId}`,
    details: { sponsorName },
  })).addToCart;
  if (added.__typename !== "Cart") throw new Error(`Could not add the sponsorship of ${storyId}: ${JSON.stringify(added)}`);
  return client.startCheckout();
}

/** Sponsors the story the whole way: cart with the name, checkout, the sandbox's page, the webhook. Throws unless it was delivered. */
export async function sponsor(shop: Shop, client: ShopClient, storyId: string, sponsorName: string): Promise<{ orderId: string }> {
  const { orderId, redirectUrl } = await startSponsorship(client, storyId, sponsorName);
  const paid = await payInSandbox(redirectUrl, PAYING_CARD);
  if (paid.status !== 303) throw new Error(`The sandbox answered ${paid.status}`);
  await drainOutbox(shop);
  const order = await orderRow(shop.gateway, orderId);
  if (order.state !== "fulfilled") throw new Error(`Sponsorship order ${orderId} is ${order.state} after paying`);
  return { orderId };
}

// ---------------------------------------------------------------------------------------------------------------------
// The outbox

/** Messages not delivered yet, due or not, failed or not. */
export function undeliveredMessages(shop: Shop): Promise<OutboxMessage[]> {
  return shop.gateway.db.getRepository(OutboxMessage).find({ where: { deliveredAt: IsNull() }, order: { id: "ASC" } });
}

/** Delivers what is due, and what delivering it enqueued, until nothing is due (the background worker may hold some meanwhile). */
export async function drainOutbox(shop: Shop): Promise<void> {
  for (let pass = 0; pass < 50; pass++) {
    await shop.gateway.outboxWorker.runDue();
    // Due now, or held by a worker pass that started after ours (a claimed message is due again only when its lease ends).
    const pending = await shop.gateway.db
      .getRepository(OutboxMessage)
      .createQueryBuilder("message")
      .where("message.deliveredAt IS NULL AND message.failedAt IS NULL")
      .andWhere("(message.availableAt <= :now OR message.lockedUntil IS NOT NULL)", { now: new Date() })
      .getCount();
    if (pending === 0) return;
  }
  throw new Error("The outbox kept having messages due after 50 passes");
}
