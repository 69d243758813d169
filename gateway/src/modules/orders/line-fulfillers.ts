import type { TransactionalContext } from "../../platform/request-context";
import type { Outbox } from "../../platform/outbox/outbox";
import { type LibraryService, PREPARE_CASE_FILE_TOPIC, PurchaseType } from "../library";
import { ProductKind } from "../products";
import type { OrderLine } from "./order-line.entity";
import type { Order } from "./order.entity";

/**
 * Delivers one paid line in the fulfilment's unit of work: the library entry it gave, if any, and
 * whether the customer already had what it sells (then the line is refunded, not delivered twice).
 */
export type LineFulfiller = (ctx: TransactionalContext, order: Order, line: OrderLine) => Promise<{ libraryEntryId: number | null; alreadyOwned: boolean }>;

/** The name stamped on a case file: the cardholder's, else the email's name part. */
export function holderNameOf(order: Order): string {
  return order.customerName?.trim() || order.email.split("@")[0] || order.email;
}

/** A kit: the story goes into the buyer's library, and its stamped case file is made soon after. */
export function storyKitFulfiller(library: LibraryService, outbox: Outbox): LineFulfiller {
  return async (ctx, order, line) => {
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
    if (isNew) await outbox.enqueue(ctx, { topic: PREPARE_CASE_FILE_TOPIC, key: `case-file:${entry.id}`, payload: { entryId: entry.id } });
    return { libraryEntryId: entry.id, alreadyOwned: !isNew };
  };
}

export type LineFulfillers = ReadonlyMap<ProductKind, LineFulfiller>;

export function createLineFulfillers(library: LibraryService, outbox: Outbox): LineFulfillers {
  return new Map([[ProductKind.STORY_KIT, storyKitFulfiller(library, outbox)]]);
}

/** What the shop can sell today: the kinds it knows how to deliver. */
export const FULFILLABLE_KINDS: ReadonlySet<ProductKind> = new Set([ProductKind.STORY_KIT]);
