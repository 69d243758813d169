import { describe, expect, it } from "vitest";
import type { StoryDraft } from "./story-draft";
import { StoryContext, StoryDifficulty, StoryRegion, StoryType } from "./story.enums";
import { checkStoryDraft, storyIdProblems } from "./story-rules";

const DRAFT: StoryDraft = {
  title: "The Salt Marsh Ledger",
  city: "Savannah",
  region: StoryRegion.USA,
  type: StoryType.MURDER,
  context: StoryContext.LOW_TECH,
  shortDescription: "A bookkeeper dies at the foot of the back stairs.",
  mediumDescription: "A bookkeeper dies. A ledger page burns. Four people had reason.",
  longDescription: "First paragraph.\n\nSecond paragraph.",
  videoUrl: null,
  priceCents: 1495,
  isAvailable: false,
  isFeatured: false,
  playersMin: 2,
  playersMax: 6,
  playersBest: 4,
  lengthMinutes: 90,
  difficulty: StoryDifficulty.MEDIUM,
};

const errorsOf = (changes: Partial<StoryDraft>, story = { hasKitFile: true }) => {
  const checked = checkStoryDraft({ ...DRAFT, ...changes }, story);
  return checked.ok ? {} : checked.error.details;
};

describe("the rules of a story the operator submits", () => {
  it("takes a complete story and tidies it: text trimmed, Windows line breaks made plain, an empty video URL null", () => {
    const checked = checkStoryDraft({ ...DRAFT, title: "  The Salt Marsh Ledger ", longDescription: "One.\r\n\r\nTwo.\r\n", videoUrl: " " }, { hasKitFile: false });
    expect(checked).toEqual({ ok: true, value: { ...DRAFT, longDescription: "One.\n\nTwo.", videoUrl: null } });
  });

  it.each([
    [{ title: "   " }, { title: "Enter the title." }],
    [{ title: "x".repeat(161) }, { title: "Title can be at most 160 characters." }],
    [{ title: "Two\nlines" }, { title: "Title: Use ordinary characters: no line breaks, tabs or other control characters." }],
    [{ city: "" }, { city: "Enter the city." }],
    [{ city: "x".repeat(81) }, { city: "City can be at most 80 characters." }],
    [{ shortDescription: "x".repeat(281) }, { shortDescription: "Short description can be at most 280 characters." }],
    [{ mediumDescription: "x".repeat(1001) }, { mediumDescription: "Medium description can be at most 1,000 characters." }],
    [{ longDescription: "x".repeat(10_001) }, { longDescription: "Long description can be at most 10,000 characters." }],
    [{ longDescription: "Tabs\tinside" }, { longDescription: "Long description: use ordinary characters and line breaks only, no tabs or other control characters." }],
    [{ region: "Atlantis" as StoryRegion }, { region: "Region must be one of: USA, Canada, Australia, Europe, Asia, Africa, South America." }],
    [{ type: "heist" as StoryType }, { type: "Type must be one of: murder, theft, brain teaser." }],
    [{ context: "steampunk" as StoryContext }, { context: "Context must be one of: high tech, low tech." }],
    [{ difficulty: "fiendish" as StoryDifficulty }, { difficulty: "Difficulty must be one of: easy, medium, hard." }],
    [{ priceCents: -1 }, { priceCents: "Price must be a whole number of cents from 0 to 100000 ($1,000.00)." }],
    [{ priceCents: 100_001 }, { priceCents: "Price must be a whole number of cents from 0 to 100000 ($1,000.00)." }],
    [{ priceCents: 14.95 }, { priceCents: "Price must be a whole number of cents from 0 to 100000 ($1,000.00)." }],
  ] as const)("refuses %j with its own message", (changes, expected) => {
    expect(errorsOf(changes)).toEqual(expected);
  });

  it("takes a price of 0 and of exactly $1,000", () => {
    expect(errorsOf({ priceCents: 0 })).toEqual({});
    expect(errorsOf({ priceCents: 100_000 })).toEqual({});
  });

  it.each([
    ["http://www.youtube.com/watch?v=abc", "Video URL must be a full https:// address, such as https://www.youtube.com/watch?v=…"],
    ["javascript:alert(1)", "Video URL must be a full https:// address, such as https://www.youtube.com/watch?v=…"],
    ["www.youtube.com/watch?v=abc", "Video URL must be a full https:// address, such as https://www.youtube.com/watch?v=…"],
    ["https://user:secret@video.example/trailer", "Video URL must not carry a user name or password."],
    [`https://video.example/${"x".repeat(500)}`, "Video URL can be at most 500 characters."],
  ])("refuses the video URL %s", (videoUrl, message) => {
    expect(errorsOf({ videoUrl })).toEqual({ videoUrl: message });
  });

  it("takes an https video URL", () => {
    expect(errorsOf({ videoUrl: "https://www.youtube.com/watch?v=abc" })).toEqual({});
  });

  it.each([
    [{ playersMin: 0 }, { playersMin: "The fewest players must be a whole number from 1 to 20." }],
    [{ playersMax: 21 }, { playersMax: "The most players must be a whole number from 1 to 20." }],
    [{ playersBest: 2.5 }, { playersBest: "The best number of players must be a whole number from 1 to 20." }],
    [{ playersMin: 5, playersMax: 3, playersBest: 4 }, { playersMax: "The most players (3) must be at least the fewest (5)." }],
    [{ playersBest: 7 }, { playersBest: "The best number of players must be from 2 to 6, within the range the story plays with." }],
    [{ playersBest: 1 }, { playersBest: "The best number of players must be from 2 to 6, within the range the story plays with." }],
    [{ lengthMinutes: 14 }, { lengthMinutes: "Length in minutes must be a whole number from 15 to 600." }],
    [{ lengthMinutes: 601 }, { lengthMinutes: "Length in minutes must be a whole number from 15 to 600." }],
  ] as const)("refuses the game-night facets %j", (changes, expected) => {
    expect(errorsOf(changes)).toEqual(expected);
  });

  it("takes one player exactly, and the widest ranges", () => {
    expect(errorsOf({ playersMin: 1, playersMax: 1, playersBest: 1 })).toEqual({});
    expect(errorsOf({ playersMin: 1, playersMax: 20, playersBest: 20, lengthMinutes: 600 })).toEqual({});
    expect(errorsOf({ lengthMinutes: 15 })).toEqual({});
  });

  it("keeps a story without its kit Coming Soon", () => {
    expect(errorsOf({ isAvailable: true }, { hasKitFile: false })).toEqual({
      isAvailable: "Upload the kit PDF before making the story available; until then it stays Coming Soon.",
    });
    expect(errorsOf({ isAvailable: true }, { hasKitFile: true })).toEqual({});
  });

  it("lists every faulty field at once, in the order of the form", () => {
    expect(Object.keys(errorsOf({ difficulty: "x" as StoryDifficulty, title: "", playersMax: 0, priceCents: -5 }) ?? {})).toEqual(["title", "priceCents", "playersMax", "difficulty"]);
  });
});

describe("the id of a new story", () => {
  it.each(["the-salt-marsh-ledger", "abc", "case-42", "x".repeat(53)])("takes %s", (id) => {
    expect(storyIdProblems(id)).toEqual({});
  });

  it.each([
    ["ab", "The id must be at least 3 characters long."],
    ["x".repeat(54), "The id can be at most 53 characters long, so its longest product id (print-intl-…) fits in 64."],
    ["The-Ledger", "The id must be lower-case letters and digits in words joined by single hyphens, such as the-salt-marsh-ledger."],
    ["the--ledger", "The id must be lower-case letters and digits in words joined by single hyphens, such as the-salt-marsh-ledger."],
    ["-ledger", "The id must be lower-case letters and digits in words joined by single hyphens, such as the-salt-marsh-ledger."],
    ["the ledger", "The id must be lower-case letters and digits in words joined by single hyphens, such as the-salt-marsh-ledger."],
    ["café-noir", "The id must be lower-case letters and digits in words joined by single hyphens, such as the-salt-marsh-ledger."],
    ["new", '"new" names a page of Story Management and cannot be a story\'s id.'],
  ])("refuses %s", (id, message) => {
    expect(storyIdProblems(id)).toEqual({ id: message });
  });
});
