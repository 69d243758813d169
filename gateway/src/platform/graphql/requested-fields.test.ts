import { buildSchema, execute, type GraphQLResolveInfo, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { requestedFieldNames } from "./requested-fields";

const schema = buildSchema(`
  type Card { id: ID! title: String! city: String! cover: String! }
  type Page { total: Int! items: [Card!]! }
  type Query { page: Page! }
`);

/** Runs a query and returns what the root field's resolver was told each time. */
function requestedOn(query: string, runs = 1, path: readonly string[] = ["items"]): ReadonlySet<string>[] {
  const seen: ReadonlySet<string>[] = [];
  const document = parse(query);
  const rootValue = {
    page: (_args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
      seen.push(requestedFieldNames(info, path));
      return { total: 0, items: [] };
    },
  };
  for (let run = 0; run < runs; run += 1) execute({ schema, document, rootValue });
  return seen;
}

describe("the fields a query selects", () => {
  it("names the fields below a path, through fragments and aliases, and counts skipped ones as selected", () => {
    const [names] = requestedOn(`
      query { page { total items { ...CardFields heading: title ... on Card { city } cover @skip(if: true) } } }
      fragment CardFields on Card { id }
    `);
    expect(names && [...names].sort()).toEqual(["city", "cover", "id", "title"]);
  });

  it("gives each run of one parsed query the same answer, and another query its own", () => {
    const runs = requestedOn("query { page { items { id title } } }", 2);
    expect(runs[0]).toBe(runs[1]);
    const [other] = requestedOn("query { page { items { id city } } }");
    expect(other && [...other].sort()).toEqual(["city", "id"]);
    const [rootLevel] = requestedOn("query { page { total items { id } } }", 1, []);
    expect(rootLevel && [...rootLevel].sort()).toEqual(["items", "total"]);
  });
});
