import type { DataSource } from "typeorm";
import { insertInChunks } from "../platform/insert-in-chunks";
import { Sponsorship } from "../modules/stories/sponsorship.entity";
import { Story } from "../modules/stories/story.entity";
import { StoryContext, StoryRegion, StoryType } from "../modules/stories/story.enums";
import { StorySearchTerm } from "../modules/stories/story-search-term.entity";
import { searchTermsOf } from "../modules/stories/story-search";

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
}

export function storyRow(fixture: StoryFixture): Story {
  const title = fixture.title ?? `Story ${fixture.id}`;
  const fields = {
    title,
    city: fixture.city ?? "Springfield",
    region: fixture.region ?? StoryRegion.USA,
    shortDescription: fixture.shortDescription ?? `A short blurb for ${title}.`,
    mediumDescription: fixture.mediumDescription ?? `A medium description for ${title}.`,
    longDescription: fixture.longDescription ?? `A long description for ${title}.\n\nSecond paragraph.`,
  };
  return Object.assign(new Story(), {
    ...fields,
    id: fixture.id,
    productId: `kit-${fixture.id}`,
    northAmericaProductId: `print-na-${fixture.id}`,
    internationalProductId: `print-intl-${fixture.id}`,
    type: fixture.type ?? StoryType.MURDER,
    context: fixture.context ?? StoryContext.LOW_TECH,
    videoUrl: fixture.videoUrl ?? null,
    isAvailable: fixture.available ?? true,
    isSponsored: fixture.sponsorName !== undefined,
    isFeatured: fixture.featured ?? false,
    downloads: fixture.downloads ?? 0,
    dateAdded: fixture.dateAdded ?? new Date("2025-06-01T09:00:00Z"),
    priceCents: 1495,
    coverFile: `${fixture.id}-cover.webp`,
    thumbnailFile: `${fixture.id}-thumb.webp`,
    kitFile: `${fixture.id}.pdf`,
  });
}

export async function insertStories(db: DataSource, fixtures: readonly StoryFixture[]): Promise<void> {
  const rows = fixtures.map(storyRow);
  await insertInChunks(db.getRepository(Story), rows);
  await insertInChunks(db.getRepository(StorySearchTerm), rows.flatMap(searchTermsOf));
  const sponsorships = fixtures
    .flatMap((fixture) => (fixture.sponsorName === undefined ? [] : [{ storyId: fixture.id, sponsorName: fixture.sponsorName }]));
  if (sponsorships.length > 0) await db.getRepository(Sponsorship).insert(sponsorships);
}
