import type { Clock } from "../../platform/clock";
import { logger } from "../../platform/logger";
import type { VerifiedAccounts } from "../library";
import type { LineKindHandler } from "../orders";
import type { StoriesService } from "../stories";
import { parseHardCopyDetails } from "./hard-copy-cart-details";
import { checkShippingAddress } from "./shipping-address";
import { regionOfStoryProduct } from "./shipping-region";
import type { ShipmentsService } from "./shipments.service";

export const UNDELIVERABLE_REASON = "This hard copy could not be set up for shipping, so your payment for it was refunded. Please order it again from the story's page.";

export interface HardCopyLinesDeps {
  shipments: ShipmentsService;
  stories: StoriesService;
  accounts: VerifiedAccounts;
  clock: Clock;
}

/**
 * How a paid hard copy is delivered: it becomes a shipment in the operator's queue (delivered here means "in
 * production"), for the option the story's product ids say was bought, to the address checked again against it.
 * A refunded hard copy that has not left is not sent.
 */
export function hardCopyLines({ shipments, stories, accounts, clock }: HardCopyLinesDeps): LineKindHandler {
  return {
    async fulfil(ctx, order, line) {
      const details = parseHardCopyDetails(line.details);
      const [story] = await stories.findByProductIds(ctx, [line.productId]);
      const region = story ? regionOfStoryProduct(story, line.productId) : null;
      const checked = details && region ? checkShippingAddress(details.shippingAddress, region) : null;
      if (!story || !region || !checked?.ok) {
        // The cart lets no such line through; should one be paid anyway, the money goes back rather than the order stalling.
        logger.error("shipments.hard_copy_line_undeliverable", { requestId: ctx.requestId, lineId: line.id, hasStory: story !== undefined, hasDetails: details !== null });
        return { delivered: false, libraryEntryId: null, reason: UNDELIVERABLE_REASON };
      }
      const { email: addressEmail, ...address } = checked.value;
      await shipments.open(ctx, {
        ...address,
        addressEmail,
        orderLineId: line.id,
        orderId: order.id,
        orderNumber: order.number,
        // A visitor paying with an account's verified email is that account, as the library has it.
        userId: order.userId ?? (await accounts.accountIdOfVerifiedEmail(ctx, order.email)),
        email: order.email.toLowerCase(),
        storyId: story.id,
        title: story.title,
        region,
        orderedAt: order.paidAt ?? clock(),
      });
      return { delivered: true, libraryEntryId: null };
    },

    refunded: (ctx, lines, at) =>
      shipments.cancelForLines(
        ctx,
        lines.map((line) => line.id),
        at,
      ),
  };
}
