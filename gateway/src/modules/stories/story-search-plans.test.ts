import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertStories, type StoryFixture } from "../../test-support/story-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../../test-support/test-gateway";
import { StoryType } from "./story.enums";
import { searchPlanFor } from "./story-filters";

const STORIES = 60;

/** Every story has "Alpha" in its title, a few "Zulu" too; half are thefts. */
function catalogue(): StoryFixture[] {
  return Array.from({ length: STORIES }, (_unused, index) => ({
    id: `case-${String(index).padStart(2, "0")}`,
    title: `Alpha ${index % 7} ${index % 20 === 0 ? "Zulu" : "Case"} ${index}`,
    type: index % 2 === 0 ? StoryType.THEFT : StoryType.MURDER,
    downloads: (index * 37) % 11,
  }));
}

interface Page {
  stories: { total: number; hasMore: boolean; endCursor: string | null; items: { id: string }[] };
}

describe("the search plan", () => {
  it("walks the order when most stories match and lists the matches when few do", () => {
    expect(searchPlanFor({ matches: 60, scope: 60, depth: 3 })).toBe("walk");
    expect(searchPlanFor({ matches: 3, scope: 60, depth: 3 })).toBe("list");
    expect(searchPlanFor({ matches: 60, scope: 60, depth: 60 })).toBe("list");
    // At 100,000 stories, a word in one story of a hundred is listed; one in most of them is walked.
    expect(searchPlanFor({ matches: 1_000, scope: 100_000, depth: 17 })).toBe("list");
    expect(searchPlanFor({ matches: 80_000, scope: 100_000, depth: 129 })).toBe("walk");
  });
});

describe.each(testDatabaseKinds())("searching broad and narrow words on $name", (kind) => {
  let gateway: TestGateway;
  const stories = catalogue();

  beforeAll(async () => {
    gateway = await startTestGateway(kind, { CATALOGUE_CACHE_TTL_MS: "0" });
    await insertStories(gateway, stories);
  });
  afterAll(async () => {
    await gateway.stop();
  });

  /** Every page of a search in title order, by page number and by cursor. */
  async function everyPage(search: string, type?: StoryType): Promise<{ byPage: string[]; byCursor: string[]; total: number }> {
    const filter = { search, ...(type ? { type: type === StoryType.THEFT ? "THEFT" : "MURDER" } : {}) };
    const query = "query($filter: StoryFilter, $page: Int, $after: String) { stories(filter: $filter, sort: TITLE, limit: 2, page: $page, after: $after) { total hasMore endCursor items { id } } }";
    const byPage: string[] = [];
    const byCursor: string[] = [];
    let total = 0;
    for (let page = 1; ; page += 1) {
      const answer = (await gateway.graphql<Page>(query, { filter, page })).data!.stories;
      total = answer.total;
      byPage.push(...answer.items.map((item) => item.id));
      if (!answer.hasMore) break;
    }
    let after: string | null = null;
    do {
      const answer: Page["stories"] = (await gateway.graphql<Page>(query, { filter, after })).data!.stories;
      byCursor.push(...answer.items.map((item) => item.id));
      after = answer.hasMore ? answer.endCursor : null;
    } while (after !== null);
    return { byPage, byCursor, total };
  }

  function expected(word: string, type?: StoryType): string[] {
    return stories
      .filter((story) => story.title!.toLowerCase().includes(word) && (type === undefined || story.type === type))
      .sort((a, b) => (a.title! < b.title! ? -1 : a.title! > b.title! ? 1 : a.id < b.id ? -1 : 1))
      .map((story) => story.id);
  }

  it.each([
    ["a word in every story", "alp", undefined],
    ["a word in every story, among thefts", "alpha", StoryType.THEFT],
    ["a word in most stories", "cas", undefined],
    ["a word in a few stories", "zul", undefined],
    ["a word in a few stories, among murders", "zulu", StoryType.MURDER],
    ["two words, one broad and one narrow", "alpha zulu", undefined],
  ])("finds %s, page by page and by cursor", async (_name, search, type) => {
    const want = expected(search.split(" ").at(-1)!, type).filter((id) => expected(search.split(" ")[0]!, type).includes(id));
    const found = await everyPage(search, type);
    expect(found.total).toBe(want.length);
    expect(found.byPage).toEqual(want);
    expect(found.byCursor).toEqual(want);
  });
});
