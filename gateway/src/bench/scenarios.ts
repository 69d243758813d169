export interface Scenario {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
  /** Fraction of the bare server's throughput the gateway must reach, when the issue sets one. */
  minRatio?: number;
}

const CARD_FIELDS = "id title city region type context shortDescription downloads isAvailable isSponsored thumbnailImage";

function graphqlBody(query: string, variables: Record<string, unknown>): string {
  return JSON.stringify({ query, variables });
}

export const SCENARIOS: Scenario[] = [
  {
    name: "GraphQL catalogue (page 1, 16, by downloads)",
    method: "POST",
    path: "/graphql",
    body: graphqlBody(
      `query Catalogue($limit: Int!) { stories(limit: $limit, sort: DOWNLOADS) { total pages currentPage hasMore endCursor items { ${CARD_FIELDS} } } }`,
      { limit: 16 },
    ),
    minRatio: 0.15,
  },
  {
    name: "GraphQL search + type filter",
    method: "POST",
    path: "/graphql",
    body: graphqlBody(
      `query Search($filter: StoryFilter) { stories(filter: $filter, limit: 16) { total items { ${CARD_FIELDS} } } }`,
      { filter: { search: "harbour", type: "MURDER" } },
    ),
  },
  {
    name: "GraphQL story + similar stories",
    method: "POST",
    path: "/graphql",
    body: graphqlBody(
      `query Story($id: ID!) { story(id: $id) { ${CARD_FIELDS} longDescription priceCents coverImage dateAdded sponsor { name } similarStories { ${CARD_FIELDS} } } }`,
      { id: "synthetic-000042" },
    ),
  },
  {
    name: "REST GET /stories",
    method: "GET",
    path: "/api-coldcase/stories?page=1&limit=16&sort=downloads",
    minRatio: 0.25,
  },
];
