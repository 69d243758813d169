import type { SelectQueryBuilder } from "typeorm";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { type BusinessError, invalidArgument, type Result, success } from "../../platform/errors/business-error";
import type { RequestContext } from "../../platform/request-context";
import type { CheckoutCounts, OrderFunnelFacts } from "../orders";
import type { StoriesService, Story, StoryType } from "../stories";
import { AnalyticsEvent } from "./analytics-event.entity";
import { type AnalyticsRange, daysOf } from "./analytics-range";
import { AnalyticsSession } from "./analytics-session.entity";
import { ADD_TO_CART_SUCCESS, PAGE_VIEW, VIEW_STORY_DETAILS } from "./event-schemas";
import type { StoryCatalogue } from "./story-catalogue";

export const FUNNEL_STORIES = 20;
export const TOP_REFERRERS = 10;
export const TOP_PAGES = 10;
/** How a session without a referrer is listed among the referrers. */
export const DIRECT = "(direct)";
/** The events that count as viewing a story: its details, or its page. */
const STORY_VIEWS = [VIEW_STORY_DETAILS, PAGE_VIEW];

export interface TrafficDay {
  readonly date: string;
  readonly pageViews: number;
  readonly sessions: number;
}

export interface StoryFunnelRow {
  readonly story: Story;
  readonly views: number;
  readonly addsToCart: number;
  readonly checkouts: number;
  readonly paid: number;
  readonly conversionRate: number;
}

export interface TypeConversionRow {
  readonly type: StoryType;
  readonly viewSessions: number;
  readonly paidOrders: number;
  readonly conversionRate: number;
}

export interface AnalyticsReportData extends AnalyticsRange {
  readonly pageViews: number;
  readonly sessions: number;
  readonly visitors: number;
  readonly signedInSessions: number;
  /** Every UTC day of the range, days without traffic included. */
  readonly traffic: readonly TrafficDay[];
  readonly funnel: readonly StoryFunnelRow[];
  readonly topReferrers: readonly { referrer: string; sessions: number }[];
  readonly conversionByType: readonly TypeConversionRow[];
  readonly topPages: readonly { page: string; views: number }[];
}

type Raw = Record<string, string | number | null>;

function count(value: string | number | null | undefined): number {
  return Number(value ?? 0);
}

function rate(numerator: number, denominator: number): number {
  return denominator === 0 ? 0 : numerator / denominator;
}

/**
 * The back office's analytics over a range: traffic from the stored events; per story (and per kind of story) the
 * funnel view → add to cart from the events and checkout → paid from the shop's own orders. A session counts once per
 * step however many events it sent.
 */
export class AnalyticsReports {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly stories: StoriesService,
    private readonly catalogue: StoryCatalogue,
    private readonly orders: OrderFunnelFacts,
  ) {}

  async report(ctx: RequestContext, range: AnalyticsRange, storyId: string | null): Promise<Result<AnalyticsReportData, BusinessError<"INVALID_ARGUMENT">>> {
    if (storyId !== null && !(await this.stories.findById(ctx, storyId))) return invalidArgument("storyId", "There is no story with this id.");
    const [totals, traffic, funnel, topReferrers, conversionByType, topPages] = await Promise.all([
      this.totals(ctx, range),
      this.traffic(ctx, range),
      this.funnel(ctx, range, storyId),
      this.topReferrers(ctx, range),
      this.conversionByType(ctx, range),
      this.topPages(ctx, range),
    ]);
    return success({ ...range, ...totals, traffic, funnel, topReferrers, conversionByType, topPages });
  }

  private events(ctx: RequestContext, range: AnalyticsRange): SelectQueryBuilder<AnalyticsEvent> {
    return this.uow.manager(ctx).createQueryBuilder(AnalyticsEvent, "e").where("e.occurredAt >= :from AND e.occurredAt < :to", { from: range.from, to: range.to });
  }

  private withSessions(ctx: RequestContext, range: AnalyticsRange): SelectQueryBuilder<AnalyticsEvent> {
    return this.events(ctx, range).innerJoin(AnalyticsSession, "s", "s.id = e.sessionId");
  }

  private async totals(ctx: RequestContext, range: AnalyticsRange) {
    const row = await this.withSessions(ctx, range)
      .select("SUM(CASE WHEN e.name = :pageView THEN 1 ELSE 0 END)", "pageViews")
      .addSelect("COUNT(DISTINCT e.sessionId)", "sessions")
      .addSelect("COUNT(DISTINCT s.visitorId)", "visitors")
      .addSelect("COUNT(DISTINCT CASE WHEN s.userId IS NOT NULL THEN s.id END)", "signedInSessions")
      .setParameter("pageView", PAGE_VIEW)
      .getRawOne<Raw>();
    return { pageViews: count(row?.pageViews), sessions: count(row?.sessions), visitors: count(row?.visitors), signedInSessions: count(row?.signedInSessions) };
  }

  private async traffic(ctx: RequestContext, range: AnalyticsRange): Promise<TrafficDay[]> {
    // Stored times are UTC on both dialects (SQLite as text, MySQL in a "Z" session).
    const day = this.uow.dialect === "mysql" ? "DATE_FORMAT(e.occurredAt, '%Y-%m-%d')" : "substr(e.occurredAt, 1, 10)";
    const rows = await this.events(ctx, range)
      .select(day, "date")
      .addSelect("SUM(CASE WHEN e.name = :pageView THEN 1 ELSE 0 END)", "pageViews")
      .addSelect("COUNT(DISTINCT e.sessionId)", "sessions")
      .setParameter("pageView", PAGE_VIEW)
      .groupBy(day)
      .getRawMany<Raw>();
    const byDay = new Map(rows.map((row) => [String(row.date), row]));
    return daysOf(range).map((date) => ({ date, pageViews: count(byDay.get(date)?.pageViews), sessions: count(byDay.get(date)?.sessions) }));
  }

  /** Distinct sessions per story with one of the events, among `storyIds` (or any story, the most first, with a limit). */
  private sessionsPerStory(ctx: RequestContext, range: AnalyticsRange, names: readonly string[], storyIds: readonly string[] | null, limit: number) {
    const query = this.events(ctx, range)
      .select("e.storyId", "storyId")
      .addSelect("COUNT(DISTINCT e.sessionId)", "sessions")
      .andWhere("e.name IN (:...names)", { names: [...names] });
    if (storyIds === null) query.andWhere("e.storyId IS NOT NULL");
    else query.andWhere("e.storyId IN (:...storyIds)", { storyIds: [...storyIds] });
    return query.groupBy("e.storyId").orderBy("sessions", "DESC").addOrderBy("e.storyId", "ASC").limit(limit).getRawMany<Raw>();
  }

  private async funnel(ctx: RequestContext, range: AnalyticsRange, storyId: string | null): Promise<StoryFunnelRow[]> {
    const viewRows = await this.sessionsPerStory(ctx, range, STORY_VIEWS, storyId === null ? null : [storyId], FUNNEL_STORIES);
    const views = new Map(viewRows.map((row) => [String(row.storyId), count(row.sessions)]));
    // The story asked for has its row even without a view.
    const storyIds = storyId === null ? [...views.keys()] : [storyId];
    if (storyIds.length === 0) return [];
    const [addRows, orders, stories] = await Promise.all([
      this.sessionsPerStory(ctx, range, [ADD_TO_CART_SUCCESS], storyIds, storyIds.length),
      this.orders.perStory(ctx, range, storyIds),
      Promise.all(storyIds.map((id) => this.stories.findById(ctx, id))),
    ]);
    const adds = new Map(addRows.map((row) => [String(row.storyId), count(row.sessions)]));
    return stories.flatMap((story) => {
      if (!story) return [];
      const viewed = views.get(story.id) ?? 0;
      const ordered: CheckoutCounts = orders.get(story.id) ?? { checkouts: 0, paid: 0 };
      return [{ story, views: viewed, addsToCart: adds.get(story.id) ?? 0, ...ordered, conversionRate: rate(ordered.paid, viewed) }];
    });
  }

  private async topReferrers(ctx: RequestContext, range: AnalyticsRange) {
    const rows = await this.withSessions(ctx, range)
      .select("s.referrer", "referrer")
      .addSelect("COUNT(DISTINCT s.id)", "sessions")
      .groupBy("s.referrer")
      .orderBy("sessions", "DESC")
      .addOrderBy("s.referrer", "ASC")
      .limit(TOP_REFERRERS)
      .getRawMany<Raw>();
    return rows.map((row) => ({ referrer: row.referrer === null ? DIRECT : String(row.referrer), sessions: count(row.sessions) }));
  }

  private async conversionByType(ctx: RequestContext, range: AnalyticsRange): Promise<TypeConversionRow[]> {
    const kinds = await this.catalogue.idsByType(ctx);
    return Promise.all(
      [...kinds].map(async ([type, storyIds]) => {
        const [viewSessions, orders] = await Promise.all([this.sessionsAmong(ctx, range, storyIds), this.orders.acrossStories(ctx, range, storyIds)]);
        return { type, viewSessions, paidOrders: orders.paid, conversionRate: rate(orders.paid, viewSessions) };
      }),
    );
  }

  /** Distinct sessions that viewed any of the stories. */
  private async sessionsAmong(ctx: RequestContext, range: AnalyticsRange, storyIds: readonly string[]): Promise<number> {
    if (storyIds.length === 0) return 0;
    const row = await this.events(ctx, range)
      .select("COUNT(DISTINCT e.sessionId)", "sessions")
      .andWhere("e.name IN (:...names)", { names: STORY_VIEWS })
      .andWhere("e.storyId IN (:...storyIds)", { storyIds: [...storyIds] })
      .getRawOne<Raw>();
    return count(row?.sessions);
  }

  private async topPages(ctx: RequestContext, range: AnalyticsRange) {
    const rows = await this.events(ctx, range)
      .select("e.page", "page")
      .addSelect("COUNT(*)", "views")
      .andWhere("e.name = :pageView", { pageView: PAGE_VIEW })
      .andWhere("e.page IS NOT NULL")
      .groupBy("e.page")
      .orderBy("views", "DESC")
      .addOrderBy("e.page", "ASC")
      .limit(TOP_PAGES)
      .getRawMany<Raw>();
    return rows.map((row) => ({ page: String(row.page), views: count(row.views) }));
  }
}
