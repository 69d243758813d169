import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { invalidDetailsResult, NotFoundError } from "../../platform/errors/error-result.type";
import { toGraphQLError } from "../../platform/errors/graphql-errors";
import type { GraphqlContext } from "../../platform/graphql/graphql-context";
import type { StoryDraft, StoryFilters } from "../stories";
import { AdminStoriesArgs, type AdminStoryFilter, NewStoryInput, StoryInput } from "./admin-stories.inputs";
import { AdminStoriesService } from "./admin-stories.service";
import { AdminStory, AdminStoryPage, StoryEditResult, StoryUploadResult } from "./admin-stories.types";
import type { StoryFileKind } from "./admin-stories.upload-links";

function filtersOf(filter: AdminStoryFilter | undefined): StoryFilters {
  // GraphQL clients may send null for "not given"; the service only knows absent values.
  return {
    search: filter?.search ?? undefined,
    type: filter?.type ?? undefined,
    region: filter?.region ?? undefined,
    context: filter?.context ?? undefined,
    available: filter?.available ?? undefined,
    featured: filter?.featured ?? undefined,
    sponsored: filter?.sponsored ?? undefined,
  };
}

function draftOf(input: StoryInput): StoryDraft {
  return { ...input, videoUrl: input.videoUrl ?? null };
}

/** Story Management in GraphQL: the list, one story, new stories, edits and the links that take its files. */
@Resolver()
export class AdminStoriesResolver {
  constructor(private readonly management: AdminStoriesService) {}

  @Authorized("admin")
  @Query(() => AdminStoryPage, { description: "Every story, searched, filtered, sorted and cursor-paged, with its revenue. Admins only." })
  async adminStories(@Ctx() ctx: GraphqlContext, @Args() { filter, sort, descending, limit, after }: AdminStoriesArgs): Promise<AdminStoryPage> {
    const result = await this.management.page(ctx, { filters: filtersOf(filter), sort, descending, limit, after: after ?? undefined });
    if (!result.ok) throw toGraphQLError(result.error);
    return result.value;
  }

  @Authorized("admin")
  @Query(() => AdminStory, { nullable: true, description: "One story with its revenue; null when there is no such story. Admins only." })
  adminStory(@Ctx() ctx: GraphqlContext, @Arg("id", () => ID, { description: "The story's id." }) id: string): Promise<AdminStory | null> {
    return this.management.find(ctx, id);
  }

  @Authorized("admin")
  @Mutation(() => StoryEditResult, {
    description: "Adds a story, Coming Soon, with a cover drawn in the house style until one is uploaded; every field is checked. Admins only.",
  })
  async createStory(@Ctx() ctx: GraphqlContext, @Arg("input", () => NewStoryInput, { description: "The new story's id and fields." }) input: NewStoryInput): Promise<typeof StoryEditResult> {
    const result = await this.management.create(ctx, input.id, draftOf(input.story));
    return result.ok ? result.value : invalidDetailsResult(result.error);
  }

  @Authorized("admin")
  @Mutation(() => StoryEditResult, {
    description: "Saves every field of a story after checking each; the storefront shows the change at once. A story goes on sale only once its kit is uploaded. Admins only.",
  })
  async updateStory(
    @Ctx() ctx: GraphqlContext,
    @Arg("id", () => ID, { description: "The story's id." }) id: string,
    @Arg("input", () => StoryInput, { description: "Its fields, all of them." }) input: StoryInput,
  ): Promise<typeof StoryEditResult> {
    const result = await this.management.update(ctx, id, draftOf(input));
    if (result.ok) return result.value;
    return result.error.errorCode === "NOT_FOUND" ? NotFoundError.from(result.error) : invalidDetailsResult(result.error);
  }

  @Authorized("admin")
  @Mutation(() => StoryUploadResult, {
    description: "Where to PUT a new cover (JPEG, PNG or WebP, at most 8 MB, at least 640×480): re-encoded into the cover and a 4:3 thumbnail. Admins only.",
  })
  requestStoryCoverUpload(@Ctx() ctx: GraphqlContext, @Arg("storyId", () => ID, { description: "The story's id." }) storyId: string): Promise<typeof StoryUploadResult> {
    return this.uploadLink(ctx, storyId, "cover");
  }

  @Authorized("admin")
  @Mutation(() => StoryUploadResult, { description: "Where to PUT the story's kit (a PDF of at most 50 MB) that buyers download. Admins only." })
  requestStoryKitUpload(@Ctx() ctx: GraphqlContext, @Arg("storyId", () => ID, { description: "The story's id." }) storyId: string): Promise<typeof StoryUploadResult> {
    return this.uploadLink(ctx, storyId, "kit");
  }

  private async uploadLink(ctx: GraphqlContext, storyId: string, kind: StoryFileKind): Promise<typeof StoryUploadResult> {
    const result = await this.management.uploadLink(ctx, storyId, kind);
    return result.ok ? result.value : NotFoundError.from(result.error);
  }
}
