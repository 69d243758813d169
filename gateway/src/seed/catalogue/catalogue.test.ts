import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { StoryContext, StoryDifficulty, StoryLength, StoryRegion, StoryType } from "../../modules/stories/story.enums";
import { lengthBandOf } from "../../modules/stories/story-facets";
import { harbourStory } from "../kits/test-fixtures";
import { loadSeedCatalogue } from "./index";
import type { SeedStory } from "./seed-story";

describe("the shop's seed catalogue", () => {
  let CATALOGUE: SeedStory[] = [];
  beforeAll(async () => {
    CATALOGUE = await loadSeedCatalogue();
  });

  it("has at least 60 stories with unique slugs, titles and product-id-safe lengths", () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CATALOGUE.map((story) => story.slug)).size).toBe(CATALOGUE.length);
    expect(new Set(CATALOGUE.map((story) => story.title)).size).toBe(CATALOGUE.length);
    for (const story of CATALOGUE) {
      expect(story.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(story.slug.length).toBeLessThanOrEqual(50);
    }
  });

  it("covers every region, type and context", () => {
    expect(new Set(CATALOGUE.map((story) => story.region))).toEqual(new Set(Object.values(StoryRegion)));
    expect(new Set(CATALOGUE.map((story) => story.type))).toEqual(new Set(Object.values(StoryType)));
    expect(new Set(CATALOGUE.map((story) => story.context))).toEqual(new Set(Object.values(StoryContext)));
  });

  it("has featured, coming-soon and sponsored stories", () => {
    expect(CATALOGUE.filter((story) => story.featured).length).toBeGreaterThanOrEqual(6);
    expect(CATALOGUE.filter((story) => story.available === false).length).toBeGreaterThanOrEqual(4);
    expect(CATALOGUE.filter((story) => story.sponsorName !== undefined).length).toBeGreaterThanOrEqual(8);
  });

  it("was added over two years, with download counts", () => {
    const days = CATALOGUE.map((story) => story.addedDaysAgo);
    expect(Math.min(...days)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...days)).toBeGreaterThan(600);
    expect(Math.max(...days)).toBeLessThanOrEqual(730);
    expect(CATALOGUE.filter((story) => story.downloads > 0).length).toBeGreaterThan(50);
  });

  it("has short, medium and long copy of the promised lengths", () => {
    for (const story of CATALOGUE) {
      expect(story.shortDescription.length, story.slug).toBeLessThanOrEqual(140);
      expect(story.mediumDescription.length, story.slug).toBeGreaterThan(story.shortDescription.length);
      expect(story.longDescription.split("\n\n").length, story.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it("sets every game night as the FAQ promises: 1 to 8 players (best 2 to 6), mostly 60 to 90 minutes, every difficulty", () => {
    for (const story of CATALOGUE) {
      expect(story.players.min, story.slug).toBeGreaterThanOrEqual(1);
      expect(story.players.max, story.slug).toBeLessThanOrEqual(8);
      expect(story.players.best, story.slug).toBeGreaterThanOrEqual(2);
      expect(story.players.best, story.slug).toBeLessThanOrEqual(6);
    }
    const sixtyToNinety = CATALOGUE.filter((story) => story.lengthMinutes >= 60 && story.lengthMinutes <= 90);
    expect(sixtyToNinety.length).toBeGreaterThan(CATALOGUE.length / 2);
    expect(new Set(CATALOGUE.map((story) => lengthBandOf(story.lengthMinutes)))).toEqual(new Set(Object.values(StoryLength)));
    expect(new Set(CATALOGUE.map((story) => story.difficulty))).toEqual(new Set(Object.values(StoryDifficulty)));
  });

  it("makes brain teasers the quickest cases and murders the longest, on average", () => {
    const averageLength = (type: StoryType) => {
      const ofType = CATALOGUE.filter((story) => story.type === type);
      return ofType.reduce((sum, story) => sum + story.lengthMinutes, 0) / ofType.length;
    };
    expect(averageLength(StoryType.BRAIN_TEASER)).toBeLessThan(averageLength(StoryType.THEFT));
    expect(averageLength(StoryType.THEFT)).toBeLessThan(averageLength(StoryType.MURDER));
  });

  it("gives every kit a solvable case: 3 to 5 suspects, one of them the culprit, and evidence", () => {
    for (const story of CATALOGUE) {
      const names = story.kit.suspects.map((suspect) => suspect.name);
      expect(names.length, story.slug).toBeGreaterThanOrEqual(3);
      expect(names.length, story.slug).toBeLessThanOrEqual(5);
      expect(names, story.slug).toContain(story.kit.culprit);
      expect(story.kit.evidence.length, story.slug).toBeGreaterThanOrEqual(5);
    }
  });
});

describe("loading a seed catalogue folder", () => {
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
  });

  /** Writes each entry as `<name>.json` holding the given stories, and returns the folder. */
  async function catalogueFolder(files: Record<string, readonly unknown[]>): Promise<string> {
    const folder = await mkdtemp(path.join(os.tmpdir(), "seed-catalogue-"));
    folders.push(folder);
    await Promise.all(Object.entries(files).map(([name, stories]) => writeFile(path.join(folder, `${name}.json`), JSON.stringify(stories))));
    return folder;
  }

  const where = 'stories.json, story at index 1 ("the-pilot-who-never-docked")';
  const loadingOneBrokenStory = async (broken: object) =>
    loadSeedCatalogue(await catalogueFolder({ stories: [{ ...harbourStory, slug: "a-valid-neighbour" }, broken] }));

  it("loads valid files in file-name order", async () => {
    const folder = await catalogueFolder({ second: [{ ...harbourStory, slug: "second-story" }], first: [harbourStory] });
    expect((await loadSeedCatalogue(folder)).map((story) => story.slug)).toEqual([harbourStory.slug, "second-story"]);
  });

  it("rejects a value outside an enum", async () => {
    await expect(loadingOneBrokenStory({ ...harbourStory, region: "Atlantis" })).rejects.toThrow(`${where}, region: Invalid option`);
  });

  it("rejects a short description over 140 characters", async () => {
    await expect(loadingOneBrokenStory({ ...harbourStory, shortDescription: "x".repeat(141) })).rejects.toThrow(`${where}, shortDescription: Too big`);
  });

  it("rejects players out of order, naming the field", async () => {
    await expect(loadingOneBrokenStory({ ...harbourStory, players: { min: 4, max: 3, best: 3 } })).rejects.toThrow(
      `${where}, players.max: The most players (3) must be at least the fewest (4)`,
    );
    await expect(loadingOneBrokenStory({ ...harbourStory, players: { min: 2, max: 6, best: 7 } })).rejects.toThrow(
      `${where}, players.best: The best number of players (7) must lie between 2 and 6`,
    );
    await expect(loadingOneBrokenStory({ ...harbourStory, players: { min: 0, max: 6, best: 4 } })).rejects.toThrow(`${where}, players.min: Too small`);
  });

  it("rejects a length outside 15 to 600 minutes and an unknown difficulty", async () => {
    await expect(loadingOneBrokenStory({ ...harbourStory, lengthMinutes: 601 })).rejects.toThrow(`${where}, lengthMinutes: Too big`);
    await expect(loadingOneBrokenStory({ ...harbourStory, difficulty: "fiendish" })).rejects.toThrow(`${where}, difficulty: Invalid option`);
  });

  it("rejects a story without its game-night facets", async () => {
    const { players: _players, ...withoutPlayers } = harbourStory;
    await expect(loadingOneBrokenStory(withoutPlayers)).rejects.toThrow(`${where}, players: Invalid input`);
  });

  it("rejects a culprit who is not one of the suspects", async () => {
    const kit = { ...harbourStory.kit, culprit: "Nobody In Particular" };
    await expect(loadingOneBrokenStory({ ...harbourStory, kit })).rejects.toThrow(`${where}, kit.culprit: Culprit "Nobody In Particular" is not one of the suspects`);
  });

  it("rejects an unknown key, so a misspelt field is not silently ignored", async () => {
    await expect(loadingOneBrokenStory({ ...harbourStory, featurd: true })).rejects.toThrow(`${where}, (the story itself): Unrecognized key: "featurd"`);
  });

  it("rejects a slug used twice, naming both places", async () => {
    const folder = await catalogueFolder({ americas: [harbourStory], europe: [{ ...harbourStory, title: "Another Title" }] });
    await expect(loadSeedCatalogue(folder)).rejects.toThrow(
      `Slug "${harbourStory.slug}" is used more than once: americas.json, story at index 0; europe.json, story at index 0`,
    );
  });
});
