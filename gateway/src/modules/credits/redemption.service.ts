import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { type BusinessError, failure, invalidArgument, type Result, success } from "../../platform/errors/business-error";
import type { Outbox } from "../../platform/outbox/outbox";
import type { RequestContext, TransactionalContext, Viewer } from "../../platform/request-context";
import { type LibraryEntry, type LibraryService, PREPARE_CASE_FILE_TOPIC, PurchaseType } from "../library";
import type { StoriesService, Story } from "../stories";
import type { CreditLedger } from "./credit-ledger";
import { CreditSpendKind } from "./credit-source";
import { CREDIT_TERMS } from "./credit-terms";

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export interface Redemption {
  readonly entry: LibraryEntry;
  readonly story: Story;
  readonly creditsSpent: number;
  /** The balance once the redemption is done. */
  readonly balance: number;
}

export type RedemptionFailure = BusinessError<"INVALID_ARGUMENT" | "NOT_FOUND" | "PRODUCT_UNAVAILABLE" | "ALREADY_OWNED" | "INSUFFICIENT_CREDITS">;

/** Thrown inside the unit of work to roll the spend back when the story turned out to be owned already. */
class OwnedMeanwhile extends Error {}

function holderNameOf(viewer: Viewer): string {
  const name = [viewer.firstName, viewer.lastName].filter(Boolean).join(" ").trim();
  return name || viewer.email?.split("@")[0] || "Detective";
}

/**
 * "Use 10 Credits": the credits go out and the story comes into the library in one transaction,
 * or neither happens. The caller's key makes a double click (or a retry) redeem once.
 */
export class RedemptionService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly ledger: CreditLedger,
    private readonly library: LibraryService,
    private readonly stories: StoriesService,
    private readonly outbox: Outbox,
  ) {}

  async redeem(ctx: RequestContext, viewer: Viewer, storyId: string, idempotencyKey: string): Promise<Result<Redemption, RedemptionFailure>> {
    if (!IDEMPOTENCY_KEY.test(idempotencyKey)) return invalidArgument("idempotencyKey", "The idempotency key must be 8 to 100 letters, digits, dashes or underscores.");
    const story = storyId.length <= 64 ? await this.stories.findById(ctx, storyId) : null;
    if (!story) return failure("NOT_FOUND", "There is no story with this id.");
    if (!story.isAvailable) return failure("PRODUCT_UNAVAILABLE", `${story.title} is coming soon and can't be redeemed yet.`);
    const spendKey = `redeem:${viewer.id}:${idempotencyKey}`;
    const owner = { userId: viewer.id, email: null };
    // What they bought as a visitor with their verified email is theirs already: claimed, it counts as owned below.
    await this.library.claimVisitorPurchases(ctx, viewer);

    try {
      const outcome = await this.uow.run(ctx, async (tx): Promise<Result<Redemption, RedemptionFailure>> => {
        const spent = await this.ledger.spend(tx, { userId: viewer.id, amount: CREDIT_TERMS.perStory, kind: CreditSpendKind.REDEMPTION, key: spendKey, storyId: story.id });
        if (!spent.ok) {
          // A short balance is not the real problem when the story is already there.
          if ((await this.library.ownedAmong(tx, owner, [story.id])).has(story.id)) return failure("ALREADY_OWNED", `${story.title} is already in your library.`, { storyId: story.id });
          const balance = Number(spent.error.details?.balance ?? 0);
          return failure("INSUFFICIENT_CREDITS", `Not enough credits: you have ${balance}, and a story needs ${CREDIT_TERMS.perStory}.`, { balance, needed: CREDIT_TERMS.perStory });
        }
        const { spend, replayed } = spent.value;
        if (replayed) {
          if (spend.storyId !== story.id || spend.libraryEntryId === null) return invalidArgument("idempotencyKey", "This idempotency key was already used for another request.");
          const entry = await this.library.findEntry(tx, spend.libraryEntryId);
          if (!entry) throw new Error(`Redemption ${spend.id} lost its library entry`);
          return success(await this.answer(tx, viewer, story, entry, spend.amount));
        }
        const { entry, isNew } = await this.library.grant(tx, {
          storyId: story.id,
          owner,
          orderLineId: null,
          purchaseType: PurchaseType.CREDITS,
          holderName: holderNameOf(viewer),
          reference: `CREDITS-${spend.id}`,
          acquiredAt: spend.createdAt,
        });
        if (!isNew) throw new OwnedMeanwhile();
        await this.ledger.recordRedemption(tx, spend.id, entry.id);
        await this.outbox.enqueue(tx, { topic: PREPARE_CASE_FILE_TOPIC, key: `case-file:${entry.id}`, payload: { entryId: entry.id } });
        tx.transaction.afterCommit(() => this.outbox.kick());
        return success(await this.answer(tx, viewer, story, entry, spend.amount));
      });
      return outcome;
    } catch (error) {
      if (error instanceof OwnedMeanwhile) return failure("ALREADY_OWNED", `${story.title} is already in your library.`, { storyId: story.id });
      throw error;
    }
  }

  /**
   * What the customer is told, read before the commit: once it commits the redemption has happened, and a read after it
   * that failed (the database gone a moment later) would tell them it had not. The story is read again because the
   * redemption has just counted this detective among its downloads.
   */
  private async answer(tx: TransactionalContext, viewer: Viewer, story: Story, entry: LibraryEntry, creditsSpent: number): Promise<Redemption> {
    const acquired = await this.stories.findById(tx, story.id);
    const balance = await this.ledger.balanceOf(tx, viewer.id);
    return { entry, story: acquired ?? story, creditsSpent, balance };
  }
}
