import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertStories } from "../../test-support/story-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../../test-support/test-gateway";
import { StoryType } from "./story.enums";

interface StoryFields {
  __type: { fields: { name: string; type: { kind: string; ofType: { kind: string } | null } }[] };
}

/** A catalogue page reads only the columns its query selects; whatever it selects must come back as the story page's. */
describe.each(testDatabaseKinds())("stories read for what the query selects on $name", (kind) => {
  let gateway: TestGateway;
  let everyField: string;

  beforeAll(async () => {
    gateway = await startTestGateway(kind, { CATALOGUE_CACHE_TTL_MS: "0" });
    await insertStories(gateway, [
      { id: "lantern-case", title: "The Lantern Case", type: StoryType.THEFT, sponsorName: "Ada's Bookshop", downloads: 9, videoUrl: "https://video.example.test/lantern" },
      { id: "quarry-case", title: "The Quarry Case", type: StoryType.THEFT, downloads: 3, featured: true },
    ]);
    const described = await gateway.graphql<StoryFields>('{ __type(name: "Story") { fields { name type { kind ofType { kind } } } } }');
    everyField = described
      .data!.__type.fields.map(({ name, type }) => {
        const leaf = type.kind === "SCALAR" || type.kind === "ENUM" || (type.kind === "NON_NULL" && type.ofType?.kind !== "OBJECT" && type.ofType?.kind !== "LIST");
        if (leaf) return name;
        if (name === "sponsor") return "sponsor { name }";
        if (name === "similarStories") return "similarStories(limit: 1) { id title thumbnailImage }";
        if (name === "sponsorshipOffer") return "sponsorshipOffer { productId priceCents creditsEarned }";
        throw new Error(`Story has a field this test does not know: ${name}`);
      })
      .join(" ");
  });
  afterAll(async () => {
    await gateway.stop();
  });

  it("answers every field of a page's stories through fragments as the story page does", async () => {
    const page = await gateway.graphql<{ stories: { items: Record<string, unknown>[] }; featuredStories: Record<string, unknown>[] }>(
      `query { stories(sort: DOWNLOADS) { items { id ... on Story { title } ...Everything } } featuredStories { ...Everything } }
       fragment Everything on Story { ${everyField} }`,
    );
    expect(page.errors).toBeUndefined();
    for (const item of [...page.data!.stories.items, ...page.data!.featuredStories]) {
      const single = await gateway.graphql<{ story: Record<string, unknown> }>(`query($id: ID!) { story(id: $id) { ${everyField} } }`, { id: item.id });
      expect(item).toEqual(single.data!.story);
    }
    expect(page.data!.stories.items.map((item) => [item.id, (item.sponsor as { name: string } | null)?.name ?? null])).toEqual([
      ["lantern-case", "Ada's Bookshop"],
      ["quarry-case", null],
    ]);
  });

  it("reads a page that selects nothing of its stories, and keeps its cursor", async () => {
    const first = await gateway.graphql<{ stories: { total: number; hasMore: boolean; endCursor: string } }>("{ stories(limit: 1, sort: TITLE) { total hasMore endCursor } }");
    expect(first.data?.stories).toMatchObject({ total: 2, hasMore: true });
    const next = await gateway.graphql<{ stories: { items: { id: string }[] } }>("query($after: String) { stories(limit: 1, sort: TITLE, after: $after) { items { id } } }", {
      after: first.data!.stories.endCursor,
    });
    expect(next.data?.stories.items).toEqual([{ id: "quarry-case" }]);
  });
});
