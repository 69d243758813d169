import { buildSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { systemContext } from "../request-context";
import type { RequestLoaders } from "./graphql-context";
import { GRAPHQL_LIMIT_CODES, GRAPHQL_LIMITS } from "./graphql-limits";
import { createInProcessGraphql } from "./in-process-graphql";

const schema = buildSchema(`
  type Case { title: String, related(limit: Int): [Case!]! }
  type Query { cases(limit: Int): [Case!] }
`);
// A schema of its own, whose resolvers use no loaders.
const run = createInProcessGraphql(schema, () => ({}) as RequestLoaders);
const ctx = systemContext("in-process-test");

function nested(levels: number): string {
  return `{ cases(limit: 1) ${"{ related(limit: 1) ".repeat(levels)}{ title }${" }".repeat(levels)} }`;
}

describe("the schema answering the gateway's own callers", () => {
  it("answers a query within the limits", async () => {
    expect(await run(ctx, { query: "{ cases(limit: 2) { title } }" })).toEqual({ data: { cases: null } });
  });

  it("refuses a query deeper than /graphql allows", async () => {
    const answer = await run(ctx, { query: nested(GRAPHQL_LIMITS.maxDepth + 1) });
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.extensions.code).toBe(GRAPHQL_LIMIT_CODES.depth);
  });

  it("refuses variables that make a fixed query too broad, each time they do", async () => {
    const query = "query Page($limit: Int) { cases(limit: $limit) { related(limit: $limit) { title } } }";
    expect((await run(ctx, { query, variables: { limit: 5 } })).errors).toBeUndefined();
    const flood = await run(ctx, { query, variables: { limit: 1_000 } });
    expect(flood.errors?.[0]?.extensions.code).toBe(GRAPHQL_LIMIT_CODES.breadth);
    expect((await run(ctx, { query, variables: { limit: 5 } })).errors).toBeUndefined();
  });
});
