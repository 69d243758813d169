import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Shop, type ShopClient, startShop, type TestUser } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";

const CUSTOMER: TestUser = { sub: "user|customer", email: "customer@example.test", emailVerified: true };
const RANGE = { from: "2026-11-01T00:00:00.000Z", to: "2026-11-25T00:00:00.000Z" };

const GRAPHQL_FIELDS: [string, string][] = [
  ["analyticsReport", "query($range: AnalyticsRangeInput!) { analyticsReport(range: $range) { sessions funnel { views } } }"],
  ["analyticsSessions", "query($range: AnalyticsRangeInput!) { analyticsSessions(range: $range) { items { id } hasMore } }"],
];
const REST_ROUTES = ["/api-coldcase/funnel/analytics", "/api-coldcase/funnel/sessions"];

describe.each(testDatabaseKinds())("who may read the analytics on $name", (kind) => {
  let shop: Shop;
  const callers: [string, () => ShopClient, number, string | null][] = [
    ["a visitor", () => shop.visitor(), 401, "UNAUTHENTICATED"],
    ["a customer", () => shop.as(CUSTOMER), 403, "FORBIDDEN"],
    ["an admin", () => shop.admin(), 200, null],
  ];

  beforeAll(async () => {
    shop = await startShop(kind);
  });
  afterAll(async () => {
    await shop.stop();
  });

  describe.each(callers)("%s", (_who, client, status, errorCode) => {
    it.each(GRAPHQL_FIELDS)("GraphQL %s", async (field, query) => {
      const answer = await client().graphql<Record<string, unknown>>(query, { range: RANGE });
      expect(answer.status).toBe(status);
      if (errorCode === null) expect(answer.data?.[field]).toBeTruthy();
      else expect(answer.errors?.[0]?.extensions?.code).toBe(errorCode);
    });

    it.each(REST_ROUTES)("GET %s", async (route) => {
      const response = await client().request(route);
      expect(response.status).toBe(status);
      if (errorCode !== null) expect(response.json()).toMatchObject({ errorCode });
    });
  });
});
