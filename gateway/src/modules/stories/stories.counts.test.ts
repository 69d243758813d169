import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopConfig } from "../../platform/config";
import { systemContext } from "../../platform/request-context";
import { insertStories, storyRow } from "../../test-support/story-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../../test-support/test-gateway";
import { startTestIssuer, type TestIssuer } from "../../test-support/test-issuer";
import { StoryType } from "./story.enums";

const AUDIENCE = "https://shop.example.test/api-coldcase";
const TOTALS = `query {
  all: stories { total pages }
  thefts: stories(filter: { type: THEFT }) { total }
  murders: stories(filter: { type: MURDER }) { total }
  searched: stories(filter: { search: "lantern" }) { total items { id } }
}`;

interface Totals {
  all: number;
  pages: number;
  thefts: number;
  murders: number;
  searched: number;
}

interface TotalsAnswer {
  all: { total: number; pages: number };
  thefts: { total: number };
  murders: { total: number };
  searched: { total: number; items: { id: string }[] };
}

/** Counts are kept until the catalogue changes; every page shows the count as of the last committed write. */
describe.each(testDatabaseKinds())("catalogue counts after a write on $name", (kind) => {
  let issuer: TestIssuer;
  let writer: TestGateway;
  /** A second gateway on the same database, which hears of writes only when the test says so. */
  let other: TestGateway;
  const withIssuer = (database?: TestGateway) => (config: ShopConfig): ShopConfig => ({
    ...config,
    ...(database ? { database: database.platform.config.database } : {}),
    auth: { ...config.auth, issuer: issuer.issuer, jwksUri: issuer.jwksUri, audience: AUDIENCE },
  });
  const ctx = systemContext("test");

  beforeAll(async () => {
    issuer = await startTestIssuer();
    // No response or data cache: what is seen is the count cache's doing.
    writer = await startTestGateway(kind, { CATALOGUE_CACHE_TTL_MS: "0" }, withIssuer());
    other = await startTestGateway(kind, { CATALOGUE_CACHE_TTL_MS: "0", CACHE_SYNC_INTERVAL_MS: String(60 * 60 * 1000) }, withIssuer(writer));
    await insertStories(writer, [
      { id: "salt-marsh", type: StoryType.MURDER, title: "The Salt Marsh Lantern" },
      { id: "orchard", type: StoryType.MURDER },
      { id: "quarry", type: StoryType.THEFT },
    ]);
    await other.platform.generations.refresh();
  });
  afterAll(async () => {
    await other.stop();
    await writer.stop();
    await issuer.stop();
  });

  function signedIn(): Record<string, string> {
    const now = Math.floor(Date.now() / 1000);
    return { authorization: `Bearer ${issuer.sign({ iss: issuer.issuer, aud: AUDIENCE, sub: "user|counter", iat: now, exp: now + 600 })}` };
  }

  async function totals(gateway: TestGateway, headers: Record<string, string> = {}): Promise<Totals> {
    const response = await gateway.graphql<TotalsAnswer>(TOTALS, undefined, headers);
    expect(response.errors).toBeUndefined();
    const data = response.data!;
    // The count and the stories it counts are read apart; they must agree.
    expect(data.searched.items).toHaveLength(data.searched.total);
    return { all: data.all.total, pages: data.all.pages, thefts: data.thefts.total, murders: data.murders.total, searched: data.searched.total };
  }

  async function restTotal(gateway: TestGateway, query: string, headers: Record<string, string> = {}): Promise<number> {
    const response = await fetch(`${gateway.baseUrl}/api-coldcase/stories?${query}`, { headers });
    return ((await response.json()) as { total: number }).total;
  }

  it("counts a new story at once for anonymous and signed-in readers, in GraphQL and REST", async () => {
    const before = { all: 3, pages: 1, thefts: 1, murders: 2, searched: 1 };
    expect(await totals(writer)).toEqual(before);
    expect(await totals(writer, signedIn())).toEqual(before);
    expect(await restTotal(writer, "type=theft")).toBe(1);
    // Stories created together, not in key order, keep their own search words.
    const searched = await writer.graphql<TotalsAnswer>(TOTALS);
    expect(searched.data?.searched.items).toEqual([{ id: "salt-marsh" }]);

    const lanternTheft = storyRow({ id: "lantern-theft", title: "The Lantern Theft", type: StoryType.THEFT });
    await writer.platform.uow.run(ctx, (tx) => writer.modules.stories.services.createStories(tx, [lanternTheft]));

    const after = { all: 4, pages: 1, thefts: 2, murders: 2, searched: 2 };
    expect(await totals(writer)).toEqual(after);
    expect(await totals(writer, signedIn())).toEqual(after);
    expect(await restTotal(writer, "type=theft")).toBe(2);
    expect(await restTotal(writer, "type=theft", signedIn())).toBe(2);
  });

  it("moves a story between counts at once when an edit changes what it matches", async () => {
    const result = await writer.modules.stories.services.updateStory(ctx, "orchard", { type: StoryType.THEFT, title: "The Orchard Lantern" });
    expect(result.ok).toBe(true);
    const after = { all: 4, pages: 1, thefts: 3, murders: 1, searched: 3 };
    expect(await totals(writer)).toEqual(after);
    expect(await totals(writer, signedIn())).toEqual(after);
  });

  it("gives a signed-in reader of another gateway on a shared database the new count before that gateway hears of the write", async () => {
    // A SQLite file belongs to one gateway; only MySQL and MariaDB are shared.
    if (kind.name !== "mysql") return;
    // Anonymous readers of that gateway may see the catalogue as it last heard of it; a signed-in reader never does.
    const seenBefore = await totals(other, signedIn());
    await writer.modules.stories.services.updateStory(ctx, "quarry", { type: StoryType.MURDER });
    expect(await totals(other, signedIn())).toEqual({ ...seenBefore, thefts: seenBefore.thefts - 1, murders: seenBefore.murders + 1 });
  });

  it("keeps counting the same filter from memory until the catalogue changes", async () => {
    const generation = writer.platform.generations.current("catalogue");
    const first = await restTotal(writer, "type=murder");
    await writer.db.query("UPDATE stories SET type = 'theft' WHERE id = 'salt-marsh'");
    // A change behind the shop's back is not a catalogue write: the kept count stands.
    expect(await restTotal(writer, "type=murder")).toBe(first);
    expect(writer.platform.generations.current("catalogue")).toBe(generation);
  });
});
