import type { Gateway } from "../app/gateway";
import { type NewStory, StoryContext, StoryDifficulty, StoryRegion, StoryType } from "../modules/stories";
import { systemContext } from "../platform/request-context";

export interface StoryFixture {
  id: string;
  title?: string;
  city?: string;
  region?: StoryRegion;
  type?: StoryType;
  context?: StoryContext;
  shortDescription?: string;
  mediumDescription?: string;
  longDescription?: string;
  downloads?: number;
  dateAdded?: Date;
  featured?: boolean;
  available?: boolean;
  sponsorName?: string;
  videoUrl?: string;
  playersMin?: number;
  playersMax?: number;
  playersBest?: number;
  lengthMinutes?: number;
  difficulty?: StoryDifficulty;
}

export function storyRow(fixture: StoryFixture): NewStory {
  const title = fixture.title ?? `Story ${fixture.id}`;
  const fields = {
    title,
    city: fixture.city ?? "Springfield",
    region: fixture.region ?? StoryRegion.USA,
    shortDescription: fixture.shortDescription ?? `A short blurb for ${title}.`,
    mediumDescription: fixture.mediumDescription ?? `A medium description for ${title}.`,
    longDescription: fixture.longDescription ?? `A long description for ${title}.\n\nSecond paragraph.`,
  };
  return {
    ...fields,
    id: fixture.id,
    productId: `kit-${fixture.id}`,
    northAmericaProductId: `print-na-${fixture.id}`,
    internationalProductId: `print-intl-${fixture.id}`,
    type: fixture.type ?? StoryType.MURDER,
    context: fixture.context ?? StoryContext.LOW_TECH,
    videoUrl: fixture.videoUrl ?? null,
    isAvailable: fixture.available ?? true,
    sponsorName: fixture.sponsorName,
    isFeatured: fixture.featured ?? false,
    downloads: fixture.downloads ?? 0,
    dateAdded: fixture.dateAdded ?? new Date("2025-06-01T09:00:00Z"),
    priceCents: 1495,
    playersMin: fixture.playersMin ?? 2,
    playersMax: fixture.playersMax ?? 6,
    playersBest: fixture.playersBest ?? 4,
    lengthMinutes: fixture.lengthMinutes ?? 90,
    difficulty: fixture.difficulty ?? StoryDifficulty.MEDIUM,
    coverFile: `${fixture.id}-cover.webp`,
    thumbnailFile: `${fixture.id}-thumb.webp`,
    kitFile: `${fixture.id}.pdf`,
  };
}

/** Adds stories the way the shop does: through the stories service, in one unit of work. */
export async function insertStories(shop: Pick<Gateway, "platform" | "modules">, fixtures: readonly StoryFixture[]): Promise<void> {
  await shop.platform.uow.run(systemContext("fixtures"), (tx) => shop.modules.stories.services.createStories(tx, fixtures.map(storyRow)));
}
