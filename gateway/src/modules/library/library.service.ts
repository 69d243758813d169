import { IsNull, Not, In } from "typeorm";
import { insertUnlessPresent } from "../../platform/database/insert-unless-present";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { type RequestContext, type TransactionalContext, verifiedEmailOf, type Viewer } from "../../platform/request-context";
import type { StoriesService } from "../stories";
import { LibraryEntry } from "./library-entry.entity";
import type { PurchaseType } from "./purchase-type";

/** Who owns something: an account, or a visitor known only by the email they paid with. */
export interface Owner {
  readonly userId: number | null;
  readonly email: string | null;
}

export interface NewLibraryEntry {
  readonly storyId: string;
  readonly owner: Owner;
  /** The order line that paid for it; null for a story redeemed with credits. */
  readonly orderLineId: number | null;
  readonly purchaseType: PurchaseType;
  readonly holderName: string;
  /** The order number, or another reference unique to this acquisition, stamped on the case file. */
  readonly reference: string;
  readonly acquiredAt: Date;
}

/** Finds the account that has proved it holds an email. */
export interface VerifiedAccounts {
  accountIdOfVerifiedEmail(ctx: RequestContext, email: string): Promise<number | null>;
}

/** Told, in the unit of work that makes the change, when an owner first gets a story and when a right is taken back. */
export interface AcquisitionListener {
  acquired(ctx: TransactionalContext, entry: LibraryEntry): Promise<void>;
  revoked(ctx: TransactionalContext, entry: LibraryEntry): Promise<void>;
}

function ownerKeyOf(owner: Owner): string {
  if (owner.userId !== null) return `user:${owner.userId}`;
  if (owner.email) return `email:${owner.email.toLowerCase()}`;
  throw new Error("An owner needs an account or an email");
}

/** Who owns which story, and the case files that go with it. */
export class LibraryService {
  private readonly listeners: AcquisitionListener[] = [];

  constructor(
    private readonly uow: UnitOfWork,
    private readonly stories: StoriesService,
    private readonly accounts: VerifiedAccounts,
  ) {}

  /** Lets another domain act on acquisitions (a sponsor's royalty) in the same transaction. */
  listen(listener: AcquisitionListener): void {
    this.listeners.push(listener);
  }

  /**
   * Gives the owner the story in the caller's unit of work. The first right an owner holds to a
   * story counts them among its downloads; an owner who already holds it keeps the entry they have.
   */
  async grant(ctx: TransactionalContext, acquisition: NewLibraryEntry): Promise<{ entry: LibraryEntry; isNew: boolean }> {
    const manager = ctx.transaction.manager;
    const entry = { ...acquisition, owner: await this.accountOrVisitor(ctx, acquisition.owner) };
    const ownerKey = ownerKeyOf(entry.owner);
    // Two purchases of one story by one owner, fulfilled at the same moment, make one entry: the other finds it.
    await insertUnlessPresent(ctx, LibraryEntry, {
      storyId: entry.storyId,
      userId: entry.owner.userId,
      // Only a visitor's entry keeps the email: it is how the account with that verified email claims it later.
      email: entry.owner.userId === null ? (entry.owner.email?.toLowerCase() ?? null) : null,
      ownerKey,
      activeOwnerKey: ownerKey,
      orderLineId: entry.orderLineId,
      purchaseType: entry.purchaseType,
      holderName: entry.holderName.slice(0, 120),
      reference: entry.reference.slice(0, 40),
      acquiredAt: entry.acquiredAt,
      revokedAt: null,
      caseFile: null,
    });
    const held = await this.uow
      .forUpdate(manager.createQueryBuilder(LibraryEntry, "entry").where("entry.story_id = :storyId AND entry.active_owner_key = :ownerKey", { storyId: entry.storyId, ownerKey }))
      .getOneOrFail();
    // The row is this acquisition's own when it carries this acquisition's line and reference (unique per order or spend).
    const isNew = held.orderLineId === entry.orderLineId && held.reference === entry.reference.slice(0, 40);
    if (isNew) {
      await this.stories.changeDownloads(ctx, entry.storyId, 1);
      for (const listener of this.listeners) await listener.acquired(ctx, held);
    }
    return { entry: held, isNew };
  }

  /**
   * A visitor paying with the verified email of an account is that account's owner: what they buy
   * goes straight into it, and a story it already holds is not acquired a second time.
   */
  private async accountOrVisitor(ctx: RequestContext, owner: Owner): Promise<Owner> {
    if (owner.userId !== null || !owner.email) return owner;
    const accountId = await this.accounts.accountIdOfVerifiedEmail(ctx, owner.email);
    return accountId === null ? owner : { userId: accountId, email: null };
  }

  /** Takes back the rights these order lines gave (a refund); the entries stay, marked revoked. */
  async revokeOrderLines(ctx: TransactionalContext, orderLineIds: readonly number[], at: Date): Promise<void> {
    if (orderLineIds.length === 0) return;
    const manager = ctx.transaction.manager;
    const entries = await manager.findBy(LibraryEntry, { orderLineId: In([...orderLineIds]), revokedAt: IsNull() });
    for (const entry of entries) {
      await manager.update(LibraryEntry, { id: entry.id }, { revokedAt: at, activeOwnerKey: null });
      await this.stories.changeDownloads(ctx, entry.storyId, -1);
      for (const listener of this.listeners) await listener.revoked(ctx, entry);
    }
  }

  findEntry(ctx: RequestContext, id: number): Promise<LibraryEntry | null> {
    return this.uow.manager(ctx).findOneBy(LibraryEntry, { id });
  }

  /** The stories the viewer holds, newest first, after claiming what they bought as a visitor. */
  async libraryOf(ctx: RequestContext, viewer: Viewer): Promise<LibraryEntry[]> {
    await this.claimVisitorPurchases(ctx, viewer);
    return this.uow.manager(ctx).find(LibraryEntry, {
      where: { userId: viewer.id, activeOwnerKey: Not(IsNull()) },
      relations: { story: true },
      order: { acquiredAt: "DESC", id: "DESC" },
    });
  }

  /** Every story the user has held, newest first, rights taken back by a refund included, for the operator. */
  entriesOfUser(ctx: RequestContext, userId: number): Promise<LibraryEntry[]> {
    return this.uow.manager(ctx).find(LibraryEntry, { where: { userId }, relations: { story: true }, order: { acquiredAt: "DESC", id: "DESC" } });
  }

  /** How many stories each of these users holds now (rights taken back not counted); a user holding none is left out. */
  async holdingCounts(ctx: RequestContext, userIds: readonly number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.uow
      .manager(ctx)
      .createQueryBuilder(LibraryEntry, "entry")
      .select("entry.user_id", "userId")
      .addSelect("COUNT(*)", "held")
      .where("entry.user_id IN (:...userIds) AND entry.active_owner_key IS NOT NULL", { userIds: [...userIds] })
      .groupBy("entry.user_id")
      .getRawMany<{ userId: number | string; held: number | string }>();
    return new Map(rows.map((row) => [Number(row.userId), Number(row.held)]));
  }

  /**
   * Which of these stories the owner already holds: an account by its own entries and by the
   * unclaimed visitor entries of its verified email (when given), a visitor by the unclaimed
   * entries of the email they paid with.
   */
  async ownedAmong(ctx: RequestContext, owner: Owner, storyIds: readonly string[]): Promise<Set<string>> {
    if (storyIds.length === 0) return new Set();
    const stories = In([...storyIds]);
    const email = owner.email?.toLowerCase() ?? null;
    const asVisitor = email ? [{ email, userId: IsNull(), storyId: stories, activeOwnerKey: Not(IsNull()) }] : [];
    const where = owner.userId !== null ? [{ userId: owner.userId, storyId: stories, activeOwnerKey: Not(IsNull()) }, ...asVisitor] : asVisitor;
    if (where.length === 0) return new Set();
    const entries = await this.uow.manager(ctx).find(LibraryEntry, { select: { id: true, storyId: true }, where });
    return new Set(entries.map((entry) => entry.storyId));
  }

  /**
   * Moves what a visitor bought with this viewer's verified email into their account. A story the
   * account already holds stays where it is (still reachable from its order page).
   */
  async claimVisitorPurchases(ctx: RequestContext, viewer: Viewer): Promise<void> {
    const email = verifiedEmailOf(viewer);
    if (!email) return;
    const waiting = await this.uow.manager(ctx).exists(LibraryEntry, { where: { email, userId: IsNull(), activeOwnerKey: Not(IsNull()) } });
    if (!waiting) return;
    await this.uow.run(ctx, async (tx) => {
      const manager = tx.transaction.manager;
      const ownerKey = ownerKeyOf({ userId: viewer.id, email });
      const unclaimed = await manager.findBy(LibraryEntry, { email, userId: IsNull(), activeOwnerKey: Not(IsNull()) });
      const held = await this.ownedAmong(tx, { userId: viewer.id, email: null }, unclaimed.map((entry) => entry.storyId));
      for (const entry of unclaimed) {
        if (held.has(entry.storyId)) continue;
        await manager.update(LibraryEntry, { id: entry.id }, { userId: viewer.id, email: null, ownerKey, activeOwnerKey: ownerKey });
      }
    });
  }

  /** Remembers the stamped case file made for an entry. */
  async recordCaseFile(ctx: RequestContext, entryId: number, file: string): Promise<void> {
    await this.uow.run(ctx, (tx) => tx.transaction.manager.update(LibraryEntry, { id: entryId }, { caseFile: file }));
  }
}
