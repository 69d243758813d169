import { z } from "zod";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import type { Mailer } from "../../platform/mailer";
import type { OutboxHandler } from "../../platform/outbox/outbox";
import { briefFacts, suspectFacts } from "./brief-labels";
import { briefOf } from "./custom-case-brief";
import { CustomCase } from "./custom-case.entity";
import { CustomCaseStatus } from "./custom-case-status";

export const NEW_CUSTOM_CASE_TOPIC = "commissions.new_case_email";

const payloadSchema = z.object({ customCaseId: z.number().int().positive() });

export interface NewCaseEmailDeps {
  uow: UnitOfWork;
  mailer: Mailer;
  operatorEmail: string;
  publicUrl: string;
}

/**
 * Tells the operator a custom case was paid for, with the whole brief. Plain text, so whatever the
 * customer wrote stays text; the subject carries the order number only.
 */
export function newCaseEmail(deps: NewCaseEmailDeps): OutboxHandler {
  return async (ctx, payload) => {
    const { customCaseId } = payloadSchema.parse(payload);
    const row = await deps.uow.manager(ctx).findOneBy(CustomCase, { id: customCaseId });
    // Refunded before this was sent: there is nothing to write any more.
    if (!row || row.status === CustomCaseStatus.CANCELLED) return;
    const brief = briefOf(row);
    const text = [
      `A custom case was paid for: order ${row.orderNumber}, on ${row.orderedAt.toISOString()}.`,
      `Ordered by: ${row.email}`,
      "",
      "THE BRIEF",
      ...briefFacts(brief).map(([label, value]) => `${label}: ${value}`),
      "",
      `SUSPECTS (${brief.suspects.length})`,
      ...brief.suspects.flatMap((suspect, index) => ["", `Suspect ${index + 1}`, ...suspectFacts(suspect).map(([label, value]) => `  ${label}: ${value}`)]),
      "",
      "It waits in the custom case queue, where you can generate its draft dossier:",
      `${deps.publicUrl}/admin`,
    ].join("\n");
    await deps.mailer.send({ to: deps.operatorEmail, subject: `New custom case: order ${row.orderNumber}`, text });
  };
}
