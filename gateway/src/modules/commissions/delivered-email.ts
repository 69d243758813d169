import { z } from "zod";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import type { Mailer } from "../../platform/mailer";
import type { OutboxHandler } from "../../platform/outbox/outbox";
import type { LinkSigner } from "../../platform/signing/link-signer";
import { orderPageUrl } from "../orders";
import { CustomCase } from "./custom-case.entity";
import { CustomCaseStatus } from "./custom-case-status";

export const CUSTOM_CASE_DELIVERED_TOPIC = "commissions.delivered_email";

const payloadSchema = z.object({ customCaseId: z.number().int().positive() });

export interface DeliveredEmailDeps {
  uow: UnitOfWork;
  mailer: Mailer;
  signer: LinkSigner;
  publicUrl: string;
}

/**
 * Tells the customer their custom case is ready, at the order's email: My Library for an account
 * holder, else the order page (its link opens without signing in). Plain text; the subject names the order only.
 */
export function deliveredEmail(deps: DeliveredEmailDeps): OutboxHandler {
  return async (ctx, payload) => {
    const { customCaseId } = payloadSchema.parse(payload);
    const row = await deps.uow.manager(ctx).findOneBy(CustomCase, { id: customCaseId });
    if (!row || row.status !== CustomCaseStatus.DELIVERED) return;
    const where =
      row.userId !== null
        ? ["Download it from My Library, under your custom cases:", `${deps.publicUrl}/account`]
        : ["Download it from your order page. This link keeps working, so keep this email:", orderPageUrl(deps.signer, deps.publicUrl, row.orderId)];
    const text = [
      "Hello Detective,",
      "",
      `The custom case you ordered (order ${row.orderNumber}) is written and ready to play.`,
      "",
      ...where,
      "",
      "Happy sleuthing,",
      "Cold Case Kits",
    ].join("\n");
    await deps.mailer.send({ to: row.email, subject: `Your custom case is ready (order ${row.orderNumber})`, text });
  };
}
