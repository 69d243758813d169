import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ABUSE_REQUESTS, type AbuseRequest, CATALOGUE_QUERY, type RefusalBody, refusalOf } from "../bench/abuse-queries";
import { GRAPHQL_LIMIT_CODES } from "../platform/graphql/graphql-limits";
import { type Shop, startShop } from "../test-support/commerce.test-fixtures";
import { reliabilityDatabase } from "./support/mariadb-suite";
import { changedTables, snapshotTables } from "./support/table-snapshots";

const query = (text: string) => JSON.stringify({ query: text });

const ALIASED_MUTATIONS = 20;
const FRAGMENT_LEVELS = 12;
const BATCHED_MUTATIONS = 20;
const INTROSPECTION_LEVELS = 4;

/** A chain of fragments, each one level of similar stories deeper: depth counted with fragments flattened. */
function fragmentChain(levels: number): string {
  const fragments = Array.from({ length: levels }, (_, level) =>
    level === levels - 1 ? `fragment F${level} on Story { id }` : `fragment F${level} on Story { similarStories { ...F${level + 1} } }`,
  );
  return `{ story(id: "s01") { ...F0 } } ${fragments.join(" ")}`;
}

const SET_EMAIL = (alias: string) => `${alias}: setCartEmail(email: "bomb@example.test") { __typename }`;

/** Tricks beyond the bench's list: what fragments, directives, introspection and aliased or batched writes can hide. */
const TRICKS: readonly AbuseRequest[] = [
  {
    name: `a chain of ${FRAGMENT_LEVELS} fragments`,
    body: query(fragmentChain(FRAGMENT_LEVELS)),
    status: 400,
    code: GRAPHQL_LIMIT_CODES.depth,
    figure: "Query depth limit",
  },
  {
    name: "two fragments spreading each other",
    body: query(`{ story(id: "s01") { ...A } } fragment A on Story { similarStories { ...B } } fragment B on Story { similarStories { ...A } }`),
    status: 400,
    code: "GRAPHQL_VALIDATION_FAILED",
    figure: "Cannot spread fragment",
  },
  {
    // graphql-armor's depth and cost leave introspection alone; Apollo's own introspection depth rule refuses it.
    name: `introspection's lists nested ${INTROSPECTION_LEVELS} times`,
    body: query(`{ __schema { types { ${"fields { type { ofType { ".repeat(INTROSPECTION_LEVELS)}name${" } } }".repeat(INTROSPECTION_LEVELS)} } } }`),
    status: 400,
    code: "GRAPHQL_VALIDATION_FAILED",
    figure: "Maximum introspection depth exceeded",
  },
  {
    name: "an unknown directive",
    body: query(`{ stories @exec(command: "rm") { total } }`),
    status: 400,
    code: "GRAPHQL_VALIDATION_FAILED",
    figure: 'Unknown directive "@exec"',
  },
  {
    name: `${ALIASED_MUTATIONS} aliased cart writes`,
    body: query(`mutation { ${Array.from({ length: ALIASED_MUTATIONS }, (_, index) => SET_EMAIL(`w${index}`)).join(" ")} }`),
    status: 400,
    code: GRAPHQL_LIMIT_CODES.aliases,
    figure: `found ${ALIASED_MUTATIONS}`,
  },
  {
    name: `batch of ${BATCHED_MUTATIONS} cart writes`,
    body: JSON.stringify(Array.from({ length: BATCHED_MUTATIONS }, () => ({ query: `mutation { ${SET_EMAIL("write")} }` }))),
    status: 400,
    code: "BAD_REQUEST",
    figure: "batching disabled",
  },
  {
    name: "two operations without an operation name",
    body: query(`mutation Write { ${SET_EMAIL("write")} } query Read { stories { total } }`),
    status: 400,
    code: "OPERATION_RESOLUTION_FAILURE",
    figure: "Must provide operation name",
  },
];

const reliability = reliabilityDatabase("GraphQL bombs");

describe.runIf(reliability)("GraphQL bombs on MariaDB", () => {
  let shop: Shop;

  beforeAll(async () => {
    if (!reliability) return;
    shop = await startShop(reliability);
  });
  afterAll(async () => {
    await shop?.stop();
  });

  async function send(body: string): Promise<{ status: number; code: unknown; message: unknown; ms: number }> {
    const started = performance.now();
    const response = await fetch(`${shop.gateway.baseUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body });
    const answer = (await response.json()) as RefusalBody;
    return { status: response.status, ...refusalOf(answer), ms: performance.now() - started };
  }

  it("refuses every bomb with its 4xx and code, writes nothing, and keeps answering", async () => {
    const bombs = [...ABUSE_REQUESTS, ...TRICKS];
    const before = await snapshotTables(shop.gateway.db);
    const outcomes = [];
    for (const bomb of bombs) {
      const refusal = await send(bomb.body);
      const after = await send(query(CATALOGUE_QUERY));
      outcomes.push({ name: bomb.name, expected: { status: bomb.status, code: bomb.code }, got: { status: refusal.status, code: refusal.code }, message: refusal.message, ms: refusal.ms, stillAnswering: after.status });
    }
    const changed = changedTables(before, await snapshotTables(shop.gateway.db));
    const refused = outcomes.filter((outcome) => outcome.got.status === outcome.expected.status && outcome.got.code === outcome.expected.code);
    const maxMs = Math.max(...outcomes.map((outcome) => outcome.ms));
    console.log(`reliability: ${bombs.length} GraphQL bombs → ${refused.length} refused 4xx with their code, max ${maxMs.toFixed(0)} ms, ${changed.length} tables changed, gateway answering after each`);

    expect(outcomes.map(({ name, got, message, stillAnswering }) => ({ name, got, message, stillAnswering }))).toEqual(
      bombs.map((bomb) => ({ name: bomb.name, got: { status: bomb.status, code: bomb.code }, message: expect.stringContaining(bomb.figure), stillAnswering: 200 })),
    );
    expect(changed).toEqual([]);
  });

});
