import type { RequestContext, TransactionalContext } from "../../platform/request-context";
import type { Outbox } from "../../platform/outbox/outbox";
import { type DownloadLink, type LibraryServices, PREPARE_CASE_FILE_TOPIC, PurchaseType } from "../library";
import { ProductKind } from "../products";
import type { OrderLine } from "./order-line.entity";
import type { Order } from "./order.entity";

/**
 * What delivering one paid line came to: delivered, or refused with the reason the customer is
 * told (they already own the story; another sponsor got there first), in which case the line is
 * refunded instead.
 */
export type LineOutcome =
  | { readonly delivered: true; readonly libraryEntryId: number | null }
  | { readonly delivered: false; readonly libraryEntryId: number | null; readonly reason: string };

/** Delivers one paid line in the fulfilment's unit of work. */
export type LineFulfiller = (ctx: TransactionalContext, order: Order, line: OrderLine) => Promise<LineOutcome>;

/** How the shop delivers one kind of product, and undoes it when its lines are refunded. */
export interface LineKindHandler {
  readonly fulfil: LineFulfiller;
  /** Takes back what these refunded lines gave, in the refund's unit of work. */
  readonly refunded: (ctx: TransactionalContext, lines: readonly OrderLine[], at: Date) => Promise<void>;
  /** For kinds with a file to download: which of one order's fulfilled lines can be downloaded now, asked once per order. */
  readonly downloadableLines?: (ctx: RequestContext, lines: readonly OrderLine[]) => Promise<ReadonlySet<number>>;
  /** A link to a fulfilled line's file, or null when it cannot be downloaded (now, or any more). Whoever asks may view the order. */
  readonly downloadLink?: (ctx: RequestContext, line: OrderLine) => Promise<DownloadLink | null>;
}

export type LineKindHandlers = ReadonlyMap<ProductKind, LineKindHandler>;

export const ALREADY_OWNED_REASON = "This story was already in your library, so this payment for it was refunded.";

/** The name stamped on a case file: the cardholder's, else the email's name part. */
export function holderNameOf(order: Order): string {
  return order.customerName?.trim() || order.email.split("@")[0] || order.email;
}

/** A kit: the story goes into the buyer's library, and its stamped case file is made soon after; a refund revokes it. */
export function storyKitHandler({ library, downloads }: LibraryServices, outbox: Outbox): LineKindHandler {
  return {
    async fulfil(ctx, order, line) {
      if (!line.storyId) throw new Error(`Kit line ${line.id} has no story`);
      const { entry, isNew } = await library.grant(ctx, {
        storyId: line.storyId,
        owner: { userId: order.userId, email: order.email },
        orderLineId: line.id,
        purchaseType: PurchaseType.PURCHASE,
        holderName: holderNameOf(order),
        reference: order.number,
        acquiredAt: order.paidAt ?? new Date(),
      });
      if (!isNew) return { delivered: false, libraryEntryId: entry.id, reason: ALREADY_OWNED_REASON };
      await outbox.enqueue(ctx, { topic: PREPARE_CASE_FILE_TOPIC, key: `case-file:${entry.id}`, payload: { entryId: entry.id } });
      return { delivered: true, libraryEntryId: entry.id };
    },
    refunded: (ctx, lines, at) =>
      library.revokeOrderLines(
        ctx,
        lines.map((line) => line.id),
        at,
      ),
    downloadableLines: (_ctx, lines) => Promise.resolve(new Set(lines.filter((line) => line.libraryEntryId !== null).map((line) => line.id))),
    async downloadLink(ctx, line) {
      const entry = line.libraryEntryId === null ? null : await library.findEntry(ctx, line.libraryEntryId);
      return entry && entry.revokedAt === null ? downloads.linkFor(entry) : null;
    },
  };
}

/** The kinds the orders module delivers itself; other modules add theirs at composition. */
export const BUILT_IN_KINDS: ReadonlySet<ProductKind> = new Set([ProductKind.STORY_KIT]);
