import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FileStore } from "../platform/file-store";
import { systemContext } from "../platform/request-context";
import { Sponsorship } from "../modules/stories/sponsorship.entity";
import { Story } from "../modules/stories/story.entity";
import { StorySort } from "../modules/stories/story.enums";
import { lengthBandOf } from "../modules/stories/story-facets";
import { testDatabaseKinds } from "../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../test-support/test-gateway";
import { loadSeedCatalogue } from "./catalogue";
import type { SeedStory } from "./catalogue/seed-story";
import { seedCatalogue } from "./seed-catalogue";

let sample: SeedStory[] = [];
beforeAll(async () => {
  const catalogue = await loadSeedCatalogue();
  sample = [
    catalogue.find((story) => story.sponsorName !== undefined)!,
    catalogue.find((story) => story.available === false)!,
    catalogue.find((story) => story.featured === true)!,
  ];
});

describe.each(testDatabaseKinds())("seeding the catalogue on $name", (kind) => {
  let gateway: TestGateway;
  let files: FileStore;

  beforeAll(async () => {
    gateway = await startTestGateway(kind);
    files = new FileStore(gateway.dataDir);
  });
  afterAll(async () => {
    await gateway.stop();
  });

  it("loads stories with their artwork, kit and sponsorship, and adds nothing the second time", async () => {
    const target = { uow: gateway.platform.uow, stories: gateway.modules.stories.services, files };
    expect(await seedCatalogue(systemContext("test"), target, sample)).toBe(3);
    expect(await seedCatalogue(systemContext("test"), target, sample)).toBe(0);
    expect(await gateway.db.getRepository(Story).count()).toBe(3);
    expect(await gateway.db.getRepository(Sponsorship).countBy({ storyId: sample[0]!.slug })).toBe(1);

    const stored = await gateway.db.getRepository(Story).findOneByOrFail({ id: sample[1]!.slug });
    expect(stored.isAvailable).toBe(false);
    expect(fs.existsSync(files.pathOf("kits", stored.kitFile))).toBe(true);
    expect(stored.coverFile).toMatch(new RegExp(`^${stored.id}-[0-9a-f]{12}\\.webp$`));
  });

  it("gives each story its game-night facets from the data, found by the catalogue's facet filters", async () => {
    const seed = sample[2]!;
    const stored = await gateway.db.getRepository(Story).findOneByOrFail({ id: seed.slug });
    expect(stored).toMatchObject({
      playersMin: seed.players.min,
      playersMax: seed.players.max,
      playersBest: seed.players.best,
      lengthMinutes: seed.lengthMinutes,
      length: lengthBandOf(seed.lengthMinutes),
      difficulty: seed.difficulty,
    });
    const stories = gateway.modules.stories.services;
    const found = await stories.list(systemContext("test"), {
      filters: { players: seed.players.max, length: lengthBandOf(seed.lengthMinutes), difficulty: seed.difficulty },
      sort: StorySort.TITLE,
      page: 1,
      limit: 10,
    });
    expect(found.ok && found.value.items.map((story) => story.id)).toContain(seed.slug);
    const tooMany = await stories.list(systemContext("test"), { filters: { players: seed.players.max + 1 }, sort: StorySort.TITLE, page: 1, limit: 10 });
    expect(tooMany.ok && tooMany.value.items.map((story) => story.id)).not.toContain(seed.slug);
  });

  it("serves the images at the normalised paths with a long cache lifetime", async () => {
    const story = await gateway.db.getRepository(Story).findOneByOrFail({ id: sample[0]!.slug });
    for (const url of [story.coverImage, story.thumbnailImage]) {
      const response = await fetch(`${gateway.baseUrl}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    expect((await fetch(`${gateway.baseUrl}/images/stories/covers/missing.webp`)).status).toBe(404);
  });

  it("never serves kit files publicly", async () => {
    const story = await gateway.db.getRepository(Story).findOneByOrFail({ id: sample[0]!.slug });
    const response = await fetch(`${gateway.baseUrl}/images/stories/../../kits/${story.kitFile}`);
    expect(response.headers.get("content-type") ?? "").not.toMatch(/pdf/);
  });
});
