import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { houseCoverArtwork, houseCoverBaseName, isHouseCover } from "./house-cover";
import { StoryContext, StoryType } from "./story.enums";

const STORY = {
  id: "the-lamp-room-ledger",
  title: "The Lamp Room Ledger",
  city: "Hobart",
  type: StoryType.THEFT,
  context: StoryContext.LOW_TECH,
  shortDescription: "A keeper's logbook goes missing from the lighthouse.",
};

describe("a house cover", () => {
  it("is the cover and 4:3 thumbnail of the seeded catalogue's style, the same every time for the same story", async () => {
    const [first, second] = [await houseCoverArtwork(STORY), await houseCoverArtwork(STORY)];
    expect(await sharp(first.cover).metadata()).toMatchObject({ format: "webp", width: 1200, height: 800 });
    expect(await sharp(first.thumbnail).metadata()).toMatchObject({ format: "webp", width: 640, height: 480 });
    expect(first.cover.equals(second.cover)).toBe(true);
  });

  it("changes with the words printed on it", async () => {
    const renamed = await houseCoverArtwork({ ...STORY, title: "The Lamp Room Inquest" });
    expect(renamed.cover.equals((await houseCoverArtwork(STORY)).cover)).toBe(false);
  });

  it("is told apart from an uploaded cover by its file name", () => {
    expect(houseCoverBaseName("old-house")).toBe("old-house-house");
    expect(isHouseCover({ id: "old-house", coverFile: "old-house-house-0123456789ab.webp" })).toBe(true);
    expect(isHouseCover({ id: "old-house", coverFile: "old-house-0123456789ab.webp" })).toBe(false);
    expect(isHouseCover({ id: "old", coverFile: "old-house-0123456789ab.webp" })).toBe(true);
  });
});
