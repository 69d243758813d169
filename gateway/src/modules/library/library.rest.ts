import { Router } from "express";
import { requestContextOf, requireViewer } from "../../platform/http/authentication";
import { type RestStory, type StoriesService, toRestStory } from "../stories";
import type { LibraryService } from "./library.service";

/** The spec's user profile: credits and purchased stories. */
interface RestUserProfile {
  credits: { amount: number; expiry_date: string }[];
  purchasedStories: { story: RestStory; purchase_date: string; purchase_type: string }[];
}

export function libraryRouter(library: LibraryService, stories: StoriesService): Router {
  const router = Router();

  router.get("/users/me", requireViewer, async (_req, res) => {
    const ctx = requestContextOf(res);
    const viewer = ctx.viewer;
    if (!viewer) throw new Error("requireViewer let an anonymous request through");
    const entries = await library.libraryOf(ctx, viewer);
    const sponsorships = await stories.sponsorshipsOf(ctx, entries.map((entry) => entry.storyId));
    const sponsorNames = new Map(sponsorships.map((sponsorship) => [sponsorship.storyId, sponsorship.sponsorName]));
    const profile: RestUserProfile = {
      // Credit grants arrive with the credits ledger; until then there are none.
      credits: [],
      purchasedStories: entries.flatMap((entry) =>
        entry.story
          ? [{ story: toRestStory(entry.story, sponsorNames.get(entry.storyId) ?? null), purchase_date: entry.acquiredAt.toISOString(), purchase_type: entry.purchaseType }]
          : [],
      ),
    };
    res.set("Cache-Control", "private, no-store");
    res.json(profile);
  });

  return router;
}
