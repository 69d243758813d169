import { In } from "typeorm";
import type { Clock } from "../../platform/clock";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { insertUnlessPresent } from "../../platform/database/insert-unless-present";
import { logger } from "../../platform/logger";
import type { Outbox } from "../../platform/outbox/outbox";
import type { RequestContext, TransactionalContext } from "../../platform/request-context";
import type { VerifiedAccounts } from "../library";
import { parseBrief } from "./custom-case-brief";
import { CustomCase } from "./custom-case.entity";
import type { CustomCaseLinks, SignedLink } from "./custom-case-links";
import { CustomCaseStatus } from "./custom-case-status";
import { NEW_CUSTOM_CASE_TOPIC } from "./new-case-email";

/** The parts of a paid order a custom case needs (the orders module's own rows fit). */
export interface PaidOrder {
  readonly id: string;
  readonly number: string;
  readonly userId: number | null;
  readonly email: string;
  readonly paidAt: Date | null;
}

/** The parts of a paid order line a custom case needs. */
export interface PaidLine {
  readonly id: number;
  readonly details: string | null;
}

export type LineOutcome = { readonly delivered: true; readonly libraryEntryId: null } | { readonly delivered: false; readonly libraryEntryId: null; readonly reason: string };

export const UNREADABLE_BRIEF_REASON = "The brief of this custom case could not be read, so your payment for it was refunded. Please create it again in the Mystery Creator.";

/** Cases that a refund still stops: nothing has been handed over yet. */
const CANCELLABLE = [CustomCaseStatus.BRIEF_RECEIVED, CustomCaseStatus.WRITING];

export interface CustomCaseLinesDeps {
  uow: UnitOfWork;
  outbox: Outbox;
  links: CustomCaseLinks;
  accounts: VerifiedAccounts;
  clock: Clock;
}

/**
 * How a paid custom case line is delivered: its brief becomes a case in the operator's queue (once,
 * however often the payment is replayed) and the operator is emailed. A refund cancels a case not yet
 * delivered; once delivered, its PDF is what the order line downloads.
 */
export function customCaseLines({ uow, outbox, links, accounts, clock }: CustomCaseLinesDeps) {
  return {
    async fulfil(ctx: TransactionalContext, order: PaidOrder, line: PaidLine): Promise<LineOutcome> {
      const brief = parseBrief(line.details);
      if (!brief) {
        // The cart lets no such line through; should one be paid anyway, the money goes back rather than the order stalling.
        logger.error("commissions.unreadable_brief", { requestId: ctx.requestId, orderId: order.id, lineId: line.id });
        return { delivered: false, libraryEntryId: null, reason: UNREADABLE_BRIEF_REASON };
      }
      await insertUnlessPresent(ctx, CustomCase, {
        orderLineId: line.id,
        orderId: order.id,
        orderNumber: order.number,
        // A visitor paying with an account's verified email is that account, as the library has it.
        userId: order.userId ?? (await accounts.accountIdOfVerifiedEmail(ctx, order.email)),
        email: order.email.toLowerCase(),
        briefEmail: brief.email,
        dateRequired: brief.dateRequired,
        source: brief.source,
        city: brief.city,
        location: brief.location,
        suspects: JSON.stringify(brief.suspects),
        status: CustomCaseStatus.BRIEF_RECEIVED,
        orderedAt: order.paidAt ?? clock(),
      });
      const row = await uow.forUpdate(ctx.transaction.manager.createQueryBuilder(CustomCase, "c").where("c.orderLineId = :lineId", { lineId: line.id })).getOneOrFail();
      await outbox.enqueue(ctx, { topic: NEW_CUSTOM_CASE_TOPIC, key: `custom-case-received:${row.id}`, payload: { customCaseId: row.id } });
      return { delivered: true, libraryEntryId: null };
    },

    async refunded(ctx: TransactionalContext, lines: readonly PaidLine[], at: Date): Promise<void> {
      const lineIds = lines.map((line) => line.id);
      const manager = ctx.transaction.manager;
      await manager.update(CustomCase, { orderLineId: In(lineIds), status: In(CANCELLABLE) }, { status: CustomCaseStatus.CANCELLED, cancelledAt: at });
      const delivered = await manager.find(CustomCase, { select: { id: true }, where: { orderLineId: In(lineIds), status: CustomCaseStatus.DELIVERED } });
      // The customer keeps a case already handed over: the operator sees which ones were refunded anyway.
      if (delivered.length > 0) logger.warn("commissions.refunded_after_delivery", { requestId: ctx.requestId, customCaseIds: delivered.map((row) => row.id) });
    },

    /** Which of these lines' cases were delivered, in one query per order. */
    async downloadableLines(ctx: RequestContext, lines: readonly PaidLine[]): Promise<ReadonlySet<number>> {
      if (lines.length === 0) return new Set();
      const rows = await uow.manager(ctx).find(CustomCase, { select: { orderLineId: true }, where: { orderLineId: In(lines.map((line) => line.id)), status: CustomCaseStatus.DELIVERED } });
      return new Set(rows.map((row) => row.orderLineId));
    },

    /** A link to the delivered PDF of the line's case; null until it is delivered. Whoever asks may view the order. */
    async downloadLink(ctx: RequestContext, line: PaidLine): Promise<SignedLink | null> {
      const row = await uow.manager(ctx).findOneBy(CustomCase, { orderLineId: line.id });
      if (!row || row.status !== CustomCaseStatus.DELIVERED || row.caseFile === null) return null;
      return links.download(row.id, "case-file");
    },
  };
}

export type CustomCaseLineHandler = ReturnType<typeof customCaseLines>;
