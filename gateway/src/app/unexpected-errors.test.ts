import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { insertStories } from "../test-support/story-fixtures";
import { testDatabaseKinds } from "../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../test-support/test-gateway";

const [sqlite] = testDatabaseKinds();

/** A catalogue card shows its blurb; without the column every page fails in a way no client should see. */
describe("an unexpected failure", () => {
  let gateway: TestGateway;
  const logged: string[] = [];

  beforeAll(async () => {
    gateway = await startTestGateway(sqlite!, { CATALOGUE_CACHE_TTL_MS: "0" });
    await insertStories(gateway, [{ id: "the-harbour-case" }]);
    await gateway.db.query("ALTER TABLE stories DROP COLUMN short_description");
    vi.spyOn(console, "error").mockImplementation((line: unknown) => {
      logged.push(String(line));
    });
  });
  afterEach(() => {
    logged.length = 0;
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await gateway.stop();
  });

  it("is masked in GraphQL and logged with the request's id", async () => {
    const response = await gateway.graphql('{ stories { total items { shortDescription } } }', undefined, { "x-request-id": "page-that-breaks" });
    expect(response.errors).toEqual([{ message: "Internal server error", path: ["stories"], extensions: { code: "INTERNAL_SERVER_ERROR" } }]);
    expect(JSON.stringify(response)).not.toMatch(/short_description|SQLITE/i);
    const entry = logged.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.event === "graphql.unexpected_error");
    expect(entry).toMatchObject({ level: "error", requestId: "page-that-breaks" });
    expect(JSON.stringify(entry)).toMatch(/short_description/);
  });

  it("is masked in REST with the shared code and logged with the request's id", async () => {
    const response = await fetch(`${gateway.baseUrl}/api-coldcase/stories`, { headers: { "x-request-id": "rest-page-that-breaks" } });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "Internal server error", errorCode: "INTERNAL_SERVER_ERROR" });
    const entry = logged.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.event === "http.unexpected_error");
    expect(entry).toMatchObject({ requestId: "rest-page-that-breaks" });
  });
});
