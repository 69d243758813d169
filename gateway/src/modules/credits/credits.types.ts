import { Field, ID, Int, ObjectType } from "type-graphql";
import { ErrorResult } from "../../platform/errors/error-result.type";
import { LibraryItem } from "../library";
import { Story } from "../stories";

@ObjectType({ description: "Unexpired credits that expire in one month." })
export class CreditExpiryGroup {
  @Field(() => Int, { description: "The year they expire in." })
  year: number;

  @Field(() => Int, { description: "The month they expire in, 1 (January) to 12, in UTC." })
  month: number;

  @Field(() => Int, { description: "How many credits expire that month." })
  credits: number;
}

@ObjectType({ description: "The signed-in user's credits and what they buy." })
export class CreditAccount {
  @Field(() => Int, { description: "Unexpired credits available to spend." })
  balance: number;

  @Field(() => Int, { description: "Credits a story costs with `redeemStoryWithCredits`." })
  creditsPerStory: number;

  @Field(() => [CreditExpiryGroup], { description: "Unexpired credits grouped by the month they expire in, earliest first." })
  expirySchedule: CreditExpiryGroup[];
}

@ObjectType({ description: "What sponsoring a story costs and earns; present while the story has no sponsor." })
export class SponsorshipOffer {
  @Field(() => ID, { description: "The product to put in the cart, with the sponsor's display name." })
  productId: string;

  @Field(() => Int, { description: "Price in US cents." })
  priceCents: number;

  @Field(() => Int, { description: "Credits the sponsorship earns at once; each other detective's first acquisition earns one more." })
  creditsEarned: number;
}

@ObjectType({ description: "A story the signed-in user sponsors." })
export class SponsoredStory {
  @Field(() => Story)
  story: Story;

  @Field({ description: "The name shown on the story." })
  sponsorName: string;

  @Field()
  sponsoredAt: Date;

  @Field(() => Int, { description: "Detectives who acquired the story." })
  downloads: number;

  @Field(() => Int, { description: "Credits the story has earned its sponsor: the sponsorship and its royalties." })
  creditsEarned: number;
}

@ObjectType({ description: "A story redeemed with credits." })
export class CreditRedemption {
  @Field(() => LibraryItem, { description: "The story, now in the library." })
  libraryItem: LibraryItem;

  @Field(() => Int, { description: "Credits it took." })
  creditsSpent: number;

  @Field(() => Int, { description: "The balance afterwards." })
  balance: number;
}

@ObjectType({ description: "A user's balance after an adjustment." })
export class CreditAdjustmentResult {
  @Field(() => ID)
  userId: string;

  @Field(() => Int)
  balance: number;
}

@ObjectType({ implements: ErrorResult, description: "The balance is short of what was asked (`INSUFFICIENT_CREDITS`)." })
export class InsufficientCreditsError extends ErrorResult {
  @Field(() => Int, { description: "The unexpired credits there are." })
  balance: number;

  @Field(() => Int, { description: "The credits that were needed." })
  needed: number;
}
