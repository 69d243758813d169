import { CreditSpendKind } from "../../modules/credits/credit-source";
import { PurchaseType } from "../../modules/library";
import type { ShopSql } from "./order-outcomes";

/** One user's ledger as stored, and everything in it that does not add up. */
export interface LedgerAudit {
  readonly userId: number;
  readonly granted: number;
  /** Unspent credits: the balance, as no grant here has expired. */
  readonly remaining: number;
  /** The lowest `remaining` of any grant: below 0 would be credits spent that were never there. */
  readonly lowestRemaining: number;
  readonly spends: number;
  readonly spent: number;
  /** Unrevoked library entries the user redeemed with credits. */
  readonly redeemedEntries: number;
  readonly problems: readonly string[];
}

/**
 * Checks that the user's ledger is whole: every spend is covered by allocations of exactly its amount, every grant's
 * remaining credits are its amount less what was allocated from it (never negative), and every redemption has the
 * library entry it paid for, and every entry redeemed with credits the spend that paid for it.
 */
export async function auditLedger(sql: ShopSql, userId: number): Promise<LedgerAudit> {
  const grants = await sql(
    `SELECT g.id, g.amount, g.remaining, COALESCE((SELECT SUM(a.amount) FROM credit_allocations a WHERE a.grant_id = g.id), 0) AS allocated
     FROM credit_grants g WHERE g.user_id = ?`,
    [userId],
  );
  const spends = await sql(
    `SELECT s.id, s.amount, s.kind, s.story_id AS storyId, s.library_entry_id AS entryId,
            COALESCE((SELECT SUM(a.amount) FROM credit_allocations a WHERE a.spend_id = s.id), 0) AS allocated,
            e.story_id AS entryStoryId, e.reference AS entryReference, e.revoked_at AS entryRevokedAt
     FROM credit_spends s LEFT JOIN library_entries e ON e.id = s.library_entry_id WHERE s.user_id = ?`,
    [userId],
  );
  const entries = await sql("SELECT id, reference FROM library_entries WHERE user_id = ? AND purchase_type = ? AND revoked_at IS NULL", [userId, PurchaseType.CREDITS]);
  const problems: string[] = [];
  for (const grant of grants) {
    const [amount, remaining, allocated] = [Number(grant.amount), Number(grant.remaining), Number(grant.allocated)];
    if (remaining < 0) problems.push(`grant ${String(grant.id)} has ${remaining} credits left`);
    if (amount - remaining !== allocated) problems.push(`grant ${String(grant.id)} of ${amount} has ${remaining} left but ${allocated} allocated`);
  }
  for (const spend of spends) {
    if (Number(spend.amount) !== Number(spend.allocated)) problems.push(`spend ${String(spend.id)} of ${String(spend.amount)} is covered by ${String(spend.allocated)}`);
    if (spend.kind !== CreditSpendKind.REDEMPTION) continue;
    if (spend.entryId === null) problems.push(`redemption ${String(spend.id)} has no library entry`);
    else if (spend.entryStoryId !== spend.storyId || spend.entryReference !== `CREDITS-${String(spend.id)}` || spend.entryRevokedAt !== null) {
      problems.push(`redemption ${String(spend.id)} points at entry ${String(spend.entryId)}, which is not its story's live entry`);
    }
  }
  const paidFor = new Set(spends.map((spend) => `CREDITS-${String(spend.id)}`));
  for (const entry of entries) if (!paidFor.has(String(entry.reference))) problems.push(`library entry ${String(entry.id)} was redeemed by no spend`);
  return {
    userId,
    granted: grants.reduce((sum, grant) => sum + Number(grant.amount), 0),
    remaining: grants.reduce((sum, grant) => sum + Number(grant.remaining), 0),
    lowestRemaining: Math.min(...grants.map((grant) => Number(grant.remaining))),
    spends: spends.length,
    spent: spends.reduce((sum, spend) => sum + Number(spend.amount), 0),
    redeemedEntries: entries.length,
    problems,
  };
}
