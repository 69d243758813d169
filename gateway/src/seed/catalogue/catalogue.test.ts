import { describe, expect, it } from "vitest";
import { StoryContext, StoryRegion, StoryType } from "../../modules/stories/story.enums";
import { CATALOGUE } from "./index";

describe("the shop's seed catalogue", () => {
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
