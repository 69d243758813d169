import { Arg, Authorized, Ctx, ID, Int, Query, Resolver } from "type-graphql";
import { toGraphQLError } from "../../platform/errors/graphql-errors";
import type { GraphqlContext } from "../../platform/graphql/graphql-context";
import { checkRange } from "./analytics-range";
import type { AnalyticsReports } from "./analytics-report";
import { type AnalyticsSessions, SESSION_PAGE_DEFAULT_LIMIT, SESSION_PAGE_MAX_LIMIT } from "./analytics-sessions";
import { AnalyticsRangeInput, AnalyticsReportType, AnalyticsSessionPageType, analyticsSessionTypeOf } from "./analytics.types";

/** The back office's analytics: the report over a range and its sessions. */
@Resolver()
export class AnalyticsResolver {
  constructor(
    private readonly reports: AnalyticsReports,
    private readonly sessions: AnalyticsSessions,
  ) {}

  @Authorized("admin")
  @Query(() => AnalyticsReportType, {
    description: "Traffic, the funnel per story, referrers, conversion by kind of story and top pages over a range (at most 366 days). Admins only.",
  })
  async analyticsReport(
    @Ctx() ctx: GraphqlContext,
    @Arg("range", () => AnalyticsRangeInput, { description: "The time covered." }) range: AnalyticsRangeInput,
    @Arg("storyId", () => ID, { nullable: true, description: "Only this story's funnel, instead of the 20 most viewed." }) storyId: string | null,
  ): Promise<AnalyticsReportType> {
    const checked = checkRange(range.from, range.to);
    if (!checked.ok) throw toGraphQLError(checked.error);
    const report = await this.reports.report(ctx, checked.value, storyId ?? null);
    if (!report.ok) throw toGraphQLError(report.error);
    return Object.assign(new AnalyticsReportType(), report.value);
  }

  @Authorized("admin")
  @Query(() => AnalyticsSessionPageType, { description: "The browser sessions that started in a range, newest first. Admins only." })
  async analyticsSessions(
    @Ctx() ctx: GraphqlContext,
    @Arg("range", () => AnalyticsRangeInput, { description: "The time covered (by the sessions' start)." }) range: AnalyticsRangeInput,
    @Arg("limit", () => Int, { defaultValue: SESSION_PAGE_DEFAULT_LIMIT, description: `How many, 1 to ${SESSION_PAGE_MAX_LIMIT}.` }) limit: number,
    @Arg("after", () => String, { nullable: true, description: "The `endCursor` of the page before." }) after: string | null,
  ): Promise<AnalyticsSessionPageType> {
    const checked = checkRange(range.from, range.to);
    if (!checked.ok) throw toGraphQLError(checked.error);
    const page = await this.sessions.page(ctx, { range: checked.value, limit, after: after ?? null });
    if (!page.ok) throw toGraphQLError(page.error);
    return Object.assign(new AnalyticsSessionPageType(), { ...page.value, items: page.value.items.map(analyticsSessionTypeOf) });
  }
}
