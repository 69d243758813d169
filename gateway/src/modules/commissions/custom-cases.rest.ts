import { Router } from "express";
import { requestContextOf, requireViewer } from "../../platform/http/authentication";
import { personal } from "../../platform/http/personal";
import { toRestCustomCase } from "./custom-case-views";
import type { CustomCases } from "./custom-cases";

/** The signed-in user's custom cases in the REST façade, newest first. Never cached. */
export function customCasesRouter(cases: CustomCases): Router {
  const router = Router();
  router.get("/users/me/custom-cases", personal, requireViewer, async (_req, res) => {
    const ctx = requestContextOf(res);
    if (!ctx.viewer) throw new Error("requireViewer let an anonymous request through");
    res.json((await cases.ofOwner(ctx, ctx.viewer)).map(toRestCustomCase));
  });
  return router;
}
