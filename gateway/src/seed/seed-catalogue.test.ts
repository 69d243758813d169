import fs from "node:fs";
import sharp from "sharp";
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
    for (const url of [story.coverImage, story.smallCoverImage, story.thumbnailImage]) {
      const response = await fetch(`${gateway.baseUrl}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    expect((await fetch(`${gateway.baseUrl}/images/stories/covers/missing.webp`)).status).toBe(404);
  });

  it("stores each cover at phone width too, under the cover's own name", async () => {
    const story = await gateway.db.getRepository(Story).findOneByOrFail({ id: sample[0]!.slug });
    expect(story.smallCoverImage).toBe(`/images/stories/small-covers/${story.coverFile}`);
    const small = await sharp(await files.read("small-covers", story.coverFile)).metadata();
    expect(small).toMatchObject({ format: "webp", width: 720, height: 480 });
    expect((await files.read("small-covers", story.coverFile)).byteLength).toBeLessThan((await files.read("covers", story.coverFile)).byteLength / 2);
  });

  it("makes the small cover of a cover stored without one once, however many ask for it at the same time", async () => {
    const story = await gateway.db.getRepository(Story).findOneByOrFail({ id: sample[1]!.slug });
    await files.remove("small-covers", story.coverFile);
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetch(`${gateway.baseUrl}${story.smallCoverImage}`)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("image/webp");
      expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 720, height: 480 });
    }
    expect(await files.exists("small-covers", story.coverFile)).toBe(true);
    expect(fs.readdirSync(`${gateway.dataDir}/images/stories/small-covers`).filter((name) => name.includes(".partial"))).toEqual([]);
    const stored = await fetch(`${gateway.baseUrl}${story.smallCoverImage}`);
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(await files.read("small-covers", story.coverFile))).toBe(true);
  });

  it("makes no small cover for a cover the shop does not have, nor for a name that is not a cover's", async () => {
    for (const name of ["missing-0123456789ab.webp", "..%2F..%2Fkits%2Fx.pdf", "Upper-Case.webp", "cover.png"]) {
      const answer = await fetch(`${gateway.baseUrl}/images/stories/small-covers/${name}`);
      expect(answer.status, name).toBeGreaterThanOrEqual(400);
      expect(answer.status, name).toBeLessThan(500);
    }
    expect(fs.readdirSync(`${gateway.dataDir}/images/stories/small-covers`).filter((name) => !name.endsWith(".webp") || name.startsWith("missing"))).toEqual([]);
  });

  it("never serves kit files publicly", async () => {
    const story = await gateway.db.getRepository(Story).findOneByOrFail({ id: sample[0]!.slug });
    const response = await fetch(`${gateway.baseUrl}/images/stories/../../kits/${story.kitFile}`);
    expect(response.headers.get("content-type") ?? "").not.toMatch(/pdf/);
  });
});
