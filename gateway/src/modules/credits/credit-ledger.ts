import { In, MoreThan } from "typeorm";
import type { Clock } from "../../platform/clock";
import { insertUnlessPresent } from "../../platform/database/insert-unless-present";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { type BusinessError, failure, type Result, success } from "../../platform/errors/business-error";
import type { RequestContext, TransactionalContext } from "../../platform/request-context";
import { CreditAllocation } from "./credit-allocation.entity";
import { CreditGrant } from "./credit-grant.entity";
import { type CreditSource, CreditSpendKind } from "./credit-source";
import { CreditSpend } from "./credit-spend.entity";
import { expiryOf } from "./credit-terms";

export interface NewGrant {
  readonly userId: number;
  readonly amount: number;
  readonly source: CreditSource;
  /** Makes the grant happen once: the same key again returns the first grant. */
  readonly key: string;
  readonly reason?: string | null;
  readonly storyId?: string | null;
}

export interface NewSpend {
  readonly userId: number;
  readonly amount: number;
  readonly kind: CreditSpendKind;
  /** Makes the spend happen once: the same key again returns the first spend. */
  readonly key: string;
  readonly reason?: string | null;
  readonly storyId?: string | null;
}

export interface SpendOutcome {
  readonly spend: CreditSpend;
  /** True when the key had already been spent: nothing new was taken. */
  readonly replayed: boolean;
}

export type InsufficientCredits = BusinessError<"INSUFFICIENT_CREDITS">;

/** Unexpired credits that expire in one month of one year. */
export interface ExpiryGroup {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  readonly credits: number;
}

function credits(count: number): string {
  return `${count} ${count === 1 ? "credit" : "credits"}`;
}

/**
 * The credit ledger: grants that expire and spends that draw on them. A balance is always a sum
 * over unexpired grants, never a stored number. Spending locks the user's spendable grants
 * (MySQL/MariaDB; SQLite runs one transaction at a time), so concurrent spends of one user take
 * turns and none can take more than is there; each spend's key makes it happen once.
 */
export class CreditLedger {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** Adds credits in the caller's unit of work, expiring 24 months from now; the same key grants once. */
  async grant(ctx: TransactionalContext, grant: NewGrant): Promise<CreditGrant> {
    if (!Number.isSafeInteger(grant.amount) || grant.amount <= 0) throw new Error(`A grant is a positive whole number of credits, not ${grant.amount}`);
    const acquiredAt = this.clock();
    await insertUnlessPresent(ctx, CreditGrant, {
      userId: grant.userId,
      amount: grant.amount,
      remaining: grant.amount,
      source: grant.source,
      reason: grant.reason ?? null,
      storyId: grant.storyId ?? null,
      grantKey: grant.key,
      acquiredAt,
      expiresAt: expiryOf(acquiredAt),
      remindedAt: null,
      expiredAmount: null,
    });
    return this.uow.forUpdate(ctx.transaction.manager.createQueryBuilder(CreditGrant, "grant").where("grant.grant_key = :key", { key: grant.key })).getOneOrFail();
  }

  /**
   * Takes credits in the caller's unit of work from the grants that expire soonest, or fails
   * without taking any when the balance is short. A key already spent returns its spend again.
   */
  async spend(ctx: TransactionalContext, spend: NewSpend): Promise<Result<SpendOutcome, InsufficientCredits>> {
    if (!Number.isSafeInteger(spend.amount) || spend.amount <= 0) throw new Error(`A spend is a positive whole number of credits, not ${spend.amount}`);
    const now = this.clock();
    const manager = ctx.transaction.manager;
    // Locked first: a second spend of this user (or a replay of this one) waits here until this one commits.
    const grants = await this.uow
      .forUpdate(
        manager
          .createQueryBuilder(CreditGrant, "grant")
          .where("grant.user_id = :userId AND grant.expires_at > :now AND grant.remaining > 0", { userId: spend.userId, now })
          .orderBy("grant.expires_at", "ASC")
          .addOrderBy("grant.id", "ASC"),
      )
      .getMany();
    const earlier = await this.uow.forUpdate(manager.createQueryBuilder(CreditSpend, "spend").where("spend.spend_key = :key", { key: spend.key })).getOne();
    if (earlier) return success({ spend: earlier, replayed: true });

    const balance = grants.reduce((sum, grant) => sum + grant.remaining, 0);
    if (balance < spend.amount) {
      return failure("INSUFFICIENT_CREDITS", `You have ${credits(balance)}; this needs ${credits(spend.amount)}.`, { balance, needed: spend.amount });
    }
    const saved = await manager.save(
      manager.create(CreditSpend, {
        userId: spend.userId,
        amount: spend.amount,
        kind: spend.kind,
        reason: spend.reason ?? null,
        storyId: spend.storyId ?? null,
        libraryEntryId: null,
        spendKey: spend.key,
        createdAt: now,
      }),
    );
    let left = spend.amount;
    for (const grant of grants) {
      if (left === 0) break;
      const taken = Math.min(grant.remaining, left);
      left -= taken;
      await manager.update(CreditGrant, { id: grant.id }, { remaining: grant.remaining - taken });
      await manager.insert(CreditAllocation, { spendId: saved.id, grantId: grant.id, amount: taken });
    }
    return success({ spend: saved, replayed: false });
  }

  /**
   * Takes up to `amount` back out of one grant (what earned it was refunded), in the caller's unit
   * of work: whatever of it is still unspent and unexpired. Returns how many credits came back.
   */
  async takeBack(ctx: TransactionalContext, grantKey: string, reversal: { amount: number; key: string; reason: string }): Promise<number> {
    const manager = ctx.transaction.manager;
    const grant = await this.uow.forUpdate(manager.createQueryBuilder(CreditGrant, "grant").where("grant.grant_key = :grantKey", { grantKey })).getOne();
    if (!grant) return 0;
    const earlier = await manager.findOneBy(CreditSpend, { spendKey: reversal.key });
    if (earlier) return earlier.amount;
    const taken = grant.expiresAt > this.clock() ? Math.min(grant.remaining, reversal.amount) : 0;
    if (taken === 0) return 0;
    const saved = await manager.save(
      manager.create(CreditSpend, {
        userId: grant.userId,
        amount: taken,
        kind: CreditSpendKind.REVERSAL,
        reason: reversal.reason,
        storyId: grant.storyId,
        libraryEntryId: null,
        spendKey: reversal.key,
        createdAt: this.clock(),
      }),
    );
    await manager.update(CreditGrant, { id: grant.id }, { remaining: grant.remaining - taken });
    await manager.insert(CreditAllocation, { spendId: saved.id, grantId: grant.id, amount: taken });
    return taken;
  }

  /**
   * Locks the user's spendable grants until the transaction ends (as a spend does), so work that
   * must see the ledger unchanged takes its turn with the user's spends.
   */
  async lockSpendable(ctx: TransactionalContext, userId: number): Promise<void> {
    await this.uow
      .forUpdate(
        ctx.transaction.manager
          .createQueryBuilder(CreditGrant, "grant")
          .select("grant.id")
          .where("grant.user_id = :userId AND grant.expires_at > :now AND grant.remaining > 0", { userId, now: this.clock() }),
      )
      .getMany();
  }

  /** The grant or spend made under this key, if any: one key names one change, whichever way it went. */
  async keyed(ctx: TransactionalContext, key: string): Promise<{ grant: CreditGrant | null; spend: CreditSpend | null }> {
    const manager = ctx.transaction.manager;
    const [grant, spend] = await Promise.all([manager.findOneBy(CreditGrant, { grantKey: key }), manager.findOneBy(CreditSpend, { spendKey: key })]);
    return { grant, spend };
  }

  /** Records the library entry a redemption made, on its spend. */
  async recordRedemption(ctx: TransactionalContext, spendId: number, libraryEntryId: number): Promise<void> {
    await ctx.transaction.manager.update(CreditSpend, { id: spendId }, { libraryEntryId });
  }

  /** Unexpired credits: a sum that is right at any moment, with no job to keep it so. */
  async balanceOf(ctx: RequestContext, userId: number): Promise<number> {
    const row = await this.uow
      .manager(ctx)
      .createQueryBuilder(CreditGrant, "grant")
      .select("COALESCE(SUM(grant.remaining), 0)", "balance")
      .where("grant.user_id = :userId AND grant.expires_at > :now", { userId, now: this.clock() })
      .getRawOne<{ balance: number | string }>();
    return Number(row?.balance ?? 0);
  }

  /** Balances of many users at once (DataLoader batches). */
  async balancesOf(ctx: RequestContext, userIds: readonly number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.uow
      .manager(ctx)
      .createQueryBuilder(CreditGrant, "grant")
      .select("grant.user_id", "userId")
      .addSelect("SUM(grant.remaining)", "balance")
      .where("grant.user_id IN (:...userIds) AND grant.expires_at > :now", { userIds: [...userIds], now: this.clock() })
      .groupBy("grant.user_id")
      .getRawMany<{ userId: number | string; balance: number | string }>();
    return new Map(rows.map((row) => [Number(row.userId), Number(row.balance)]));
  }

  /** Grants with credits left to spend, the soonest to expire first. */
  spendableGrants(ctx: RequestContext, userId: number): Promise<Pick<CreditGrant, "id" | "remaining" | "expiresAt">[]> {
    return this.uow.manager(ctx).find(CreditGrant, {
      select: { id: true, remaining: true, expiresAt: true },
      where: { userId, expiresAt: MoreThan(this.clock()), remaining: MoreThan(0) },
      order: { expiresAt: "ASC", id: "ASC" },
    });
  }

  /** Unspent, unexpired credits grouped by the month (UTC) they expire in, earliest first. */
  async expirySchedule(ctx: RequestContext, userId: number): Promise<ExpiryGroup[]> {
    const grants = await this.spendableGrants(ctx, userId);
    const groups: { year: number; month: number; credits: number }[] = [];
    for (const grant of grants) {
      const year = grant.expiresAt.getUTCFullYear();
      const month = grant.expiresAt.getUTCMonth() + 1;
      const last = groups.at(-1);
      if (last && last.year === year && last.month === month) last.credits += grant.remaining;
      else groups.push({ year, month, credits: grant.remaining });
    }
    return groups;
  }

  /**
   * Credits each story earned its sponsor since they began sponsoring it (the sponsorship and its
   * royalties), net of what was taken back; an earlier, refunded sponsorship of theirs is not counted.
   */
  async earnedOnStories(ctx: RequestContext, userId: number, since: ReadonlyMap<string, Date>): Promise<Map<string, number>> {
    const storyIds = [...since.keys()];
    if (storyIds.length === 0) return new Map();
    const manager = this.uow.manager(ctx);
    const [grants, reversals] = await Promise.all([
      manager.find(CreditGrant, { select: { id: true, storyId: true, amount: true, acquiredAt: true }, where: { userId, storyId: In(storyIds) } }),
      manager.find(CreditSpend, { select: { id: true, storyId: true, amount: true, createdAt: true }, where: { userId, kind: CreditSpendKind.REVERSAL, storyId: In(storyIds) } }),
    ]);
    const earned = new Map<string, number>();
    const add = (storyId: string | null, at: Date, amount: number) => {
      const start = storyId === null ? undefined : since.get(storyId);
      if (storyId !== null && start && at >= start) earned.set(storyId, (earned.get(storyId) ?? 0) + amount);
    };
    for (const grant of grants) add(grant.storyId, grant.acquiredAt, grant.amount);
    for (const reversal of reversals) add(reversal.storyId, reversal.createdAt, -reversal.amount);
    return earned;
  }
}
