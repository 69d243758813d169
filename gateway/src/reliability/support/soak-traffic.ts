import { randomUUID } from "node:crypto";
import { cataloguePage, graphqlPost, randomSearchPrefix, randomStoryId, randomView, restStories, storyPage } from "../../bench/catalogue-requests";
import type { LoadRequest } from "../../bench/load-runner";
import type { CatalogueSample } from "../../bench/scratch-database";

/** Who the traffic comes from and what it asks for. */
export interface SoakCast {
  sample: CatalogueSample;
  /** Access tokens of signed-in readers. */
  readers: readonly string[];
}

const SIGNED_IN_SHARE = 0.2;
const CART_ITEM_FIELDS = "__typename ... on Cart { count } ... on ErrorResult { errorCode }";
const ADD_TO_CART = `mutation Add($productId: ID!) { addToCart(productId: $productId) { ${CART_ITEM_FIELDS} } }`;
const REMOVE_FROM_CART = `mutation Remove($productId: ID!) { removeFromCart(productId: $productId) { ${CART_ITEM_FIELDS} } }`;
const VIEWER = "{ me { isAdmin credits } myLibrary { id } cart { count totalCents } }";

function pick<T>(values: readonly T[]): T {
  const value = values[Math.floor(Math.random() * values.length)];
  if (value === undefined) throw new Error("nothing to pick from");
  return value;
}

/** A storefront's analytics batch: one page view of a story, from one of a few hundred browser sessions. */
function eventBatch(storyId: string): LoadRequest {
  const session = `soak_session_${Math.floor(Math.random() * 500)}`.padEnd(20, "0");
  const event = { id: randomUUID(), name: "Page View", at: new Date().toISOString(), properties: { page: "Story", path: `/stories/${storyId}` } };
  return {
    method: "POST",
    path: "/api-coldcase/events",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ sessionId: session, visitorId: session.replace("session", "visitor"), events: [event] }),
  };
}

/**
 * The soak's mix, a different request each time: catalogue pages with random filters, sorts, pages and search
 * prefixes, story pages, REST, a fifth of it signed in, signed-in readers' own queries and cart writes, analytics batches.
 */
export function soakPlan(cast: SoakCast): () => LoadRequest {
  const anyone = () => (Math.random() < SIGNED_IN_SHARE ? pick(cast.readers) : undefined);
  const kinds: { share: number; request: () => LoadRequest }[] = [
    { share: 0.25, request: () => cataloguePage(randomView(), anyone()) },
    { share: 0.12, request: () => cataloguePage(randomView({ search: randomSearchPrefix(cast.sample) }), anyone()) },
    { share: 0.2, request: () => storyPage(randomStoryId(cast.sample), anyone()) },
    { share: 0.1, request: () => restStories(randomView(), anyone()) },
    { share: 0.05, request: () => ({ method: "GET", path: `/api-coldcase/stories/${randomStoryId(cast.sample)}`, headers: {} }) },
    { share: 0.05, request: () => graphqlPost(VIEWER, {}, pick(cast.readers)) },
    {
      share: 0.13,
      request: () => graphqlPost(Math.random() < 0.5 ? ADD_TO_CART : REMOVE_FROM_CART, { productId: `kit-${randomStoryId(cast.sample)}` }, pick(cast.readers)),
    },
    { share: 0.1, request: () => eventBatch(randomStoryId(cast.sample)) },
  ];
  return () => {
    let roll = Math.random() * kinds.reduce((sum, kind) => sum + kind.share, 0);
    for (const kind of kinds) {
      roll -= kind.share;
      if (roll < 0) return kind.request();
    }
    return (kinds[0] as (typeof kinds)[number]).request();
  };
}
