import { z } from "zod";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import type { Mailer } from "../../platform/mailer";
import type { OutboxHandler } from "../../platform/outbox/outbox";
import type { LinkSigner } from "../../platform/signing/link-signer";
import { ProductKind } from "../products";
import { formatUsd } from "./money";
import { holderNameOf } from "./line-fulfillers";
import { OrderLine } from "./order-line.entity";
import { OrderLineState } from "./order-state";
import { orderPageUrl } from "./order-links";
import { Order } from "./order.entity";

export const CONFIRMATION_EMAIL_TOPIC = "orders.confirmation_email";

const payloadSchema = z.object({ orderId: z.string().min(1) });

export interface ConfirmationEmailDeps {
  uow: UnitOfWork;
  mailer: Mailer;
  signer: LinkSigner;
  publicUrl: string;
}

/** What happens next for each kind of product that is made or sent after payment. */
const NEXT_STEPS: Partial<Record<ProductKind, string>> = {
  [ProductKind.HARD_COPY]:
    "Your printed hard copy ships within 1–3 weeks by standard post (about 1 week in Canada, 2–3 weeks elsewhere). We will email you the carrier and tracking number when it leaves.",
  [ProductKind.CUSTOM_CASE]:
    "We have your brief and our writers are on your custom case. It takes up to 14 days; we will email you as soon as its PDF is ready to download.",
};

/** The order confirmation: what was bought, the order page (which opens without signing in) and My Library. */
export function confirmationEmail(deps: ConfirmationEmailDeps): OutboxHandler {
  return async (ctx, payload) => {
    const { orderId } = payloadSchema.parse(payload);
    const manager = deps.uow.manager(ctx);
    const order = await manager.findOneBy(Order, { id: orderId });
    if (!order) return;
    const lines = await manager.find(OrderLine, { where: { orderId }, order: { id: "ASC" } });
    const refunded = lines.filter((line) => line.state === OrderLineState.REFUNDED);
    const nothingDelivered = refunded.length === lines.length;
    const kept = lines.filter((line) => line.state !== OrderLineState.REFUNDED);
    const deliveredKits = kept.some((line) => line.kind === ProductKind.STORY_KIT);
    const nextSteps = [...new Set(kept.flatMap((line) => NEXT_STEPS[line.kind] ?? []))];
    const text = [
      `Hello Detective ${holderNameOf(order)},`,
      "",
      nothingDelivered
        ? `Thank you for your order ${order.number}. We could not deliver it, so your payment has been refunded in full:`
        : `Thank you for your order ${order.number}. ${deliveredKits ? "Your case files are ready." : nextSteps.length > 0 ? "Here is what happens next." : "Everything in it is done."}`,
      "",
      ...lines.map((line) => `  • ${line.title} — ${formatUsd(line.unitPriceCents)}${line.state === OrderLineState.REFUNDED ? " (refunded)" : ""}`),
      `  Total paid: ${formatUsd(order.totalCents - order.refundedCents)}`,
      ...(nextSteps.length > 0 ? ["", ...nextSteps] : []),
      ...(refunded.length > 0 ? ["", "Why we refunded:", ...refunded.map((line) => `  • ${line.title}: ${line.refundReason ?? "refunded"}`)] : []),
      "",
      "Your order page has everything about this order. This link keeps working, so keep this email:",
      orderPageUrl(deps.signer, deps.publicUrl, order.id),
      "",
      `They are also in My Library when you sign in (or sign up) with ${order.email}:`,
      `${deps.publicUrl}/account`,
      "",
      "Happy sleuthing,",
      "Cold Case Kits",
    ].join("\n");
    const subject = nothingDelivered ? `Your Cold Case Kits order ${order.number} was refunded` : `Your Cold Case Kits order ${order.number}`;
    await deps.mailer.send({ to: order.email, subject, text });
  };
}
