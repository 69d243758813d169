import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { type BusinessError, failure, invalidArgument, type Result, success } from "../../platform/errors/business-error";
import type { RequestContext } from "../../platform/request-context";
import type { UsersService } from "../users";
import type { CreditLedger } from "./credit-ledger";
import { CreditSource, CreditSpendKind } from "./credit-source";

export const ADJUSTMENT_REASON_MAX_LENGTH = 500;
/** More than any goodwill gesture needs; a typo of extra zeros is refused. */
export const ADJUSTMENT_MAX_CREDITS = 1000;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export interface CreditAdjustment {
  readonly userId: number;
  /** Credits to give (positive) or take (negative). */
  readonly amount: number;
  readonly reason: string;
  readonly idempotencyKey: string;
}

export type AdjustmentFailure = BusinessError<"INVALID_ARGUMENT" | "NOT_FOUND" | "INSUFFICIENT_CREDITS">;

/** The operator's corrections: each one a ledger row with its reason, never an edit of a balance. */
export class CreditAdjustments {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly ledger: CreditLedger,
    private readonly users: UsersService,
  ) {}

  async adjust(ctx: RequestContext, adjustment: CreditAdjustment): Promise<Result<{ balance: number }, AdjustmentFailure>> {
    const reason = adjustment.reason.trim();
    const { amount, userId } = adjustment;
    if (reason.length === 0) return invalidArgument("reason", "Give a reason for the adjustment.");
    if (reason.length > ADJUSTMENT_REASON_MAX_LENGTH) return invalidArgument("reason", `The reason must be at most ${ADJUSTMENT_REASON_MAX_LENGTH} characters.`);
    if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > ADJUSTMENT_MAX_CREDITS) {
      return invalidArgument("amount", `Give or take between 1 and ${ADJUSTMENT_MAX_CREDITS} credits.`);
    }
    if (!IDEMPOTENCY_KEY.test(adjustment.idempotencyKey)) return invalidArgument("idempotencyKey", "The idempotency key must be 8 to 100 letters, digits, dashes or underscores.");
    if (!(await this.users.findById(ctx, userId))) return failure("NOT_FOUND", "There is no user with this id.");
    const key = `adjustment:${userId}:${adjustment.idempotencyKey}`;

    const outcome = await this.uow.run(ctx, async (tx): Promise<Result<null, AdjustmentFailure>> => {
      // In turn with the user's other changes, so the key is looked up in both directions before either is taken.
      await this.ledger.lockSpendable(tx, userId);
      const earlier = await this.ledger.keyed(tx, key);
      if (earlier.grant || earlier.spend) {
        const applied = earlier.grant ? earlier.grant.amount : -(earlier.spend?.amount ?? 0);
        return applied === amount ? success(null) : invalidArgument("idempotencyKey", "This idempotency key was already used for a different adjustment.");
      }
      if (amount > 0) {
        await this.ledger.grant(tx, { userId, amount, source: CreditSource.ADJUSTMENT, key, reason });
        return success(null);
      }
      const spent = await this.ledger.spend(tx, { userId, amount: -amount, kind: CreditSpendKind.ADJUSTMENT, key, reason });
      if (spent.ok) return success(null);
      const balance = Number(spent.error.details?.balance ?? 0);
      return failure("INSUFFICIENT_CREDITS", `The user has ${balance} credits; you can take at most that many.`, { balance, needed: -amount });
    });
    if (!outcome.ok) return outcome;
    return success({ balance: await this.ledger.balanceOf(ctx, userId) });
  }
}
