import { formatPriceCents } from '../../shared/format/format-price';
import type { AdminDashboardQuery } from './admin-dashboard.generated';
import { formatCount } from './format-figures';
import { StatGrid } from './stat-grid';

type DashboardTotals = Pick<
  AdminDashboardQuery['adminDashboard'],
  'totalUsers' | 'totalStories' | 'totalSponsorships' | 'totalRevenueCents'
>;

/** The spec's four headline figures. */
export function DashboardStats({ totals }: { totals: DashboardTotals }) {
  return (
    <StatGrid
      stats={[
        { label: 'Total Users', value: formatCount(totals.totalUsers) },
        { label: 'Total Stories', value: formatCount(totals.totalStories) },
        { label: 'Active Sponsorships', value: formatCount(totals.totalSponsorships) },
        { label: 'Total Revenue', value: formatPriceCents(totals.totalRevenueCents) },
      ]}
    />
  );
}
