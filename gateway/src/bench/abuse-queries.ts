import { GRAPHQL_LIMIT_CODES, GRAPHQL_LIMITS } from "../platform/graphql/graphql-limits";

/** A hostile request to POST /graphql and the refusal it must meet. */
export interface AbuseRequest {
  name: string;
  /** The JSON request body. */
  body: string;
  status: number;
  code: string;
  /** Text the refusal's message must contain: the figure that broke the limit. */
  figure: string;
}

/** Every /graphql refusal, from the limits, Apollo or the body parser, comes in GraphQL's error shape. */
export interface RefusalBody {
  errors?: { message?: unknown; extensions?: { code?: unknown } }[];
}

export function refusalOf(body: RefusalBody): { code: unknown; message: unknown } {
  const [first] = body.errors ?? [];
  return { code: first?.extensions?.code, message: first?.message };
}

const query = (text: string) => JSON.stringify({ query: text });

function nestedSimilarStories(levels: number, limit?: number): string {
  const argument = limit === undefined ? "" : `(limit: ${limit})`;
  return `similarStories${argument} { `.repeat(levels) + "id" + " }".repeat(levels);
}

const DEPTH_BOMB_LEVELS = 30;
const ALIASES = 500;
const TOKEN_FLOOD_FIELDS = 30_000;
const DIRECTIVES = 50;
const COSTLY_LEVELS = 6;
const COSTLY_FIELDS = 100;
const BROAD_LEVELS = 4;
const BROAD_LIMIT = 12;
const BATCHED_OPERATIONS = 100;
const OVERSIZED_BODY_BYTES = 2 * 1024 * 1024;

/** The broad query's breadth: one story, then 12 + 12² + 12³ + 12⁴ similar stories. */
const BROAD_BOMB_BREADTH = 1 + Array.from({ length: BROAD_LEVELS }, (_, level) => BROAD_LIMIT ** (level + 1)).reduce((sum, count) => sum + count, 0);

/** graphql-armor's cost of the costly query: 1 per scalar, and 2 per object plus 1.5 times its children. */
const COSTLY_QUERY_COST = Array.from({ length: COSTLY_LEVELS + 1 }).reduce<number>((childrenCost) => 2 + 1.5 * childrenCost, COSTLY_FIELDS);

/** A catalogue query within every limit that nonetheless asks for 2,101 objects. */
export const BROAD_BUT_ALLOWED_QUERY = `{ stories(limit: 100) { items { id ${nestedSimilarStories(2, 4)} } } }`;

/** A plain catalogue query, to show the gateway still answers after each abuse. */
export const CATALOGUE_QUERY = `{ stories(limit: 100) { total items { id title } } }`;

export const ABUSE_REQUESTS: readonly AbuseRequest[] = [
  {
    name: `similarStories nested ${DEPTH_BOMB_LEVELS} deep`,
    body: query(`{ stories(limit: 100) { items { ${nestedSimilarStories(DEPTH_BOMB_LEVELS)} } } }`),
    status: 400,
    code: GRAPHQL_LIMIT_CODES.depth,
    figure: `found ${DEPTH_BOMB_LEVELS + 3}`,
  },
  {
    name: `${ALIASES} aliases`,
    body: query(`{ story(id: "s01") { ${Array.from({ length: ALIASES }, (_, index) => `copy${index}: longDescription`).join(" ")} } }`),
    status: 400,
    code: GRAPHQL_LIMIT_CODES.aliases,
    figure: `found ${ALIASES}`,
  },
  {
    name: `${TOKEN_FLOOD_FIELDS.toLocaleString("en-US")}-token flood`,
    body: query(`{ stories { items { ${"id ".repeat(TOKEN_FLOOD_FIELDS)}} } }`),
    status: 400,
    code: GRAPHQL_LIMIT_CODES.tokens,
    figure: `more than ${GRAPHQL_LIMITS.maxTokens}`,
  },
  {
    name: `${DIRECTIVES} directives`,
    body: query(`{ stories { ${"total @include(if: true) ".repeat(DIRECTIVES)} } }`),
    status: 400,
    code: GRAPHQL_LIMIT_CODES.directives,
    figure: `found ${DIRECTIVES}`,
  },
  {
    name: `${DIRECTIVES} directives on spreads of one fragment`,
    body: query(`{ story(id: "s01") { ${"...Card @include(if: true) ".repeat(DIRECTIVES)}} } fragment Card on Story { id }`),
    status: 400,
    code: GRAPHQL_LIMIT_CODES.directives,
    figure: `found ${DIRECTIVES}`,
  },
  {
    name: `${COSTLY_FIELDS} fields ${COSTLY_LEVELS + 2} levels deep`,
    body: query(`{ story(id: "s01") { ${"similarStories(limit: 1) { ".repeat(COSTLY_LEVELS)}${"title ".repeat(COSTLY_FIELDS)}${"} ".repeat(COSTLY_LEVELS)}} }`),
    status: 400,
    code: GRAPHQL_LIMIT_CODES.cost,
    figure: `found ${COSTLY_QUERY_COST}`,
  },
  {
    name: `similarStories(limit: ${BROAD_LIMIT}) nested ${BROAD_LEVELS} deep`,
    body: query(`{ story(id: "s01") { ${nestedSimilarStories(BROAD_LEVELS, BROAD_LIMIT)} } }`),
    status: 400,
    code: GRAPHQL_LIMIT_CODES.breadth,
    figure: `found ${BROAD_BOMB_BREADTH}`,
  },
  {
    name: "a broad query hidden behind a negative limit elsewhere",
    body: query(
      `{ broad: story(id: "s01") { ${nestedSimilarStories(BROAD_LEVELS, BROAD_LIMIT)} } cancel: story(id: "s02") { similarStories(limit: -2147483648) { id } } }`,
    ),
    status: 400,
    code: GRAPHQL_LIMIT_CODES.breadth,
    figure: `found ${BROAD_BOMB_BREADTH + 1}`,
  },
  {
    name: `batch of ${BATCHED_OPERATIONS} operations`,
    body: JSON.stringify(Array.from({ length: BATCHED_OPERATIONS }, () => ({ query: CATALOGUE_QUERY }))),
    status: 400,
    code: "BAD_REQUEST",
    figure: "batching disabled",
  },
  {
    name: "2 MB body",
    body: query(`{ stories { total } }${" ".repeat(OVERSIZED_BODY_BYTES)}`),
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
    figure: "exceeds the limit of 102400 bytes",
  },
];
