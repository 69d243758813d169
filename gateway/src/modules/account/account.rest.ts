import { type RequestHandler, Router } from "express";
import { requestContextOf, requireViewer } from "../../platform/http/authentication";
import type { RequestContext, Viewer } from "../../platform/request-context";
import type { CreditLedger, SponsoredStories } from "../credits";
import type { LibraryService } from "../library";
import { type RestStory, type StoriesService, toRestStory } from "../stories";

/** The spec's user profile: credits and purchased stories. */
interface RestUserProfile {
  credits: { amount: number; expiry_date: string }[];
  purchasedStories: { story: RestStory; purchase_date: string; purchase_type: string }[];
}

/** A sponsored story: the spec's story (with its downloads), and what it earned its sponsor. */
type RestSponsoredStory = RestStory & { sponsored_at: string; credits_earned: number };

export interface AccountRouterDeps {
  library: LibraryService;
  stories: StoriesService;
  ledger: CreditLedger;
  sponsored: SponsoredStories;
}

function signedIn(ctx: RequestContext): Viewer {
  if (!ctx.viewer) throw new Error("requireViewer let an anonymous request through");
  return ctx.viewer;
}

/** The signed-in user's own account in the REST façade: status, profile and sponsored stories. Never cached. */
export function accountRouter({ library, stories, ledger, sponsored }: AccountRouterDeps): Router {
  const router = Router();
  const personal: RequestHandler = (_req, res, next) => {
    res.set("Cache-Control", "private, no-store");
    next();
  };

  router.get("/users/status", requireViewer, personal, async (_req, res) => {
    const ctx = requestContextOf(res);
    const viewer = signedIn(ctx);
    res.json({ isAdmin: viewer.isAdmin, credits: await ledger.balanceOf(ctx, viewer.id) });
  });

  router.get("/users/me", requireViewer, personal, async (_req, res) => {
    const ctx = requestContextOf(res);
    const viewer = signedIn(ctx);
    const [entries, grants] = await Promise.all([library.libraryOf(ctx, viewer), ledger.spendableGrants(ctx, viewer.id)]);
    const sponsorships = await stories.sponsorshipsOf(ctx, entries.map((entry) => entry.storyId));
    const sponsorNames = new Map(sponsorships.map((sponsorship) => [sponsorship.storyId, sponsorship.sponsorName]));
    const profile: RestUserProfile = {
      credits: grants.map((grant) => ({ amount: grant.remaining, expiry_date: grant.expiresAt.toISOString() })),
      purchasedStories: entries.flatMap((entry) =>
        entry.story
          ? [{ story: toRestStory(entry.story, sponsorNames.get(entry.storyId) ?? null), purchase_date: entry.acquiredAt.toISOString(), purchase_type: entry.purchaseType }]
          : [],
      ),
    };
    res.json(profile);
  });

  router.get("/users/me/sponsored", requireViewer, personal, async (_req, res) => {
    const ctx = requestContextOf(res);
    const views = await sponsored.of(ctx, signedIn(ctx).id);
    const answer: RestSponsoredStory[] = views.map((view) => ({
      ...toRestStory(view.story, view.sponsorName),
      sponsored_at: view.sponsoredAt.toISOString(),
      credits_earned: view.creditsEarned,
    }));
    res.json(answer);
  });

  return router;
}
