import { type BusinessError, failure, type Result, success } from "../../platform/errors/business-error";
import type { RequestContext } from "../../platform/request-context";
import type { OrdersService } from "../orders";
import { type AdminStoryListRequest, hasKitFile, type StoriesService, type Story, type StoryDraft, type StoryEditFailure } from "../stories";
import { AdminStory, AdminStoryPage, type StoryUploadLink } from "./admin-stories.types";
import type { StoryFileKind, StoryUploadLinks } from "./admin-stories.upload-links";

/**
 * Story Management for the resolver and the REST routes alike: the stories service's list, edits and upload links,
 * each story with what its sales brought in (from the orders module) and whether its kit is uploaded.
 */
export class AdminStoriesService {
  constructor(
    private readonly stories: StoriesService,
    private readonly orders: OrdersService,
    private readonly links: StoryUploadLinks,
  ) {}

  async page(ctx: RequestContext, request: AdminStoryListRequest): Promise<Result<AdminStoryPage, BusinessError<"INVALID_CURSOR">>> {
    const listed = await this.stories.management.list(ctx, request);
    if (!listed.ok) return listed;
    const { items, total, hasMore, endCursor } = listed.value;
    return success(Object.assign(new AdminStoryPage(), { items: await this.withSales(ctx, items), total, hasMore, endCursor }));
  }

  async find(ctx: RequestContext, id: string): Promise<AdminStory | null> {
    const story = await this.stories.management.find(ctx, id);
    return story ? (await this.withSales(ctx, [story]))[0] ?? null : null;
  }

  async create(ctx: RequestContext, id: string, draft: StoryDraft): Promise<Result<AdminStory, BusinessError<"INVALID_DETAILS">>> {
    const created = await this.stories.management.create(ctx, id, draft);
    return created.ok ? success(this.adminStoryOf(created.value, 0)) : created;
  }

  async update(ctx: RequestContext, id: string, changes: Partial<StoryDraft>): Promise<Result<AdminStory, StoryEditFailure>> {
    const updated = await this.stories.management.update(ctx, id, changes);
    if (!updated.ok) return updated;
    const [adminStory] = await this.withSales(ctx, [updated.value]);
    if (!adminStory) throw new Error(`Story ${id} was saved but has no sales row`);
    return success(adminStory);
  }

  async uploadLink(ctx: RequestContext, storyId: string, kind: StoryFileKind): Promise<Result<StoryUploadLink, BusinessError<"NOT_FOUND">>> {
    if (!(await this.stories.management.find(ctx, storyId))) return failure("NOT_FOUND", `There is no story with the id "${storyId}".`);
    return success(this.links.issue(storyId, kind));
  }

  /** The sponsors' display names of these stories, for the REST shape. */
  async sponsorNames(ctx: RequestContext, stories: readonly AdminStory[]): Promise<Map<string, string>> {
    const sponsored = stories.filter(({ story }) => story.isSponsored).map(({ story }) => story.id);
    const sponsorships = await this.stories.sponsorshipsOf(ctx, sponsored);
    return new Map(sponsorships.map((sponsorship) => [sponsorship.storyId, sponsorship.sponsorName]));
  }

  private async withSales(ctx: RequestContext, stories: readonly Story[]): Promise<AdminStory[]> {
    const revenue = await this.orders.revenueByStory(
      ctx,
      stories.map((story) => story.id),
    );
    return stories.map((story) => this.adminStoryOf(story, revenue.get(story.id) ?? 0));
  }

  private adminStoryOf(story: Story, revenueCents: number): AdminStory {
    return Object.assign(new AdminStory(), { story, revenueCents, hasKitFile: hasKitFile(story) });
  }
}
