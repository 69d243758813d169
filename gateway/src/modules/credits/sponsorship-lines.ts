import { z } from "zod";
import type { Clock } from "../../platform/clock";
import { logger } from "../../platform/logger";
import type { TransactionalContext } from "../../platform/request-context";
import type { SponsorshipsService } from "../stories";
import type { CreditLedger } from "./credit-ledger";
import { CreditSource } from "./credit-source";
import { CREDIT_TERMS } from "./credit-terms";

/** What a sponsorship line carries from the cart: the name the sponsor chose to show on the story. */
export const sponsorshipDetailsSchema = z.object({ sponsorName: z.string().min(1).max(200) });

/** The parts of a paid order and line a sponsorship needs (the orders module's own rows fit). */
interface PaidOrder {
  readonly userId: number | null;
}
interface PaidLine {
  readonly id: number;
  readonly storyId: string | null;
  readonly details: string | null;
}

type SponsorshipOutcome = { readonly delivered: true; readonly libraryEntryId: null } | { readonly delivered: false; readonly libraryEntryId: null; readonly reason: string };

export const SPONSOR_TAKEN_REASON =
  "Another detective became this story's sponsor moments before your payment arrived. Each story has one sponsor, so your payment for the sponsorship was refunded.";

export const UNDELIVERABLE_REASON = "This sponsorship could not be set up, so your payment for it was refunded. Please try again from the story's page.";

const grantKeyOf = (lineId: number) => `sponsorship:${lineId}`;

function parsedJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * How a paid sponsorship is delivered: the story gets its sponsor (one per story, decided by the
 * database) and the sponsor their credits; when another sponsor won the race, the line is refused
 * and refunded. A refunded sponsorship ends, and what is left of its credits goes back.
 */
export function sponsorshipLines(sponsorships: SponsorshipsService, ledger: CreditLedger, clock: Clock) {
  return {
    async fulfil(ctx: TransactionalContext, order: PaidOrder, line: PaidLine): Promise<SponsorshipOutcome> {
      const details = sponsorshipDetailsSchema.safeParse(parsedJson(line.details));
      if (!line.storyId || order.userId === null || !details.success) {
        // The cart lets no such line through; should one be paid anyway, the money goes back rather than the order stalling.
        logger.error("credits.sponsorship_line_undeliverable", { requestId: ctx.requestId, lineId: line.id, hasStory: line.storyId !== null, hasAccount: order.userId !== null });
        return { delivered: false, libraryEntryId: null, reason: UNDELIVERABLE_REASON };
      }
      const { sponsorName } = details.data;
      const outcome = await sponsorships.claim(ctx, { storyId: line.storyId, sponsorUserId: order.userId, sponsorName, orderLineId: line.id, at: clock() });
      if (!outcome.assigned) return { delivered: false, libraryEntryId: null, reason: SPONSOR_TAKEN_REASON };
      await ledger.grant(ctx, { userId: order.userId, amount: CREDIT_TERMS.perSponsorship, source: CreditSource.SPONSORSHIP, key: grantKeyOf(line.id), storyId: line.storyId });
      return { delivered: true, libraryEntryId: null };
    },

    async refunded(ctx: TransactionalContext, lines: readonly PaidLine[]): Promise<void> {
      await sponsorships.withdraw(
        ctx,
        lines.map((line) => line.id),
      );
      for (const line of lines) {
        const taken = await ledger.takeBack(ctx, grantKeyOf(line.id), { amount: CREDIT_TERMS.perSponsorship, key: `sponsorship-reversal:${line.id}`, reason: "The sponsorship was refunded." });
        // Credits already spent stay spent (they bought a story): the operator sees what could not be taken back.
        if (taken < CREDIT_TERMS.perSponsorship) logger.warn("credits.sponsorship_refund_partly_recovered", { requestId: ctx.requestId, lineId: line.id, recovered: taken, granted: CREDIT_TERMS.perSponsorship });
      }
    },
  };
}
