import type { Clock } from "../../platform/clock";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import type { RequestContext } from "../../platform/request-context";
import { CreditGrant } from "./credit-grant.entity";
import type { CreditSource, CreditSpendKind } from "./credit-source";
import { CreditSpend } from "./credit-spend.entity";

/** One row of a user's ledger: credits that came in (a grant) or went out (a spend). */
export type CreditHistoryEntry =
  | {
      readonly kind: "grant";
      readonly id: number;
      /** Credits given, positive. */
      readonly amount: number;
      readonly source: CreditSource;
      readonly reason: string | null;
      readonly storyId: string | null;
      readonly at: Date;
      readonly expiresAt: Date;
      /** Credits of the grant still spendable: none once it has expired. */
      readonly remaining: number;
    }
  | {
      readonly kind: "spend";
      readonly id: number;
      /** Credits taken, negative. */
      readonly amount: number;
      readonly source: CreditSpendKind;
      readonly reason: string | null;
      readonly storyId: string | null;
      readonly at: Date;
    };

/** A user's grants and spends as one ledger, newest first, for the operator. */
export class CreditHistory {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** The newest `limit` grants and spends of the user, newest first (a spend before a grant made at the same moment). */
  async of(ctx: RequestContext, userId: number, limit: number): Promise<CreditHistoryEntry[]> {
    const manager = this.uow.manager(ctx);
    const [grants, spends] = await Promise.all([
      manager.find(CreditGrant, { where: { userId }, order: { acquiredAt: "DESC", id: "DESC" }, take: limit }),
      manager.find(CreditSpend, { where: { userId }, order: { createdAt: "DESC", id: "DESC" }, take: limit }),
    ]);
    const now = this.clock();
    const entries: CreditHistoryEntry[] = [
      ...grants.map((grant) => ({
        kind: "grant" as const,
        id: grant.id,
        amount: grant.amount,
        source: grant.source,
        reason: grant.reason,
        storyId: grant.storyId,
        at: grant.acquiredAt,
        expiresAt: grant.expiresAt,
        remaining: grant.expiresAt > now ? grant.remaining : 0,
      })),
      ...spends.map((spend) => ({ kind: "spend" as const, id: spend.id, amount: -spend.amount, source: spend.kind, reason: spend.reason, storyId: spend.storyId, at: spend.createdAt })),
    ];
    const kindOrder = { spend: 0, grant: 1 };
    entries.sort((a, b) => b.at.getTime() - a.at.getTime() || kindOrder[a.kind] - kindOrder[b.kind] || b.id - a.id);
    return entries.slice(0, limit);
  }
}
