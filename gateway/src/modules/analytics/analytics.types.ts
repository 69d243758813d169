import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import { Story, StoryType } from "../stories";
import type { AnalyticsSession } from "./analytics-session.entity";

@InputType("AnalyticsRangeInput", { description: "The time a report covers, at most 366 days. Admins only." })
export class AnalyticsRangeInput {
  @Field({ description: "The start, included." })
  from: Date;

  @Field({ description: "The end, excluded. After `from`." })
  to: Date;
}

@ObjectType("TrafficPoint", { description: "One UTC day of traffic. Admins only." })
export class TrafficPointType {
  @Field({ description: "The day, YYYY-MM-DD (UTC)." })
  date: string;

  @Field(() => Int, { description: "Page View events that day." })
  pageViews: number;

  @Field(() => Int, { description: "Distinct sessions with any event that day." })
  sessions: number;
}

@ObjectType("StoryFunnel", { description: "One story's way from view to payment over the range. Admins only." })
export class StoryFunnelType {
  @Field(() => Story, { description: "The story." })
  story: Story;

  @Field(() => Int, { description: "Distinct sessions that opened its details or its page (/stories/{id})." })
  views: number;

  @Field(() => Int, { description: "Distinct sessions that added it to the cart (Add To Cart Success: its kit, a hard copy or its sponsorship)." })
  addsToCart: number;

  @Field(() => Int, { description: "Distinct orders created in the range with a line of it (kit, hard copy or sponsorship), from the shop's order records." })
  checkouts: number;

  @Field(() => Int, { description: "Those orders that were paid (refunded since or not), from the shop's order records." })
  paid: number;

  @Field(() => Float, { description: "paid / views, 0 without views." })
  conversionRate: number;
}

@ObjectType("ReferrerCount", { description: "Where sessions came from. Admins only." })
export class ReferrerCountType {
  @Field({ description: "The referring site's host, the text the browser sent when not a web address, or \"(direct)\"." })
  referrer: string;

  @Field(() => Int, { description: "Sessions active in the range whose first page view came from it." })
  sessions: number;
}

@ObjectType("TypeConversion", { description: "How one kind of story converts over the range. Admins only." })
export class TypeConversionType {
  @Field(() => StoryType, { description: "The kind of story." })
  type: StoryType;

  @Field(() => Int, { description: "Distinct sessions that viewed any story of this kind." })
  viewSessions: number;

  @Field(() => Int, { description: "Distinct paid orders created in the range with a line of a story of this kind, from the shop's order records." })
  paidOrders: number;

  @Field(() => Float, { description: "paidOrders / viewSessions, 0 without views." })
  conversionRate: number;
}

@ObjectType("PageCount", { description: "How often a page was viewed. Admins only." })
export class PageCountType {
  @Field({ description: "The page's name (Home, Browse Stories, Story Detail…)." })
  page: string;

  @Field(() => Int, { description: "Page View events of it." })
  views: number;
}

@ObjectType("AnalyticsReport", { description: "The storefront's traffic and funnels over a range, events joined with the shop's own orders. Admins only." })
export class AnalyticsReportType {
  @Field({ description: "The start of the range, included." })
  from: Date;

  @Field({ description: "The end of the range, excluded." })
  to: Date;

  @Field(() => Int, { description: "Page View events in the range." })
  pageViews: number;

  @Field(() => Int, { description: "Distinct sessions with any event in the range." })
  sessions: number;

  @Field(() => Int, { description: "Distinct visitors (browsers) of those sessions." })
  visitors: number;

  @Field(() => Int, { description: "Those sessions linked to an account (a batch came with a valid token)." })
  signedInSessions: number;

  @Field(() => [TrafficPointType], { description: "Every UTC day of the range, oldest first, days without traffic included." })
  traffic: TrafficPointType[];

  @Field(() => [StoryFunnelType], { description: "The 20 most viewed stories' funnels (or the one story asked for), most viewed first." })
  funnel: StoryFunnelType[];

  @Field(() => [ReferrerCountType], { description: "The 10 referrers that brought the most sessions." })
  topReferrers: ReferrerCountType[];

  @Field(() => [TypeConversionType], { description: "Every kind of story, zeros included." })
  conversionByType: TypeConversionType[];

  @Field(() => [PageCountType], { description: "The 10 most viewed pages." })
  topPages: PageCountType[];
}

@ObjectType("AnalyticsSession", { description: "One browser session (30 minutes without activity end it). Admins only." })
export class AnalyticsSessionType {
  @Field(() => ID, { description: "The browser's session id." })
  id: string;

  @Field({ description: "When its first event happened." })
  startedAt: Date;

  @Field({ description: "When its latest event happened." })
  lastSeenAt: Date;

  @Field(() => Int, { description: "Its Page View events." })
  pageViews: number;

  @Field(() => Int, { description: "All its events, page views included." })
  events: number;

  @Field(() => String, { nullable: true, description: "The path of its first page view." })
  landingPath: string | null;

  @Field(() => String, { nullable: true, description: "Where its first page view came from (a host); null when direct." })
  referrer: string | null;

  @Field({ description: "Whether a batch of it came with a valid token (the account itself is not shown)." })
  signedIn: boolean;
}

@ObjectType("AnalyticsSessionPage", { description: "A page of sessions, newest first. Admins only." })
export class AnalyticsSessionPageType {
  @Field(() => [AnalyticsSessionType], { description: "The sessions of this page." })
  items: AnalyticsSessionType[];

  @Field({ description: "Whether more sessions follow." })
  hasMore: boolean;

  @Field(() => String, { nullable: true, description: "Pass as `after` for the next page; null on the last page." })
  endCursor: string | null;
}

export function analyticsSessionTypeOf(session: AnalyticsSession): AnalyticsSessionType {
  return Object.assign(new AnalyticsSessionType(), {
    id: session.id,
    startedAt: session.startedAt,
    lastSeenAt: session.lastSeenAt,
    pageViews: session.pageViews,
    events: session.events,
    landingPath: session.landingPath,
    referrer: session.referrer,
    signedIn: session.userId !== null,
  });
}
