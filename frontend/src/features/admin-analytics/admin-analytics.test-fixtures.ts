import type { MockedResponse } from '@apollo/client/testing';
import { AnalyticsReportDocument, type AnalyticsRangeInput } from './analytics-report.generated';
import { rangeInputOf } from './analytics-range';
import { AnalyticsSessionsDocument, type AnalyticsSessionFieldsFragment } from './recent-sessions.generated';
import { sessionsPageSize } from './use-session-pages';

/** The clock the page counts back from: mid-afternoon UTC on 24 November 2026. */
export const testNow = () => new Date('2026-11-24T15:00:00.000Z');

/** The range the page asks for, from its first UTC day to its last. */
export function rangeOf(firstDay: string, lastDay: string): AnalyticsRangeInput {
  return rangeInputOf({ firstDay, lastDay });
}

export const last30Days = rangeOf('2026-10-26', '2026-11-24');

export function funnelFixture(id: string, title: string, figures: { views: number; addsToCart: number; checkouts: number; paid: number }) {
  return {
    __typename: 'StoryFunnel' as const,
    story: { __typename: 'Story' as const, id, title, type: 'MURDER' as const },
    ...figures,
    conversionRate: figures.views === 0 ? 0 : figures.paid / figures.views,
  };
}

/** A report with traffic on two days, two stories' funnels and each list filled; `overrides` replace figures. */
export function reportFixture(range: AnalyticsRangeInput, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AnalyticsReport' as const,
    ...range,
    pageViews: 1480,
    sessions: 312,
    visitors: 250,
    signedInSessions: 41,
    traffic: [
      { __typename: 'TrafficPoint' as const, date: '2026-11-23', pageViews: 700, sessions: 150 },
      { __typename: 'TrafficPoint' as const, date: '2026-11-24', pageViews: 780, sessions: 162 },
    ],
    funnel: [
      funnelFixture('fog-over-lisbon', 'Fog Over Lisbon', { views: 200, addsToCart: 50, checkouts: 20, paid: 16 }),
      funnelFixture('ashes-in-austin', 'Ashes in Austin', { views: 40, addsToCart: 4, checkouts: 1, paid: 0 }),
    ],
    topReferrers: [
      { __typename: 'ReferrerCount' as const, referrer: '(direct)', sessions: 200 },
      { __typename: 'ReferrerCount' as const, referrer: 'news.example.com', sessions: 112 },
    ],
    conversionByType: [
      { __typename: 'TypeConversion' as const, type: 'MURDER' as const, viewSessions: 240, paidOrders: 16, conversionRate: 16 / 240 },
      { __typename: 'TypeConversion' as const, type: 'THEFT' as const, viewSessions: 10, paidOrders: 0, conversionRate: 0 },
    ],
    topPages: [
      { __typename: 'PageCount' as const, page: 'Story Detail', views: 900 },
      { __typename: 'PageCount' as const, page: 'Home', views: 580 },
    ],
    ...overrides,
  };
}

/** A report of days nobody visited. */
export function emptyReportFixture(range: AnalyticsRangeInput) {
  return reportFixture(range, {
    pageViews: 0,
    sessions: 0,
    visitors: 0,
    signedInSessions: 0,
    traffic: [{ __typename: 'TrafficPoint', date: '2026-11-24', pageViews: 0, sessions: 0 }],
    funnel: [],
    topReferrers: [],
    conversionByType: [],
    topPages: [],
  });
}

export function reportMock(range: AnalyticsRangeInput, report: ReturnType<typeof reportFixture> | Error): MockedResponse {
  const request = { query: AnalyticsReportDocument, variables: { range } };
  if (report instanceof Error) return { request, error: report };
  return { request, result: { data: { analyticsReport: report } } };
}

type SessionFixture = AnalyticsSessionFieldsFragment & { __typename: 'AnalyticsSession' };

export function sessionFixture(overrides: Partial<SessionFixture> = {}): SessionFixture {
  return {
    __typename: 'AnalyticsSession',
    id: 's1',
    // Midday UTC is the same calendar day in every time zone the tests may run in.
    startedAt: '2026-11-24T12:00:00.000Z',
    lastSeenAt: '2026-11-24T12:04:30.000Z',
    pageViews: 5,
    events: 9,
    landingPath: '/stories/fog-over-lisbon',
    referrer: 'news.example.com',
    signedIn: false,
    ...overrides,
  };
}

/** One page of the range's sessions, read after `after` when given. */
export function sessionsMock(
  range: AnalyticsRangeInput,
  items: readonly SessionFixture[] | Error,
  { after, endCursor = null }: { after?: string; endCursor?: string | null } = {},
): MockedResponse {
  const variables = after ? { range, limit: sessionsPageSize, after } : { range, limit: sessionsPageSize };
  const request = { query: AnalyticsSessionsDocument, variables };
  if (items instanceof Error) return { request, error: items };
  return {
    request,
    result: {
      data: { analyticsSessions: { __typename: 'AnalyticsSessionPage', items, hasMore: endCursor !== null, endCursor } },
    },
  };
}
