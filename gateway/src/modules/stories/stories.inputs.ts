import { IsOptional, Max, MaxLength, Min, ValidateNested } from "class-validator";
import { ArgsType, Field, ID, InputType, Int } from "type-graphql";
import { PLAYER_COUNT } from "./story-facets";
import { StoryContext, StoryDifficulty, StoryLength, StoryRegion, StorySort, StoryType } from "./story.enums";
import { STORY_PAGE_LIMITS } from "./stories.types";

/** The filters the catalogue and Story Management share. */
@InputType()
export class StoryListFilterFields {
  @Field({ nullable: true, description: "Words to find in the title, city, region or descriptions; each matches the start of a word, ignoring case and accents." })
  @IsOptional()
  @MaxLength(100)
  search?: string;

  @Field(() => StoryType, { nullable: true, description: "Only stories of this type." })
  type?: StoryType;

  @Field(() => StoryRegion, { nullable: true, description: "Only stories set in this region." })
  region?: StoryRegion;

  @Field(() => StoryContext, { nullable: true, description: "Only high-tech or only low-tech stories." })
  context?: StoryContext;

  @Field({ nullable: true, description: "True: only sponsored stories; false: only stories still open for sponsorship." })
  sponsored?: boolean;

  @Field({ nullable: true, description: "True: only featured stories; false: only stories that are not featured." })
  featured?: boolean;
}

@InputType("StoryFilter", { description: "Catalogue filters; all given filters must match." })
export class StoryFilterInput extends StoryListFilterFields {
  @Field(() => Int, { nullable: true, description: `Only stories playable by exactly this many players (${PLAYER_COUNT.min} to ${PLAYER_COUNT.max}): their \`playersMin\` ≤ players ≤ their \`playersMax\`.` })
  @IsOptional()
  @Min(PLAYER_COUNT.min)
  @Max(PLAYER_COUNT.max)
  players?: number;

  @Field(() => StoryLength, { nullable: true, description: "Only stories of this length band." })
  length?: StoryLength;

  @Field(() => StoryDifficulty, { nullable: true, description: "Only stories of this difficulty." })
  difficulty?: StoryDifficulty;

  @Field(() => ID, { nullable: true, description: "Leave out the story with this id." })
  @IsOptional()
  @MaxLength(64)
  exclude?: string;
}

@ArgsType()
export class StoriesArgs {
  @Field(() => StoryFilterInput, { nullable: true, description: "Search and filters." })
  @IsOptional()
  @ValidateNested()
  filter?: StoryFilterInput;

  @Field(() => StorySort, { defaultValue: StorySort.DOWNLOADS, description: "Order of the stories." })
  sort: StorySort;

  @Field(() => Int, { defaultValue: 1, description: "1-based page number, used when `after` is not given." })
  @Min(1)
  @Max(STORY_PAGE_LIMITS.maxPage)
  page: number;

  @Field(() => Int, { defaultValue: STORY_PAGE_LIMITS.defaultLimit, description: "Stories per page, 1 to 100." })
  @Min(1)
  @Max(STORY_PAGE_LIMITS.maxLimit)
  limit: number;

  @Field({
    nullable: true,
    description: "Keyset cursor: the `endCursor` of the previous page. Deep pages stay as fast as the first.",
  })
  @IsOptional()
  @MaxLength(STORY_PAGE_LIMITS.maxCursorLength)
  after?: string;
}
