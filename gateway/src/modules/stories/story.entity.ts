import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, Entity, Index, PrimaryColumn } from "typeorm";
import { StoryContext, StoryDifficulty, StoryLength, StoryRegion, StoryType } from "./story.enums";
import { storyImageUrl } from "./story-images";

/** What TypeORM reads as a column not set: each property starts so until a row or a caller sets it. */
const UNSET = undefined as never;

/**
 * A mystery kit in the catalogue. The composite indexes pair every filter column with every sort
 * key (and the id tie-breaker), so each catalogue page is read in index order without a filesort.
 */
@ObjectType({ description: "A fictional cold-case mystery kit sold by the shop." })
@Entity({ name: "stories" })
@Index("idx_stories_downloads", ["downloads", "id"])
@Index("idx_stories_date", ["dateAdded", "id"])
@Index("idx_stories_title", ["title", "id"])
@Index("idx_stories_type", ["type", "id"])
@Index("idx_stories_type_downloads", ["type", "downloads", "id"])
@Index("idx_stories_type_date", ["type", "dateAdded", "id"])
@Index("idx_stories_type_title", ["type", "title", "id"])
@Index("idx_stories_region_downloads", ["region", "downloads", "id"])
@Index("idx_stories_region_date", ["region", "dateAdded", "id"])
@Index("idx_stories_region_title", ["region", "title", "id"])
@Index("idx_stories_region_type", ["region", "type", "id"])
@Index("idx_stories_context_downloads", ["context", "downloads", "id"])
@Index("idx_stories_context_date", ["context", "dateAdded", "id"])
@Index("idx_stories_context_title", ["context", "title", "id"])
@Index("idx_stories_context_type", ["context", "type", "id"])
@Index("idx_stories_sponsored_downloads", ["isSponsored", "downloads", "id"])
@Index("idx_stories_sponsored_date", ["isSponsored", "dateAdded", "id"])
@Index("idx_stories_sponsored_title", ["isSponsored", "title", "id"])
@Index("idx_stories_sponsored_type", ["isSponsored", "type", "id"])
@Index("idx_stories_featured_downloads", ["isFeatured", "downloads", "id"])
@Index("idx_stories_featured_date", ["isFeatured", "dateAdded", "id"])
@Index("idx_stories_featured_title", ["isFeatured", "title", "id"])
@Index("idx_stories_featured_type", ["isFeatured", "type", "id"])
@Index("idx_stories_length_downloads", ["length", "downloads", "id"])
@Index("idx_stories_length_date", ["length", "dateAdded", "id"])
@Index("idx_stories_length_title", ["length", "title", "id"])
@Index("idx_stories_length_type", ["length", "type", "id"])
@Index("idx_stories_difficulty_downloads", ["difficulty", "downloads", "id"])
@Index("idx_stories_difficulty_date", ["difficulty", "dateAdded", "id"])
@Index("idx_stories_difficulty_title", ["difficulty", "title", "id"])
@Index("idx_stories_difficulty_type", ["difficulty", "type", "id"])
@Index("idx_stories_price", ["priceCents", "id"])
export class Story {
  /**
   * Every column's property is set here, by name and in one order, before anything else sets it: V8 then keeps a
   * story's properties in a fixed layout. Properties added later one by one under computed names (as rows are
   * hydrated) turned each story into a slow dictionary past a dozen, and a catalogue page copies and reads dozens of
   * stories.
   */
  constructor() {
    this.id = UNSET;
    this.productId = UNSET;
    this.title = UNSET;
    this.city = UNSET;
    this.region = UNSET;
    this.type = UNSET;
    this.context = UNSET;
    this.shortDescription = UNSET;
    this.mediumDescription = UNSET;
    this.longDescription = UNSET;
    this.videoUrl = UNSET;
    this.isAvailable = UNSET;
    this.isSponsored = UNSET;
    this.isFeatured = UNSET;
    this.downloads = UNSET;
    this.dateAdded = UNSET;
    this.northAmericaProductId = UNSET;
    this.internationalProductId = UNSET;
    this.priceCents = UNSET;
    this.playersMin = UNSET;
    this.playersMax = UNSET;
    this.playersBest = UNSET;
    this.lengthMinutes = UNSET;
    this.length = UNSET;
    this.difficulty = UNSET;
    this.coverFile = UNSET;
    this.thumbnailFile = UNSET;
    this.kitFile = UNSET;
  }

  @Field(() => ID, { simple: true, description: "The story's id (its URL slug), e.g. `the-salt-marsh-ledger`." })
  @PrimaryColumn({ type: "varchar", length: 64 })
  id: string;

  @Field({ simple: true, description: "Checkout product id of the downloadable kit." })
  @Index("uq_stories_product_id", { unique: true })
  @Column({ name: "product_id", type: "varchar", length: 64 })
  productId: string;

  @Field({ simple: true, description: "The story's title." })
  @Column({ type: "varchar", length: 160 })
  title: string;

  @Field({ simple: true, description: "The city the case is set in." })
  @Column({ type: "varchar", length: 80 })
  city: string;

  @Field(() => StoryRegion, { simple: true, description: "The region the case is set in." })
  @Column({ type: "varchar", length: 20 })
  region: StoryRegion;

  @Field(() => StoryType, { simple: true, description: "The kind of case." })
  @Column({ type: "varchar", length: 20 })
  type: StoryType;

  @Field(() => StoryContext, { simple: true, description: "High tech or low tech." })
  @Column({ type: "varchar", length: 20 })
  context: StoryContext;

  @Field({ simple: true, description: "One-sentence blurb shown on catalogue cards." })
  @Column({ name: "short_description", type: "varchar", length: 280 })
  shortDescription: string;

  @Field({ simple: true, description: "Two or three sentences shown in the quick-view modal." })
  @Column({ name: "medium_description", type: "text" })
  mediumDescription: string;

  @Field({ simple: true, description: "Full description for the story page; paragraphs are separated by a blank line." })
  @Column({ name: "long_description", type: "text" })
  longDescription: string;

  @Field(() => String, { simple: true, nullable: true, description: "Trailer video URL, when the story has one." })
  @Column({ name: "video_url", type: "varchar", length: 500, nullable: true })
  videoUrl: string | null;

  @Field({ simple: true, description: "False while the story is \"Coming Soon\": it cannot be bought yet." })
  @Column({ name: "is_available", type: "boolean", default: true })
  isAvailable: boolean;

  /** Mirrors the existence of a sponsorship row (kept in the same transaction) so the sponsored filter is indexable. */
  @Field({ simple: true, description: "Whether the story has a sponsor." })
  @Column({ name: "is_sponsored", type: "boolean", default: false })
  isSponsored: boolean;

  @Field({ simple: true, description: "Whether the story is highlighted in Featured Stories." })
  @Column({ name: "is_featured", type: "boolean", default: false })
  isFeatured: boolean;

  @Field(() => Int, { simple: true, description: "Number of distinct customers who acquired the kit." })
  @Column({ type: "int", default: 0 })
  downloads: number;

  @Field({ simple: true, description: "When the story was added to the catalogue." })
  @Column({ name: "date_added", type: "datetime" })
  dateAdded: Date;

  @Field({ simple: true, description: "Checkout product id of the printed hard copy shipped within North America." })
  @Index("uq_stories_north_america_id", { unique: true })
  @Column({ name: "north_america_id", type: "varchar", length: 64 })
  northAmericaProductId: string;

  @Field({ simple: true, description: "Checkout product id of the printed hard copy shipped internationally." })
  @Index("uq_stories_international_id", { unique: true })
  @Column({ name: "international_id", type: "varchar", length: 64 })
  internationalProductId: string;

  @Field(() => Int, { simple: true, description: "Price of the downloadable kit in US cents (1495 = $14.95)." })
  @Column({ name: "price_cents", type: "int" })
  priceCents: number;

  // The defaults are the shop's usual game night (the FAQ's 1-8 players, best 4, about 90 minutes): what a story
  // added before the facets existed starts with, until the operator sets its own.
  @Field(() => Int, { simple: true, description: "The fewest players the case works for (1 to 20)." })
  @Column({ name: "players_min", type: "smallint", default: 1 })
  playersMin: number;

  @Field(() => Int, { simple: true, description: "The most players the case works for (`playersMin` to 20)." })
  @Column({ name: "players_max", type: "smallint", default: 8 })
  playersMax: number;

  @Field(() => Int, { simple: true, description: "The number of players the case plays best with (`playersMin` to `playersMax`)." })
  @Column({ name: "players_best", type: "smallint", default: 4 })
  playersBest: number;

  @Field(() => Int, { simple: true, description: "About how long the case takes to play, in minutes (15 to 600)." })
  @Column({ name: "length_minutes", type: "smallint", default: 90 })
  lengthMinutes: number;

  /** Follows `lengthMinutes` (see `lengthBandOf`); stored so the length filter reads an index. */
  @Field(() => StoryLength, { simple: true, description: "The band `lengthMinutes` falls in: SHORT up to 60 minutes, MEDIUM 61 to 120, LONG beyond." })
  @Column({ name: "length_band", type: "varchar", length: 10, default: StoryLength.MEDIUM })
  length: StoryLength;

  @Field(() => StoryDifficulty, { simple: true, description: "How hard the case is to crack." })
  @Column({ type: "varchar", length: 10, default: StoryDifficulty.MEDIUM })
  difficulty: StoryDifficulty;

  @Column({ name: "cover_file", type: "varchar", length: 120 })
  coverFile: string;

  @Column({ name: "thumbnail_file", type: "varchar", length: 120 })
  thumbnailFile: string;

  /**
   * File name of the kit PDF in the shop's storage, or NO_KIT_FILE ("") while a new story waits for its kit; never
   * exposed, downloads go through signed links. A story without its kit is never available.
   */
  @Column({ name: "kit_file", type: "varchar", length: 120 })
  kitFile: string;

  @Field({ simple: true, description: "Absolute path of the cover image, e.g. `/images/stories/covers/{file}`." })
  get coverImage(): string {
    return storyImageUrl("covers", this.coverFile);
  }

  @Field({
    simple: true,
    description: "Absolute path of the cover at 720×480, for phone screens, e.g. `/images/stories/small-covers/{file}` (the cover's own file name).",
  })
  get smallCoverImage(): string {
    return storyImageUrl("small-covers", this.coverFile);
  }

  @Field({ simple: true, description: "Absolute path of the 4:3 thumbnail, e.g. `/images/stories/thumbnails/{file}`." })
  get thumbnailImage(): string {
    return storyImageUrl("thumbnails", this.thumbnailFile);
  }
}

/** The `kitFile` of a story whose kit PDF has not been uploaded yet. */
export const NO_KIT_FILE = "";

export function hasKitFile(story: Pick<Story, "kitFile">): boolean {
  return story.kitFile !== NO_KIT_FILE;
}
