import express, { Router } from "express";
import { z } from "zod";
import { invalidArgument } from "../../platform/errors/business-error";
import { sendError } from "../../platform/errors/http-errors";
import { requestContextOf, requireViewer } from "../../platform/http/authentication";
import type { UsersService } from "./users.service";

const profileSchema = z.object({
  email: z.string().max(254).optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
});

export function usersRouter(users: UsersService): Router {
  const router = Router();

  /** The storefront calls this after sign-in; the user already exists from the token, the names are kept. */
  router.post("/users/create", express.json({ limit: "4kb" }), requireViewer, async (req, res) => {
    const ctx = requestContextOf(res);
    const parsed = profileSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      sendError(res, invalidArgument(String(issue?.path[0] ?? "body"), issue?.message ?? "invalid profile").error);
      return;
    }
    const result = await users.updateProfile(ctx, { firstName: parsed.data.firstName, lastName: parsed.data.lastName });
    if (!result.ok) {
      sendError(res, result.error);
      return;
    }
    const user = result.value;
    res.json({ email: user.email, firstName: user.firstName, lastName: user.lastName, isAdmin: user.isAdmin });
  });

  return router;
}
