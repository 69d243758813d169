import { createHash } from "node:crypto";
import { And, In, IsNull, LessThanOrEqual, MoreThan } from "typeorm";
import type { Clock } from "../../platform/clock";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { logger } from "../../platform/logger";
import type { Outbox } from "../../platform/outbox/outbox";
import type { RequestContext } from "../../platform/request-context";
import { CreditGrant } from "./credit-grant.entity";
import { CREDIT_TERMS } from "./credit-terms";

export const EXPIRY_REMINDER_TOPIC = "credits.expiry_reminder";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Users reminded per pass; the next pass takes the rest. */
const REMINDER_BATCH = 500;
/** Grants read or recorded per statement, so a backlog never becomes one huge statement. */
const GRANT_BATCH = 2000;

export interface SweepOutcome {
  /** Grants recorded as expired on this pass. */
  readonly expiredGrants: number;
  /** Users sent a reminder on this pass. */
  readonly remindedUsers: number;
}

/**
 * What happens to credits with time, on a timer: grants that ran out are recorded with what was left
 * unspent (the balance never needed this to be right; the operator's reports do), and holders of
 * credits that expire within 30 days are reminded, each grant once, one email per user per pass.
 */
export class CreditExpiry {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async sweep(ctx: RequestContext): Promise<SweepOutcome> {
    const now = this.clock();
    const expiredGrants = await this.recordExpired(ctx, now);
    const remindedUsers = await this.remind(ctx, now);
    if (expiredGrants > 0 || remindedUsers > 0) logger.info("credits.swept", { requestId: ctx.requestId, expiredGrants, remindedUsers });
    return { expiredGrants, remindedUsers };
  }

  start(ctx: RequestContext, intervalMs: number): void {
    const pass = () =>
      void this.sweep(ctx).catch((error: unknown) => {
        logger.error("credits.sweep_failed", { requestId: ctx.requestId, error });
      });
    pass();
    this.timer = setInterval(pass, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** In batches; what remains of a grant can no longer change once it has expired, so a batch needs no lock. */
  private async recordExpired(ctx: RequestContext, now: Date): Promise<number> {
    let recorded = 0;
    for (;;) {
      const batch = await this.uow.manager(ctx).find(CreditGrant, {
        select: { id: true },
        where: { expiresAt: LessThanOrEqual(now), expiredAmount: IsNull() },
        order: { id: "ASC" },
        take: GRANT_BATCH,
      });
      if (batch.length === 0) return recorded;
      const ids = batch.map((grant) => grant.id);
      await this.uow.run(ctx, (tx) =>
        tx.transaction.manager
          .createQueryBuilder()
          .update(CreditGrant)
          .set({ expiredAmount: () => "remaining" })
          .where({ id: In(ids), expiredAmount: IsNull() })
          .execute(),
      );
      recorded += ids.length;
      if (batch.length < GRANT_BATCH) return recorded;
    }
  }

  private async remind(ctx: RequestContext, now: Date): Promise<number> {
    const horizon = new Date(now.getTime() + CREDIT_TERMS.reminderDays * DAY_MS);
    const due = await this.uow.manager(ctx).find(CreditGrant, {
      select: { id: true, userId: true },
      where: { remindedAt: IsNull(), remaining: MoreThan(0), expiresAt: And(MoreThan(now), LessThanOrEqual(horizon)) },
      order: { userId: "ASC", id: "ASC" },
      take: GRANT_BATCH,
    });
    const users = [...new Set(due.map((grant) => grant.userId))].slice(0, REMINDER_BATCH);
    let reminded = 0;
    for (const userId of users) if (await this.remindUser(ctx, userId, now, horizon)) reminded += 1;
    return reminded;
  }

  /** Marks the user's due grants reminded and enqueues their email in one transaction: a grant is reminded once. */
  private remindUser(ctx: RequestContext, userId: number, now: Date, horizon: Date): Promise<boolean> {
    return this.uow.run(ctx, async (tx) => {
      const manager = tx.transaction.manager;
      const grants = await this.uow
        .forUpdate(
          manager
            .createQueryBuilder(CreditGrant, "grant")
            .where("grant.user_id = :userId AND grant.reminded_at IS NULL AND grant.remaining > 0", { userId })
            .andWhere("grant.expires_at > :now AND grant.expires_at <= :horizon", { now, horizon }),
        )
        .getMany();
      if (grants.length === 0) return false;
      const grantIds = grants.map((grant) => grant.id).sort((a, b) => a - b);
      await manager.update(CreditGrant, { id: In(grantIds) }, { remindedAt: now });
      const key = `credit-reminder:${userId}:${createHash("sha256").update(grantIds.join(",")).digest("base64url").slice(0, 22)}`;
      await this.outbox.enqueue(tx, { topic: EXPIRY_REMINDER_TOPIC, key, payload: { userId, grantIds } });
      tx.transaction.afterCommit(() => this.outbox.kick());
      return true;
    });
  }
}
