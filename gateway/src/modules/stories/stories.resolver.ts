import type { GraphQLResolveInfo } from "graphql";
import { Arg, Args, Ctx, FieldResolver, ID, Info, Int, Query, Resolver, Root } from "type-graphql";
import { toGraphQLError } from "../../platform/errors/graphql-errors";
import type { GraphqlContext } from "../../platform/graphql/graphql-context";
import { requestedFieldNames } from "../../platform/graphql/requested-fields";
import { Sponsorship } from "./sponsorship.entity";
import { Story } from "./story.entity";
import { StoriesArgs, StoryFilterInput } from "./stories.inputs";
import { StoriesService } from "./stories.service";
import { StoryPage } from "./story-page.type";
import { storyPropertiesFor } from "./story-projection";
import type { StoryFilters } from "./stories.types";

const MAX_FEATURED = 24;
const MAX_SIMILAR = 12;

function assertWithin(name: string, value: number, min: number, max: number): void {
  if (value < min || value > max) {
    throw toGraphQLError({ errorCode: "INVALID_ARGUMENT", message: `${name} must be between ${min} and ${max}`, details: { argument: name } });
  }
}

/** GraphQL clients may send null for "not given"; the service only knows absent values. */
function given<T>(value: T | null | undefined): T | undefined {
  return value ?? undefined;
}

function toStoryFilters(filter: StoryFilterInput | undefined): StoryFilters {
  return {
    search: given(filter?.search),
    type: given(filter?.type),
    region: given(filter?.region),
    context: given(filter?.context),
    sponsored: given(filter?.sponsored),
    featured: given(filter?.featured),
    exclude: given(filter?.exclude),
    players: given(filter?.players),
    length: given(filter?.length),
    difficulty: given(filter?.difficulty),
  };
}

@Resolver(() => Story)
export class StoryResolver {
  constructor(private readonly catalogue: StoriesService) {}

  @Query(() => StoryPage, { description: "The catalogue: searched, filtered, sorted and paginated (by page or by cursor)." })
  async stories(@Ctx() ctx: GraphqlContext, @Args() { filter, sort, page, limit, after }: StoriesArgs, @Info() info: GraphQLResolveInfo): Promise<StoryPage> {
    // Only what the query asks of each story is read: a card is a third of a story.
    const properties = storyPropertiesFor(requestedFieldNames(info, ["items"]));
    const result = await this.catalogue.list(ctx, { filters: toStoryFilters(filter), sort, page, limit, after: after ?? undefined, properties });
    if (!result.ok) throw toGraphQLError(result.error);
    return Object.assign(new StoryPage(), result.value);
  }

  @Query(() => [Story], { description: "Featured stories, most popular first." })
  featuredStories(
    @Ctx() ctx: GraphqlContext,
    @Arg("limit", () => Int, { defaultValue: 8, description: `How many, 1 to ${MAX_FEATURED}.` }) limit: number,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Story[]> {
    assertWithin("limit", limit, 1, MAX_FEATURED);
    return this.catalogue.featured(ctx, limit, storyPropertiesFor(requestedFieldNames(info)));
  }

  @Query(() => Story, { nullable: true, description: "One story by id; null when there is no such story." })
  story(@Ctx() ctx: GraphqlContext, @Arg("id", () => ID, { description: "The story's id." }) id: string): Promise<Story | null> {
    return this.catalogue.findById(ctx, id);
  }

  @FieldResolver(() => Sponsorship, { nullable: true, description: "The story's sponsor; null when not sponsored." })
  sponsor(@Root() story: Story, @Ctx() { loaders }: GraphqlContext): Promise<Sponsorship | null> | null {
    return story.isSponsored ? loaders.stories.sponsorByStoryId.load(story.id) : null;
  }

  @FieldResolver(() => [Story], { description: "Up to `limit` other stories of the same type, most popular first." })
  similarStories(
    @Root() story: Story,
    @Ctx() { loaders }: GraphqlContext,
    @Arg("limit", () => Int, { defaultValue: 4, description: `How many, 1 to ${MAX_SIMILAR}.` }) limit: number,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Story[]> {
    assertWithin("limit", limit, 1, MAX_SIMILAR);
    return loaders.stories.similarStories.load({ story, limit, properties: storyPropertiesFor(requestedFieldNames(info)) });
  }
}
