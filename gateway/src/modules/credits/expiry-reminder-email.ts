import { In } from "typeorm";
import { z } from "zod";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import type { Mailer } from "../../platform/mailer";
import type { OutboxHandler } from "../../platform/outbox/outbox";
import type { UsersService } from "../users";
import { CreditGrant } from "./credit-grant.entity";

const payloadSchema = z.object({ userId: z.number().int().positive(), grantIds: z.array(z.number().int().positive()).min(1).max(10_000) });

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export interface ExpiryReminderDeps {
  uow: UnitOfWork;
  mailer: Mailer;
  users: UsersService;
  publicUrl: string;
}

/** The email that tells a detective which of their credits are about to expire, and where to spend them. */
export function expiryReminderEmail(deps: ExpiryReminderDeps): OutboxHandler {
  return async (ctx, payload) => {
    const { userId, grantIds } = payloadSchema.parse(payload);
    const user = await deps.users.findById(ctx, userId);
    if (!user?.email) return;
    const grants = await deps.uow.manager(ctx).find(CreditGrant, { where: { id: In(grantIds), userId }, order: { expiresAt: "ASC", id: "ASC" } });
    const byDate = new Map<string, number>();
    for (const grant of grants) {
      if (grant.remaining === 0) continue;
      const date = DATE_FORMAT.format(grant.expiresAt);
      byDate.set(date, (byDate.get(date) ?? 0) + grant.remaining);
    }
    if (byDate.size === 0) return;
    const total = [...byDate.values()].reduce((sum, count) => sum + count, 0);
    const text = [
      `Hello Detective${user.firstName ? ` ${user.firstName}` : ""},`,
      "",
      `${total} of your Cold Case Kits credits expire soon:`,
      "",
      ...[...byDate].map(([date, count]) => `  • ${count} ${count === 1 ? "credit expires" : "credits expire"} on ${date}`),
      "",
      "Credits can't be turned into cash, but ten of them open any case in the catalogue:",
      `${deps.publicUrl}/stories`,
      "",
      "Your balance and what expires when are in My Library:",
      `${deps.publicUrl}/account`,
      "",
      "Happy sleuthing,",
      "Cold Case Kits",
    ].join("\n");
    await deps.mailer.send({ to: user.email, subject: `${total} of your credits expire soon`, text });
  };
}
