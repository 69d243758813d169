import { GraphQLError } from "graphql";
import { Arg, Args, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from "type-graphql";
import type { GatewayContext } from "../../platform/graphql-context";
import { Sponsorship } from "./sponsorship.entity";
import { Story } from "./story.entity";
import { StoriesArgs, StoryFilterInput } from "./stories.inputs";
import { StoriesService } from "./stories.service";
import { StoryPage } from "./story-page.type";
import type { StoryFilters } from "./stories.types";

const MAX_FEATURED = 24;
const MAX_SIMILAR = 12;

function assertWithin(name: string, value: number, min: number, max: number): void {
  if (value < min || value > max) {
    throw new GraphQLError(`${name} must be between ${min} and ${max}`, {
      extensions: { code: "BAD_USER_INPUT", errorCode: "INVALID_ARGUMENT", argument: name },
    });
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
  };
}

@Resolver(() => Story)
export class StoryResolver {
  constructor(private readonly catalogue: StoriesService) {}

  @Query(() => StoryPage, { description: "The catalogue: searched, filtered, sorted and paginated (by page or by cursor)." })
  async stories(@Args() { filter, sort, page, limit, after }: StoriesArgs): Promise<StoryPage> {
    const result = await this.catalogue.list({ filters: toStoryFilters(filter), sort, page, limit, after: after ?? undefined });
    if (!result.ok) {
      throw new GraphQLError(result.message, {
        extensions: { code: "BAD_USER_INPUT", errorCode: result.errorCode, argument: "after" },
      });
    }
    return Object.assign(new StoryPage(), result.page);
  }

  @Query(() => [Story], { description: "Featured stories, most popular first." })
  featuredStories(
    @Arg("limit", () => Int, { defaultValue: 8, description: `How many, 1 to ${MAX_FEATURED}.` }) limit: number,
  ): Promise<Story[]> {
    assertWithin("limit", limit, 1, MAX_FEATURED);
    return this.catalogue.featured(limit);
  }

  @Query(() => Story, { nullable: true, description: "One story by id; null when there is no such story." })
  story(@Arg("id", () => ID, { description: "The story's id." }) id: string): Promise<Story | null> {
    return this.catalogue.findById(id);
  }

  @FieldResolver(() => Sponsorship, { nullable: true, description: "The story's sponsor; null when not sponsored." })
  sponsor(@Root() story: Story, @Ctx() { loaders }: GatewayContext): Promise<Sponsorship | null> | null {
    return story.isSponsored ? loaders.sponsorByStoryId.load(story.id) : null;
  }

  @FieldResolver(() => [Story], { description: "Up to `limit` other stories of the same type, most popular first." })
  similarStories(
    @Root() story: Story,
    @Ctx() { loaders }: GatewayContext,
    @Arg("limit", () => Int, { defaultValue: 4, description: `How many, 1 to ${MAX_SIMILAR}.` }) limit: number,
  ): Promise<Story[]> {
    assertWithin("limit", limit, 1, MAX_SIMILAR);
    return loaders.similarStories.load({ story, limit });
  }
}
