import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";

/** The periods of the dashboard's revenue chart. */
export enum RevenueRange {
  LAST_7_DAYS = "LAST_7_DAYS",
  LAST_30_DAYS = "LAST_30_DAYS",
  LAST_90_DAYS = "LAST_90_DAYS",
  LAST_12_MONTHS = "LAST_12_MONTHS",
}

registerEnumType(RevenueRange, {
  name: "RevenueRange",
  description: "How far back the revenue chart goes. Days and months are UTC's, and the current one is the last. Admins only.",
  valuesConfig: {
    LAST_7_DAYS: { description: "Today and the 6 days before, day by day." },
    LAST_30_DAYS: { description: "Today and the 29 days before, day by day." },
    LAST_90_DAYS: { description: "Today and the 89 days before, day by day." },
    LAST_12_MONTHS: { description: "This month and the 11 before, month by month." },
  },
});

@ObjectType({ description: "The money of one day or month, in US cents. Admins only." })
export class RevenuePoint {
  @Field({ description: 'The day ("2026-11-24") or, for LAST_12_MONTHS, the month ("2026-11"), in UTC.' })
  period: string;

  @Field(() => Int, { description: "Paid by the orders paid in the period." })
  paidCents: number;

  @Field(() => Int, { description: "Given back by the refunds made in the period, whenever their orders were paid." })
  refundedCents: number;

  @Field(() => Int, { description: "Paid less refunded; negative when refunds outweigh payments." })
  netCents: number;

  @Field(() => Int, { description: "Orders paid in the period." })
  orders: number;
}

@ObjectType({ description: "Work waiting for the operator. Admins only." })
export class AdminQueues {
  @Field(() => Int, { description: "Printed hard copies paid for and still to ship." })
  shipmentsToSend: number;

  @Field(() => Int, { description: "Custom cases paid for and not delivered: waiting for a writer or being written." })
  casesToWrite: number;

  @Field(() => Int, { description: "Refund requests waiting for an answer." })
  refundRequests: number;
}

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
