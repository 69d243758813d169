import type { RequestContext } from "../../platform/request-context";
import type { SponsorshipsService, Story } from "../stories";
import type { CreditLedger } from "./credit-ledger";

export interface SponsoredStoryView {
  readonly story: Story;
  readonly sponsorName: string;
  readonly sponsoredAt: Date;
  readonly downloads: number;
  readonly creditsEarned: number;
}

/** A sponsor's stories with their downloads and the credits each has earned them. */
export class SponsoredStories {
  constructor(
    private readonly sponsorships: SponsorshipsService,
    private readonly ledger: CreditLedger,
  ) {}

  async of(ctx: RequestContext, userId: number): Promise<SponsoredStoryView[]> {
    const sponsorships = await this.sponsorships.sponsoredBy(ctx, userId);
    const earned = await this.ledger.earnedOnStories(ctx, userId, new Map(sponsorships.map((sponsorship) => [sponsorship.storyId, sponsorship.sponsoredAt])));
    return sponsorships.map((sponsorship) => ({
      story: sponsorship.story,
      sponsorName: sponsorship.sponsorName,
      sponsoredAt: sponsorship.sponsoredAt,
      downloads: sponsorship.story.downloads,
      creditsEarned: earned.get(sponsorship.storyId) ?? 0,
    }));
  }
}
