import express, { Router } from "express";
import { z } from "zod";
import { type BusinessError, invalidArgument } from "../../platform/errors/business-error";
import { sendError } from "../../platform/errors/http-errors";
import { requestContextOf, requireAdmin } from "../../platform/http/authentication";
import { personal } from "../../platform/http/personal";
import { rowIdOf } from "../../platform/graphql/row-id";
import type { AdjustmentFailure, CreditHistoryEntry, CreditsServices } from "../credits";
import { USER_PAGE_MAX_LIMIT, USER_SEARCH_MAX_LENGTH } from "../users";
import type { AdminUserSummary, AdminUsersService } from "./admin-users.service";

/** A user in the façade's list: the spec's `_id` and snake_case. */
interface RestUserCredits {
  _id: string;
  email: string | null;
  name: string | null;
  credits: number;
  is_admin: boolean;
}

interface RestLedgerEntry {
  _id: string;
  kind: "grant" | "spend";
  amount: number;
  source: string;
  reason: string | null;
  story_id: string | null;
  at: string;
  expires_at: string | null;
  remaining: number | null;
}

const listQuery = z.object({
  search: z.string().max(USER_SEARCH_MAX_LENGTH, `search must be at most ${USER_SEARCH_MAX_LENGTH} characters`).optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `limit must be an integer between 1 and ${USER_PAGE_MAX_LIMIT}`)
    .transform(Number)
    .optional(),
  after: z.string().max(512, "after must be a cursor returned by a previous page").optional(),
  user_id: z.string().max(16, "user_id must be a user's id").optional(),
});

const adjustmentBody = z.object({
  user_id: z.union([z.string().max(16), z.number().int()], { error: "user_id must be a user's id" }).transform(String),
  amount: z.number({ error: "amount must be a whole number of credits" }).int("amount must be a whole number of credits"),
  reason: z.string({ error: "reason must be a string" }),
  idempotency_key: z.string({ error: "idempotency_key must be a string" }),
});

/** The service names arguments as GraphQL does; the façade's are snake_case. */
const REST_ARGUMENTS: Readonly<Record<string, string>> = { userId: "user_id", idempotencyKey: "idempotency_key" };

function restFailure(error: AdjustmentFailure): BusinessError {
  if (error.errorCode !== "INVALID_ARGUMENT") return error;
  const argument = String(error.details?.argument ?? "body");
  return { ...error, details: { ...error.details, argument: REST_ARGUMENTS[argument] ?? argument } };
}

function issueOf(error: z.ZodError) {
  const issue = error.issues[0];
  return invalidArgument(String(issue?.path[0] ?? "body"), issue?.message ?? "invalid request").error;
}

function restUser({ user, credits }: AdminUserSummary): RestUserCredits {
  const name = [user.firstName, user.lastName].filter((part) => part !== null && part !== "").join(" ");
  return { _id: String(user.id), email: user.email, name: name || null, credits, is_admin: user.isAdmin };
}

function restLedgerEntry(entry: CreditHistoryEntry): RestLedgerEntry {
  const grant = entry.kind === "grant" ? entry : null;
  return {
    _id: `${entry.kind}-${entry.id}`,
    kind: entry.kind,
    amount: entry.amount,
    source: entry.source,
    reason: entry.reason,
    story_id: entry.storyId,
    at: entry.at.toISOString(),
    expires_at: grant?.expiresAt.toISOString() ?? null,
    remaining: grant?.remaining ?? null,
  };
}

/** The spec's `/admin/user-credits`: users with their credits, one user's ledger, and adjusting a balance. Admins only. */
export function adminUsersRouter(adminUsers: AdminUsersService, credits: CreditsServices): Router {
  const router = Router();

  router.get("/admin/user-credits", personal, requireAdmin, async (req, res) => {
    const ctx = requestContextOf(res);
    const query = listQuery.safeParse(req.query);
    if (!query.success) {
      sendError(res, issueOf(query.error));
      return;
    }
    const { search, limit, after, user_id: userId } = query.data;
    if (userId !== undefined) {
      const record = await adminUsers.record(ctx, userId);
      if (!record) {
        sendError(res, { errorCode: "NOT_FOUND", message: "There is no user with this id." });
        return;
      }
      res.json({ user: restUser(record.summary), balance: record.summary.credits, ledger: record.ledger.map(restLedgerEntry) });
      return;
    }
    const page = await adminUsers.page(ctx, { search: search ?? null, limit: limit ?? 25, after: after ?? null });
    if (!page.ok) {
      sendError(res, page.error);
      return;
    }
    res.json({ users: page.value.items.map(restUser), has_more: page.value.nextCursor !== null, next_cursor: page.value.nextCursor });
  });

  router.post("/admin/user-credits", personal, requireAdmin, express.json({ limit: "4kb" }), async (req, res) => {
    const ctx = requestContextOf(res);
    const body = adjustmentBody.safeParse(req.body ?? {});
    if (!body.success) {
      sendError(res, issueOf(body.error));
      return;
    }
    const userId = rowIdOf(body.data.user_id);
    if (userId === null) {
      sendError(res, { errorCode: "NOT_FOUND", message: "There is no user with this id." });
      return;
    }
    const { amount, reason, idempotency_key: idempotencyKey } = body.data;
    const result = await credits.adjustments.adjust(ctx, { userId, amount, reason, idempotencyKey });
    if (!result.ok) {
      sendError(res, restFailure(result.error));
      return;
    }
    res.json({ user_id: body.data.user_id, balance: result.value.balance });
  });

  return router;
}
