import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, createUnionType } from "type-graphql";
import { type ErrorResult, InvalidArgumentError, invalidArgumentResult, NotFoundError } from "../../platform/errors/error-result.type";
import type { GraphqlContext } from "../../platform/graphql/graphql-context";
import { enforceRateLimit, type RateLimit } from "../../platform/rate-limit";
import type { Viewer } from "../../platform/request-context";
import { AlreadyOwnedError, ProductUnavailableError } from "../cart";
import { LibraryItem } from "../library";
import { FIXED_PRICES_CENTS, sponsorshipProductId } from "../products";
import { Story } from "../stories";
import { ViewerProfile } from "../users";
import type { CreditAdjustments, AdjustmentFailure } from "./credit-adjustments";
import type { CreditLedger } from "./credit-ledger";
import { CREDIT_TERMS } from "./credit-terms";
import {
  CreditAccount,
  CreditAdjustmentResult,
  CreditExpiryGroup,
  CreditRedemption,
  InsufficientCreditsError,
  SponsoredStory,
  SponsorshipOffer,
} from "./credits.types";
import type { RedemptionFailure, RedemptionService } from "./redemption.service";
import type { SponsoredStories } from "./sponsored-stories";

function signedIn(ctx: GraphqlContext): Viewer {
  if (!ctx.viewer) throw new Error("@Authorized let an anonymous request through");
  return ctx.viewer;
}

function insufficient(error: { errorCode: "INSUFFICIENT_CREDITS"; message: string; details?: Readonly<Record<string, unknown>> }): InsufficientCreditsError {
  return Object.assign(new InsufficientCreditsError(), {
    errorCode: error.errorCode,
    message: error.message,
    balance: Number(error.details?.balance ?? 0),
    needed: Number(error.details?.needed ?? 0),
  });
}

export const RedeemStoryResult = createUnionType({
  name: "RedeemStoryResult",
  description: "The story in the library and the balance left, or why it was not redeemed.",
  types: () => [CreditRedemption, InsufficientCreditsError, ProductUnavailableError, AlreadyOwnedError, NotFoundError, InvalidArgumentError] as const,
});

export const AdjustCreditsResult = createUnionType({
  name: "AdjustCreditsResult",
  description: "The user's balance after the adjustment, or why it was refused.",
  types: () => [CreditAdjustmentResult, InsufficientCreditsError, NotFoundError, InvalidArgumentError] as const,
});

function redemptionFailureResult(error: RedemptionFailure): ErrorResult {
  switch (error.errorCode) {
    case "INVALID_ARGUMENT":
      return invalidArgumentResult(error);
    case "NOT_FOUND":
      return NotFoundError.from(error);
    case "PRODUCT_UNAVAILABLE":
      return ProductUnavailableError.from(error);
    case "ALREADY_OWNED":
      return Object.assign(new AlreadyOwnedError(), { errorCode: error.errorCode, message: error.message, storyId: String(error.details?.storyId ?? "") });
    case "INSUFFICIENT_CREDITS":
      return insufficient(error);
  }
}

function adjustmentFailureResult(error: AdjustmentFailure): ErrorResult {
  switch (error.errorCode) {
    case "INVALID_ARGUMENT":
      return invalidArgumentResult(error);
    case "NOT_FOUND":
      return NotFoundError.from(error);
    case "INSUFFICIENT_CREDITS":
      return insufficient(error);
  }
}

/** Credits: the balance and its expiry, redeeming stories, sponsorships, and the operator's adjustments. */
@Resolver()
export class CreditsResolver {
  constructor(
    private readonly ledger: CreditLedger,
    private readonly redemptions: RedemptionService,
    private readonly sponsored: SponsoredStories,
    private readonly adjustments: CreditAdjustments,
    /** Each redemption locks the user's credits: a caller may try only so many a minute. */
    private readonly redemptionLimit: RateLimit,
  ) {}

  @Authorized()
  @Query(() => CreditAccount, { description: "The signed-in user's credits and their expiry. Needs a bearer token." })
  async myCredits(@Ctx() ctx: GraphqlContext): Promise<CreditAccount> {
    const viewer = signedIn(ctx);
    const [balance, schedule] = await Promise.all([this.ledger.balanceOf(ctx, viewer.id), this.ledger.expirySchedule(ctx, viewer.id)]);
    return Object.assign(new CreditAccount(), {
      balance,
      creditsPerStory: CREDIT_TERMS.perStory,
      expirySchedule: schedule.map((group) => Object.assign(new CreditExpiryGroup(), group)),
    });
  }

  @Authorized()
  @Query(() => [SponsoredStory], { description: "The stories the signed-in user sponsors, newest first, with what each earned. Needs a bearer token." })
  async mySponsoredStories(@Ctx() ctx: GraphqlContext): Promise<SponsoredStory[]> {
    const stories = await this.sponsored.of(ctx, signedIn(ctx).id);
    return stories.map((sponsored) => Object.assign(new SponsoredStory(), sponsored));
  }

  @Authorized()
  @Mutation(() => RedeemStoryResult, {
    description: "Spends credits on a story, which goes into the library. The same idempotency key redeems once. Needs a bearer token.",
  })
  async redeemStoryWithCredits(
    @Ctx() ctx: GraphqlContext,
    @Arg("storyId", () => ID) storyId: string,
    @Arg("idempotencyKey", { description: "Chosen by the client for this one redemption, 8 to 100 letters, digits, dashes or underscores." }) idempotencyKey: string,
  ): Promise<typeof RedeemStoryResult> {
    await enforceRateLimit(ctx, this.redemptionLimit);
    const result = await this.redemptions.redeem(ctx, signedIn(ctx), storyId, idempotencyKey);
    if (!result.ok) return redemptionFailureResult(result.error);
    const { entry, story, creditsSpent, balance } = result.value;
    const libraryItem = Object.assign(new LibraryItem(), { id: String(entry.id), story, purchaseType: entry.purchaseType, acquiredAt: entry.acquiredAt });
    return Object.assign(new CreditRedemption(), { libraryItem, creditsSpent, balance });
  }

  @Authorized("admin")
  @Mutation(() => AdjustCreditsResult, { description: "Gives (positive amount) or takes (negative) a user's credits, with a reason. Admins only." })
  async adjustCredits(
    @Ctx() ctx: GraphqlContext,
    @Arg("userId", () => ID) userId: string,
    @Arg("amount", () => Int, { description: "Credits to give (positive) or take (negative)." }) amount: number,
    @Arg("reason", { description: "Why; kept on the ledger row." }) reason: string,
    @Arg("idempotencyKey", { description: "Chosen by the client; the same key adjusts once." }) idempotencyKey: string,
  ): Promise<typeof AdjustCreditsResult> {
    const id = Number(userId);
    if (!Number.isSafeInteger(id) || id <= 0) return NotFoundError.from({ errorCode: "NOT_FOUND", message: "There is no user with this id." });
    const result = await this.adjustments.adjust(ctx, { userId: id, amount, reason, idempotencyKey });
    if (!result.ok) return adjustmentFailureResult(result.error);
    return Object.assign(new CreditAdjustmentResult(), { userId, balance: result.value.balance });
  }
}

/** The viewer's balance, from the ledger. */
@Resolver(() => ViewerProfile)
export class ViewerCreditsResolver {
  constructor(private readonly ledger: CreditLedger) {}

  @FieldResolver(() => Int, { description: "Unexpired store credits available to spend." })
  credits(@Root() viewer: ViewerProfile, @Ctx() ctx: GraphqlContext): Promise<number> {
    return this.ledger.balanceOf(ctx, viewer.userId);
  }
}

/** What sponsoring a story costs and earns, while it has no sponsor. */
@Resolver(() => Story)
export class SponsorshipOfferResolver {
  @FieldResolver(() => SponsorshipOffer, { nullable: true, description: "How to sponsor the story; null once it has a sponsor. A story coming soon (`isAvailable` false) keeps its offer but cannot be sponsored until it is available." })
  sponsorshipOffer(@Root() story: Story): SponsorshipOffer | null {
    if (story.isSponsored) return null;
    return Object.assign(new SponsorshipOffer(), {
      productId: sponsorshipProductId(story.id),
      priceCents: FIXED_PRICES_CENTS.sponsorship,
      creditsEarned: CREDIT_TERMS.perSponsorship,
    });
  }
}
