import { buildSchema, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { BreadthJudge } from "./breadth-judge";
import { checkQueryLimits, GRAPHQL_LIMIT_CODES, GRAPHQL_LIMITS } from "./graphql-limits";

const schema = buildSchema(`
  type Story { id: ID! similar(limit: Int = 4): [Story!]! }
  type Query { stories(limit: Int = 16, page: Int = 1, search: String): [Story!]! }
`);

const PAGE = parse(`query Page($limit: Int, $page: Int!, $search: String, $similar: Int!, $withSimilar: Boolean!) {
  stories(limit: $limit, page: $page, search: $search) { id similar(limit: $similar) @include(if: $withSimilar) { id } }
}`);

function judged(judge: BreadthJudge, variables: Record<string, unknown>) {
  return judge.refusal(variables)?.extensions.code;
}

function checked(variables: Record<string, unknown>) {
  return checkQueryLimits(schema, PAGE, { variables })[0]?.extensions.code;
}

const broad = GRAPHQL_LIMITS.maxBreadth;

describe("BreadthJudge", () => {
  it("gives checkQueryLimits' verdict for every request, whichever came before", () => {
    const judge = new BreadthJudge(schema, PAGE, undefined);
    const requests: Record<string, unknown>[] = [
      { limit: 16, page: 1, similar: 4, withSimilar: true },
      { limit: 16, page: 2, search: "harbour", similar: 4, withSimilar: true },
      { limit: 100, page: 1, similar: broad, withSimilar: true },
      { limit: 100, page: 3, similar: broad, withSimilar: false },
      { limit: 100, page: 1, similar: broad, withSimilar: true },
      { page: 1, similar: broad, withSimilar: true },
      { limit: null, page: 1, similar: broad, withSimilar: true },
    ];
    for (const variables of [...requests, ...requests]) expect(judged(judge, variables)).toBe(checked(variables));
    expect(checked({ limit: 100, page: 1, similar: broad, withSimilar: true })).toBe(GRAPHQL_LIMIT_CODES.breadth);
    expect(checked({ limit: 100, page: 3, similar: broad, withSimilar: false })).toBeUndefined();
  });

  it("keeps no verdict for variables that do not coerce, so a broad request cannot pass on another's", () => {
    const judge = new BreadthJudge(schema, PAGE, undefined);
    const tooBroad = { limit: 100, similar: broad, withSimilar: true };
    // Execution refuses the first (its page is not a number); the second must still be refused for its breadth.
    expect(judged(judge, { ...tooBroad, page: "one" })).toBeUndefined();
    expect(judged(judge, { ...tooBroad, page: 1 })).toBe(GRAPHQL_LIMIT_CODES.breadth);
  });

  it("tells a variable left out, whose default applies, from one sent as null", () => {
    const withDefault = parse(`query Page($limit: Int = 100) { stories(limit: $limit) { id similar(limit: 100) { id } } }`);
    const judge = new BreadthJudge(schema, withDefault, "Page");
    expect(judge.refusal({ limit: null })).toBeUndefined();
    expect(judge.refusal({})?.extensions.code).toBe(GRAPHQL_LIMIT_CODES.breadth);
  });

  it("reads only the request's own variables, not those every object inherits", () => {
    const inherited = parse(`query Page($constructor: Int = 100) { stories(limit: $constructor) { id similar(limit: 100) { id } } }`);
    const judge = new BreadthJudge(schema, inherited, undefined);
    expect(judge.refusal({ constructor: null })).toBeUndefined();
    expect(judge.refusal({})?.extensions.code).toBe(GRAPHQL_LIMIT_CODES.breadth);
  });
});
