import { In } from "typeorm";
import type { CacheGenerations } from "../../platform/caches/cache-generations";
import { insertUnlessPresent } from "../../platform/database/insert-unless-present";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import type { RequestContext, TransactionalContext } from "../../platform/request-context";
import { Sponsorship } from "./sponsorship.entity";
import { CATALOGUE_DATA_SET } from "./stories.types";
import { Story } from "./story.entity";

export interface SponsorshipClaim {
  readonly storyId: string;
  readonly sponsorUserId: number;
  readonly sponsorName: string;
  /** The paid order line that buys it: the claim is made once per line. */
  readonly orderLineId: number;
  readonly at: Date;
}

/** What a claim came to: this line holds the sponsorship, or another sponsor already does. */
export type SponsorshipOutcome = { readonly assigned: true; readonly sponsorship: Sponsorship } | { readonly assigned: false; readonly holder: Sponsorship };

/**
 * Who sponsors which story. One sponsor per story is the database's unique index on the story: of
 * two claims racing for one story, the second finds the first's row and loses. A change bumps the
 * catalogue's cache generation, so every page drops its sponsor button at once.
 */
export class SponsorshipsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly generations: CacheGenerations,
  ) {}

  /** Makes the claim's sponsor the story's sponsor, unless someone else is; in the caller's unit of work. */
  async claim(ctx: TransactionalContext, claim: SponsorshipClaim): Promise<SponsorshipOutcome> {
    const manager = ctx.transaction.manager;
    // Claims of one story take turns on its row: racing inserts of the same key would otherwise deadlock one another.
    await this.uow.forUpdate(manager.createQueryBuilder(Story, "story").select("story.id").where("story.id = :storyId", { storyId: claim.storyId })).getOneOrFail();
    await insertUnlessPresent(ctx, Sponsorship, {
      storyId: claim.storyId,
      sponsorName: claim.sponsorName,
      sponsorUserId: claim.sponsorUserId,
      orderLineId: claim.orderLineId,
      sponsoredAt: claim.at,
    });
    const holder = await this.uow
      .forUpdate(manager.createQueryBuilder(Sponsorship, "sponsorship").where("sponsorship.story_id = :storyId", { storyId: claim.storyId }))
      .getOneOrFail();
    if (holder.orderLineId !== claim.orderLineId) return { assigned: false, holder };
    await manager.update(Story, { id: claim.storyId }, { isSponsored: true });
    await this.generations.bump(ctx, CATALOGUE_DATA_SET);
    return { assigned: true, sponsorship: holder };
  }

  /** Ends the sponsorships these order lines bought (a refund): the stories can be sponsored again. */
  async withdraw(ctx: TransactionalContext, orderLineIds: readonly number[]): Promise<Sponsorship[]> {
    if (orderLineIds.length === 0) return [];
    const manager = ctx.transaction.manager;
    const ended = await manager.findBy(Sponsorship, { orderLineId: In([...orderLineIds]) });
    if (ended.length === 0) return [];
    await manager.delete(Sponsorship, { id: In(ended.map((sponsorship) => sponsorship.id)) });
    await manager.update(Story, { id: In(ended.map((sponsorship) => sponsorship.storyId)) }, { isSponsored: false });
    await this.generations.bump(ctx, CATALOGUE_DATA_SET);
    return ended;
  }

  /**
   * The story's sponsorship as committed now, locked until the transaction ends: a purchase that
   * waited for a claim or a withdrawal sees its outcome, not the snapshot it started with.
   */
  sponsorshipOf(ctx: TransactionalContext, storyId: string): Promise<Sponsorship | null> {
    return this.uow.forUpdate(ctx.transaction.manager.createQueryBuilder(Sponsorship, "sponsorship").where("sponsorship.story_id = :storyId", { storyId })).getOne();
  }

  /** The stories' sponsorships, keyed by story. */
  async forStories(ctx: TransactionalContext | RequestContext, storyIds: readonly string[]): Promise<Map<string, Sponsorship>> {
    if (storyIds.length === 0) return new Map();
    const found = await this.uow.manager(ctx).findBy(Sponsorship, { storyId: In([...storyIds]) });
    return new Map(found.map((sponsorship) => [sponsorship.storyId, sponsorship]));
  }

  /** What a user sponsors, with the stories, newest first. */
  sponsoredBy(ctx: RequestContext, userId: number): Promise<Sponsorship[]> {
    return this.uow.manager(ctx).find(Sponsorship, { where: { sponsorUserId: userId }, relations: { story: true }, order: { sponsoredAt: "DESC", id: "DESC" } });
  }
}
