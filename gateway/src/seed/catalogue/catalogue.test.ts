import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { StoryContext, StoryRegion, StoryType } from "../../modules/stories/story.enums";
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
