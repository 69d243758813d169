import { Router } from "express";
import type { Clock } from "../../platform/clock";
import { invalidArgument } from "../../platform/errors/business-error";
import { sendError } from "../../platform/errors/http-errors";
import { requestContextOf, requireAdmin } from "../../platform/http/authentication";
import { personal } from "../../platform/http/personal";
import { rangeOfQuery } from "./analytics-range";
import type { AnalyticsReportData, AnalyticsReports } from "./analytics-report";
import { type AnalyticsSessions, SESSION_PAGE_DEFAULT_LIMIT } from "./analytics-sessions";
import type { AnalyticsSession } from "./analytics-session.entity";

function toRestReport(report: AnalyticsReportData) {
  return {
    from: report.from.toISOString(),
    to: report.to.toISOString(),
    page_views: report.pageViews,
    sessions: report.sessions,
    visitors: report.visitors,
    signed_in_sessions: report.signedInSessions,
    traffic: report.traffic.map((day) => ({ date: day.date, page_views: day.pageViews, sessions: day.sessions })),
    funnel: report.funnel.map((row) => ({
      story_id: row.story.id,
      title: row.story.title,
      type: row.story.type,
      views: row.views,
      adds_to_cart: row.addsToCart,
      checkouts: row.checkouts,
      paid: row.paid,
      conversion_rate: row.conversionRate,
    })),
    top_referrers: report.topReferrers.map((row) => ({ referrer: row.referrer, sessions: row.sessions })),
    conversion_by_type: report.conversionByType.map((row) => ({
      type: row.type,
      view_sessions: row.viewSessions,
      paid_orders: row.paidOrders,
      conversion_rate: row.conversionRate,
    })),
    top_pages: report.topPages.map((row) => ({ page: row.page, views: row.views })),
  };
}

function toRestSession(session: AnalyticsSession) {
  return {
    _id: session.id,
    started_at: session.startedAt.toISOString(),
    last_seen_at: session.lastSeenAt.toISOString(),
    page_views: session.pageViews,
    events: session.events,
    landing_path: session.landingPath,
    referrer: session.referrer,
    signed_in: session.userId !== null,
  };
}

/** A query parameter given once, or null when absent; undefined when repeated (refused). */
function single(value: unknown): string | null | undefined {
  if (value === undefined) return null;
  return typeof value === "string" ? value : undefined;
}

/** The spec's funnel routes, admin only, over the same services as `analyticsReport` and `analyticsSessions`. Ranges default to the last 30 days. */
export function analyticsRouter(reports: AnalyticsReports, sessions: AnalyticsSessions, clock: Clock): Router {
  const router = Router();

  router.get("/funnel/analytics", personal, requireAdmin, async (req, res) => {
    const range = rangeOfQuery(req.query.from, req.query.to, clock());
    if (!range.ok) return sendError(res, range.error);
    const storyId = single(req.query.story_id);
    if (storyId === undefined) return sendError(res, invalidArgument("story_id", "Give story_id once.").error);
    const report = await reports.report(requestContextOf(res), range.value, storyId);
    if (!report.ok) return sendError(res, report.error);
    res.json(toRestReport(report.value));
  });

  router.get("/funnel/sessions", personal, requireAdmin, async (req, res) => {
    const range = rangeOfQuery(req.query.from, req.query.to, clock());
    if (!range.ok) return sendError(res, range.error);
    const limitText = single(req.query.limit);
    const after = single(req.query.after);
    if (limitText === undefined || (limitText !== null && !/^\d{1,4}$/.test(limitText))) return sendError(res, invalidArgument("limit", "limit must be a whole number.").error);
    if (after === undefined) return sendError(res, invalidArgument("after", "Give after once.").error);
    const page = await sessions.page(requestContextOf(res), { range: range.value, limit: limitText === null ? SESSION_PAGE_DEFAULT_LIMIT : Number(limitText), after });
    if (!page.ok) return sendError(res, page.error);
    res.json({ sessions: page.value.items.map(toRestSession), has_more: page.value.hasMore, next_cursor: page.value.endCursor });
  });

  return router;
}
