import { formatCredits } from '../../shared/credits/format-credits';

/** The shop's limits on one adjustment (it checks again): 1 to 1,000 credits either way, a reason of 1 to 500 characters. */
export const ADJUSTMENT_MAX_CREDITS = 1000;
export const ADJUSTMENT_REASON_MAX_LENGTH = 500;

export interface AdjustmentDraft {
  amount: string;
  reason: string;
}

export type AdjustmentField = keyof AdjustmentDraft;

export type AdjustmentErrors = Partial<Record<AdjustmentField, string>>;

/** A signed whole number, as typed: "10", "+10" or "-10". */
const WHOLE_NUMBER = /^[+-]?\d+$/;

function amountProblem(text: string, balance: number): string | null {
  const trimmed = text.trim().replace('−', '-');
  if (trimmed === '') return 'Enter the credits to give, or a negative number to take.';
  if (!WHOLE_NUMBER.test(trimmed)) return 'Use a whole number, e.g. 10 to give or -10 to take.';
  const amount = Number(trimmed);
  if (amount === 0 || Math.abs(amount) > ADJUSTMENT_MAX_CREDITS) {
    return `Give or take between 1 and ${formatCredits(ADJUSTMENT_MAX_CREDITS)}.`;
  }
  if (-amount > balance) return `The user has ${formatCredits(balance)}; you can take at most that many.`;
  return null;
}

function reasonProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'Give a reason for the adjustment.';
  if (trimmed.length > ADJUSTMENT_REASON_MAX_LENGTH) return `Keep it to ${ADJUSTMENT_REASON_MAX_LENGTH} characters or fewer.`;
  return null;
}

/** What is wrong with the adjustment typed, field by field, against the user's balance. */
export function adjustmentProblems(draft: AdjustmentDraft, balance: number): AdjustmentErrors {
  const problems: AdjustmentErrors = {};
  const amount = amountProblem(draft.amount, balance);
  if (amount) problems.amount = amount;
  const reason = reasonProblem(draft.reason);
  if (reason) problems.reason = reason;
  return problems;
}

/** The signed number of credits a valid draft asks for. */
export function amountOf(draft: AdjustmentDraft): number {
  return Number(draft.amount.trim().replace('−', '-'));
}
