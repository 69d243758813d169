import type { CacheGenerations } from "../../platform/caches/cache-generations";
import { insertInChunks } from "../../platform/database/insert-in-chunks";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import type { TransactionalContext } from "../../platform/request-context";
import { Sponsorship } from "./sponsorship.entity";
import { Story } from "./story.entity";
import { lengthBandOf, playerCountsOf } from "./story-facets";
import { StoryPlayerCount } from "./story-player-count.entity";
import { searchTermsOf } from "./story-search";
import { StorySearchTerm } from "./story-search-term.entity";
import { CATALOGUE_DATA_SET, type NewStory, type StoryChanges } from "./stories.types";

/** The text a story is found by; changing any of it re-indexes the story's search words. */
const SEARCHABLE_FIELDS = ["title", "city", "region", "shortDescription", "mediumDescription", "longDescription"] as const;

/**
 * Every write to the catalogue's stories, in the caller's unit of work: a story's rows beside it (search words, player
 * counts, sponsor) follow it, and the catalogue's cache generation is bumped so no cache serves the old story once
 * the transaction commits.
 */
export class StoryWriter {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly generations: CacheGenerations,
  ) {}

  /** Adds stories with their search words, player counts and sponsors. */
  async create(ctx: TransactionalContext, stories: readonly NewStory[]): Promise<Story[]> {
    const manager = ctx.transaction.manager;
    const rows = stories.map(({ sponsorName, ...fields }) =>
      Object.assign(new Story(), fields, { isSponsored: sponsorName !== undefined, length: lengthBandOf(fields.lengthMinutes) }),
    );
    // Copies: after a multi-row insert TypeORM reads the rows' defaults back in key order and merges them into the
    // objects it was given by position, which would hand one story another's id.
    await insertInChunks(manager.getRepository(Story), rows.map((row) => ({ ...row })));
    await insertInChunks(manager.getRepository(StorySearchTerm), rows.flatMap(searchTermsOf));
    await insertInChunks(manager.getRepository(StoryPlayerCount), rows.flatMap(playerCountsOf));
    const sponsorships = stories.flatMap((story) => (story.sponsorName === undefined ? [] : [{ storyId: story.id, sponsorName: story.sponsorName }]));
    await insertInChunks(manager.getRepository(Sponsorship), sponsorships);
    await this.generations.bump(ctx, CATALOGUE_DATA_SET);
    return rows;
  }

  /** Reads a story and locks its row until the transaction ends. */
  lock(ctx: TransactionalContext, id: string): Promise<Story | null> {
    return this.uow.forUpdate(ctx.transaction.manager.createQueryBuilder(Story, "story").where("story.id = :id", { id })).getOne();
  }

  /** Writes changes to a story `lock` returned; its search words follow its text, its length band and player counts its facets. */
  async change(ctx: TransactionalContext, story: Story, changes: StoryChanges): Promise<Story> {
    const manager = ctx.transaction.manager;
    Object.assign(story, changes, { length: lengthBandOf(changes.lengthMinutes ?? story.lengthMinutes) });
    await manager.save(story);
    if (SEARCHABLE_FIELDS.some((field) => changes[field] !== undefined)) {
      await manager.delete(StorySearchTerm, { storyId: story.id });
      await insertInChunks(manager.getRepository(StorySearchTerm), searchTermsOf(story));
    }
    if (changes.playersMin !== undefined || changes.playersMax !== undefined) {
      await manager.delete(StoryPlayerCount, { storyId: story.id });
      await insertInChunks(manager.getRepository(StoryPlayerCount), playerCountsOf(story));
    }
    await this.generations.bump(ctx, CATALOGUE_DATA_SET);
    return story;
  }
}
