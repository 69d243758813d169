import type { Story } from "./story.entity";

/** A story in the spec's REST field names (section 3 of the contract). */
export interface RestStory {
  _id: string;
  title: string;
  product_id: string;
  cover_image: string;
  small_cover_image: string;
  thumbnail_image: string;
  city: string;
  region: string;
  type: string;
  context: string;
  short_description: string;
  medium_description: string;
  long_description: string;
  video_url: string | null;
  is_available: boolean;
  is_sponsored: boolean;
  sponsor_id: { name: string } | null;
  downloads: number;
  date_added: string;
  north_america_id: string;
  international_id: string;
  is_featured: boolean;
  price_cents: number;
  players_min: number;
  players_max: number;
  players_best: number;
  length_minutes: number;
  difficulty: string;
}

export interface RestStoryList {
  stories: RestStory[];
  total: number;
  pages: number;
  currentPage: number;
  /** Keyset cursor for the next page (pass as `after`); an addition to the documented shape. */
  nextCursor: string | null;
}

export function toRestStory(story: Story, sponsorName: string | null): RestStory {
  return {
    _id: story.id,
    title: story.title,
    product_id: story.productId,
    cover_image: story.coverImage,
    small_cover_image: story.smallCoverImage,
    thumbnail_image: story.thumbnailImage,
    city: story.city,
    region: story.region,
    type: story.type,
    context: story.context,
    short_description: story.shortDescription,
    medium_description: story.mediumDescription,
    long_description: story.longDescription,
    video_url: story.videoUrl,
    is_available: story.isAvailable,
    is_sponsored: story.isSponsored,
    sponsor_id: story.isSponsored && sponsorName !== null ? { name: sponsorName } : null,
    downloads: story.downloads,
    date_added: story.dateAdded.toISOString(),
    north_america_id: story.northAmericaProductId,
    international_id: story.internationalProductId,
    is_featured: story.isFeatured,
    price_cents: story.priceCents,
    players_min: story.playersMin,
    players_max: story.playersMax,
    players_best: story.playersBest,
    length_minutes: story.lengthMinutes,
    difficulty: story.difficulty,
  };
}
