import { Router } from "express";
import { z } from "zod";
import { requireViewer, viewerOf } from "../../platform/authentication";
import type { UsersService } from "./users.service";

const profileSchema = z.object({
  email: z.string().max(254).optional(),
  firstName: z.string().trim().max(100, "firstName must be at most 100 characters").optional(),
  lastName: z.string().trim().max(100, "lastName must be at most 100 characters").optional(),
});

export function usersRouter(users: UsersService): Router {
  const router = Router();

  router.get("/users/status", requireViewer, (_req, res) => {
    const viewer = viewerOf(res);
    if (viewer) res.json(users.status(viewer));
  });

  /** The storefront calls this after sign-in; the user already exists from the token, the names are kept. */
  router.post("/users/create", requireViewer, async (req, res) => {
    const viewer = viewerOf(res);
    const parsed = profileSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      res.status(400).json({ error: issue?.message ?? "invalid profile", errorCode: "INVALID_PARAMETER", parameter: String(issue?.path[0] ?? "body") });
      return;
    }
    if (!viewer) return;
    const user = await users.updateProfile(viewer, { firstName: parsed.data.firstName, lastName: parsed.data.lastName });
    res.json({ email: user.email, firstName: user.firstName, lastName: user.lastName, ...users.status(user) });
  });

  return router;
}
