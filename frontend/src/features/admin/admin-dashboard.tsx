import { SimpleGrid } from '@mantine/core';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { useAdminDashboardQuery } from './admin-dashboard.generated';
import { DashboardStats } from './dashboard-stats';
import { QueuesPanel } from './queues-panel';
import { RecentPurchases } from './recent-purchases';
import { defaultRevenueRange } from './revenue-ranges';
import { RevenuePanel } from './revenue-panel';
import { TopStories } from './top-stories';

/** The dashboard's figures, read afresh on every visit: the shop moves while the operator is away. */
export function AdminDashboard() {
  const { data, error, refetch } = useAdminDashboardQuery({
    variables: { revenueRange: defaultRevenueRange },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  if (data) {
    const dashboard = data.adminDashboard;
    return (
      <>
        <DashboardStats totals={dashboard} />
        <QueuesPanel counts={dashboard.queues} />
        <RevenuePanel />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <RecentPurchases purchases={dashboard.recentPurchases} />
          <TopStories stories={dashboard.topStories} />
        </SimpleGrid>
      </>
    );
  }
  if (error) return <LoadError onRetry={() => void refetch().catch(() => undefined)} />;
  return <FingerprintLoader />;
}
