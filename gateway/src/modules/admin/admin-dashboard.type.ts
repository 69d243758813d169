import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "A recent purchase on the admin dashboard." })
export class RecentPurchase {
  @Field(() => ID, { description: "The purchase's id." })
  id: string;

  @Field({ description: "Title of the story bought." })
  storyTitle: string;

  @Field(() => Int, { description: "Price paid, in US cents." })
  priceCents: number;

  @Field({ description: "The buyer's email." })
  userEmail: string;

  @Field({ description: "When the purchase was paid." })
  purchasedAt: Date;
}

@ObjectType({ description: "A best-selling story on the admin dashboard." })
export class TopStory {
  @Field(() => ID, { description: "The story's id." })
  id: string;

  @Field({ description: "The story's title." })
  title: string;

  @Field(() => Int, { description: "Distinct customers who acquired it." })
  downloads: number;

  @Field(() => Int, { description: "Revenue from the story, in US cents." })
  revenueCents: number;
}

@ObjectType({ description: "The operator's overview of the shop." })
export class AdminDashboard {
  @Field(() => Int, { description: "Registered users." })
  totalUsers: number;

  @Field(() => Int, { description: "Stories in the catalogue." })
  totalStories: number;

  @Field(() => Int, { description: "Sponsored stories." })
  totalSponsorships: number;

  @Field(() => Int, { description: "Revenue from paid orders, in US cents." })
  totalRevenueCents: number;

  @Field(() => [RecentPurchase], { description: "The latest purchases, newest first." })
  recentPurchases: RecentPurchase[];

  @Field(() => [TopStory], { description: "The most downloaded stories." })
  topStories: TopStory[];
}
