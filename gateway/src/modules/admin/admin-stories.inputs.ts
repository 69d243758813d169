import { IsOptional, Max, MaxLength, Min, ValidateNested } from "class-validator";
import { ArgsType, Field, ID, InputType, Int } from "type-graphql";
import { ADMIN_STORY_PAGE_LIMITS, AdminStorySort, StoryListFilterFields, StoryContext, StoryDifficulty, StoryRegion, StoryType } from "../stories";

@InputType({ description: "Story Management's filters; all given filters must match." })
export class AdminStoryFilter extends StoryListFilterFields {
  @Field({ nullable: true, description: "True: only stories on sale; false: only stories Coming Soon." })
  available?: boolean;
}

@ArgsType()
export class AdminStoriesArgs {
  @Field(() => AdminStoryFilter, { nullable: true, description: "Search and filters." })
  @IsOptional()
  @ValidateNested()
  filter?: AdminStoryFilter;

  @Field(() => AdminStorySort, { defaultValue: AdminStorySort.DATE_ADDED, description: "Order of the stories." })
  sort: AdminStorySort;

  @Field({ defaultValue: true, description: "Largest (or latest, or Z) first." })
  descending: boolean;

  @Field(() => Int, { defaultValue: ADMIN_STORY_PAGE_LIMITS.defaultLimit, description: `Stories per page, 1 to ${ADMIN_STORY_PAGE_LIMITS.maxLimit}.` })
  @Min(1)
  @Max(ADMIN_STORY_PAGE_LIMITS.maxLimit)
  limit: number;

  @Field({ nullable: true, description: "The `endCursor` of the previous page, asked with the same filters and order." })
  @IsOptional()
  @MaxLength(ADMIN_STORY_PAGE_LIMITS.maxCursorLength)
  after?: string;
}

/** Checked by the stories service, field by field, so the form can show each message beside its field. */
@InputType({ description: "Every field of a story the operator edits." })
export class StoryInput {
  @Field({ description: "The title, at most 160 characters." })
  title: string;

  @Field({ description: "The city the case is set in, at most 80 characters." })
  city: string;

  @Field(() => StoryRegion, { description: "The region the case is set in." })
  region: StoryRegion;

  @Field(() => StoryType, { description: "The kind of case." })
  type: StoryType;

  @Field(() => StoryContext, { description: "High tech or low tech." })
  context: StoryContext;

  @Field({ description: "One-sentence blurb for catalogue cards, at most 280 characters." })
  shortDescription: string;

  @Field({ description: "Two or three sentences for the quick-view modal, at most 1,000 characters." })
  mediumDescription: string;

  @Field({ description: "The story page's text, paragraphs separated by a blank line, at most 10,000 characters." })
  longDescription: string;

  @Field(() => String, { nullable: true, description: "Trailer video, an https:// address; null or empty for none." })
  videoUrl?: string | null;

  @Field(() => Int, { description: "Price of the downloadable kit in US cents, 0 to 100000." })
  priceCents: number;

  @Field({ description: "True to put the story on sale (only once its kit PDF is uploaded); false for Coming Soon." })
  isAvailable: boolean;

  @Field({ description: "Whether the story is highlighted in Featured Stories." })
  isFeatured: boolean;

  @Field(() => Int, { description: "The fewest players, 1 to 20." })
  playersMin: number;

  @Field(() => Int, { description: "The most players, from `playersMin` to 20." })
  playersMax: number;

  @Field(() => Int, { description: "The best number of players, from `playersMin` to `playersMax`." })
  playersBest: number;

  @Field(() => Int, { description: "About how long the case takes, in minutes, 15 to 600." })
  lengthMinutes: number;

  @Field(() => StoryDifficulty, { description: "How hard the case is to crack." })
  difficulty: StoryDifficulty;
}

@InputType({ description: "A story to add to the catalogue." })
export class NewStoryInput {
  @Field(() => ID, {
    description: "The story's id and URL slug: lower-case words of letters and digits joined by single hyphens, 3 to 53 characters, not `new`; its product ids are made from it.",
  })
  id: string;

  @Field(() => StoryInput, { description: "Its fields." })
  story: StoryInput;
}
