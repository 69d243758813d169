import { In } from "typeorm";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import type { RequestContext } from "../../platform/request-context";
import { Story, StoryType } from "../stories";

/** What the analytics need of the catalogue, in one read each: which stories exist, and the stories of each kind. */
export class StoryCatalogue {
  constructor(private readonly uow: UnitOfWork) {}

  /** The ids among `ids` that name a story. */
  async existing(ctx: RequestContext, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const stories = await this.uow.manager(ctx).find(Story, { select: { id: true }, where: { id: In([...ids]) } });
    return new Set(stories.map((story) => story.id));
  }

  /** Every kind of story with the ids of its stories (none for a kind the catalogue lacks). */
  async idsByType(ctx: RequestContext): Promise<Map<StoryType, string[]>> {
    const stories = await this.uow.manager(ctx).find(Story, { select: { id: true, type: true } });
    return new Map(Object.values(StoryType).map((type) => [type, stories.filter((story) => story.type === type).map((story) => story.id)]));
  }
}
