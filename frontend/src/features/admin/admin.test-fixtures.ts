import type { MockedResponse } from '@apollo/client/testing';
import { AdminDashboardDocument, type AdminDashboardQuery } from './admin-dashboard.generated';
import type { RecentPurchaseFieldsFragment } from './recent-purchases.generated';
import { AdminRevenueDocument, type RevenuePointFieldsFragment, type RevenueRange } from './revenue-panel.generated';
import { defaultRevenueRange } from './revenue-ranges';

type Dashboard = AdminDashboardQuery['adminDashboard'];
type RevenuePointFixture = RevenuePointFieldsFragment & { __typename: 'RevenuePoint' };

/** A period's figures; net is paid less refunded, as the server reports it. */
export function revenuePoint(period: string, paidCents: number, refundedCents = 0, orders = 1): RevenuePointFixture {
  return { __typename: 'RevenuePoint', period, paidCents, refundedCents, netCents: paidCents - refundedCents, orders };
}

export const thirtyDayRevenue = [revenuePoint('2026-11-23', 4485, 0, 3), revenuePoint('2026-11-24', 2990, 1495, 2)];

type DashboardOverrides = Partial<Omit<Dashboard, 'queues' | 'revenue' | 'recentPurchases'>> & {
  queues?: Partial<Dashboard['queues']>;
  revenue?: readonly RevenuePointFixture[];
  recentPurchases?: readonly (RecentPurchaseFieldsFragment & { __typename: 'RecentPurchase' })[];
};

/** The server's answer to the dashboard's one request, opening on the last 30 days of revenue. */
export function dashboardMock({ queues, revenue = thirtyDayRevenue, ...overrides }: DashboardOverrides = {}): MockedResponse {
  return {
    request: { query: AdminDashboardDocument, variables: { revenueRange: defaultRevenueRange } },
    result: {
      data: {
        adminDashboard: {
          __typename: 'AdminDashboard',
          totalUsers: 1204,
          totalStories: 30,
          totalSponsorships: 4,
          totalRevenueCents: 1234550,
          queues: { __typename: 'AdminQueues', shipmentsToSend: 3, casesToWrite: 0, refundRequests: 1, ...queues },
          revenue,
          recentPurchases: [],
          topStories: [
            { __typename: 'TopStory', id: 'fog', title: 'Fog Over Lisbon', downloads: 310, revenueCents: 463450 },
            { __typename: 'TopStory', id: 'ash', title: 'Ashes in Austin', downloads: 1, revenueCents: 1495 },
          ],
          ...overrides,
        },
      },
    },
  };
}

/** The server's answer for another revenue range, or its failure. */
export function revenueMock(range: RevenueRange, points: readonly RevenuePointFixture[] | Error): MockedResponse {
  const request = { query: AdminRevenueDocument, variables: { range } };
  if (points instanceof Error) return { request, error: points };
  return { request, result: { data: { adminDashboard: { __typename: 'AdminDashboard', revenue: points } } } };
}
