import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopConfig } from "../platform/config";
import { systemContext } from "../platform/request-context";
import { insertStories } from "../test-support/story-fixtures";
import { testDatabaseKinds } from "../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../test-support/test-gateway";
import { startTestIssuer, type TestIssuer } from "../test-support/test-issuer";

const AUDIENCE = "https://shop.example.test/api-coldcase";
const STORY_QUERY = 'query { story(id: "harbour-case") { title } }';
const SEARCH_QUERY = 'query { stories(filter: { search: "lighthouse" }) { total items { id } } }';

interface StoryAnswer {
  story: { title: string };
}

async function restTitle(gateway: TestGateway, headers: Record<string, string> = {}): Promise<{ title: string; cache: string | null }> {
  const response = await fetch(`${gateway.baseUrl}/api-coldcase/stories/harbour-case`, { headers });
  return { title: ((await response.json()) as { title: string }).title, cache: response.headers.get("x-cache") };
}

async function graphqlTitle(gateway: TestGateway, headers: Record<string, string> = {}): Promise<string | undefined> {
  return (await gateway.graphql<StoryAnswer>(STORY_QUERY, undefined, headers)).data?.story.title;
}

describe.each(testDatabaseKinds())("catalogue caches after a write on $name", (kind) => {
  let issuer: TestIssuer;
  let writer: TestGateway;
  /** A second gateway on the same database, as behind a load balancer. */
  let other: TestGateway;
  const withIssuer = (database?: TestGateway) => (config: ShopConfig): ShopConfig => ({
    ...config,
    ...(database ? { database: database.platform.config.database } : {}),
    auth: { ...config.auth, issuer: issuer.issuer, jwksUri: issuer.jwksUri, audience: AUDIENCE },
  });

  beforeAll(async () => {
    issuer = await startTestIssuer();
    writer = await startTestGateway(kind, {}, withIssuer());
    // The other gateway looks for writes only when the test says so.
    other = await startTestGateway(kind, { CACHE_SYNC_INTERVAL_MS: String(60 * 60 * 1000) }, withIssuer(writer));
    await insertStories(writer, [{ id: "harbour-case", title: "The Harbour Case" }]);
    await other.platform.generations.refresh();
  });
  afterAll(async () => {
    await other.stop();
    await writer.stop();
    await issuer.stop();
  });

  function bearer(): Record<string, string> {
    const now = Math.floor(Date.now() / 1000);
    return { authorization: `Bearer ${issuer.sign({ iss: issuer.issuer, aud: AUDIENCE, sub: "user|reader", iat: now, exp: now + 600 })}` };
  }

  it("shows a change at once in GraphQL and REST, although both answers were cached", async () => {
    for (const gateway of [writer, other]) {
      expect(await graphqlTitle(gateway)).toBe("The Harbour Case");
      await restTitle(gateway);
      expect(await restTitle(gateway)).toEqual({ title: "The Harbour Case", cache: "HIT" });
    }
    expect((await writer.graphql<{ stories: { total: number } }>(SEARCH_QUERY)).data?.stories.total).toBe(0);

    const result = await writer.modules.stories.services.updateStory(systemContext("test"), "harbour-case", { title: "The Lighthouse Case" });
    expect(result.ok).toBe(true);

    expect(await graphqlTitle(writer)).toBe("The Lighthouse Case");
    expect((await restTitle(writer)).title).toBe("The Lighthouse Case");
    expect((await writer.graphql<{ stories: { items: { id: string }[] } }>(SEARCH_QUERY)).data?.stories.items).toEqual([{ id: "harbour-case" }]);
  });

  it("lets a signed-in reader on another gateway see the change before that gateway hears of it", async () => {
    expect(await graphqlTitle(other)).toBe("The Harbour Case");
    expect(await graphqlTitle(other, bearer())).toBe("The Lighthouse Case");
    expect((await restTitle(other, bearer())).title).toBe("The Lighthouse Case");
  });

  it("reaches every anonymous reader of another gateway on its next look at the generations", async () => {
    await other.platform.generations.refresh();
    expect(await graphqlTitle(other)).toBe("The Lighthouse Case");
    expect((await restTitle(other)).title).toBe("The Lighthouse Case");
  });

  it("refuses to change a story that does not exist, and invalidates nothing", async () => {
    const before = writer.platform.generations.current("catalogue");
    const result = await writer.modules.stories.services.updateStory(systemContext("test"), "no-such-case", { title: "Nothing" });
    expect(result).toMatchObject({ ok: false, error: { errorCode: "STORY_NOT_FOUND" } });
    expect(writer.platform.generations.current("catalogue")).toBe(before);
  });
});
