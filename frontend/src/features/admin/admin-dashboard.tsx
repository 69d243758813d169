import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { usePageTitle } from '../../shared/use-page-title';
import { useAdminDashboardQuery } from './admin-dashboard.generated';
import { DashboardStats } from './dashboard-stats';
import { FulfilmentPanel } from './fulfilment-panel';
import { RecentPurchases } from './recent-purchases';
import { TopStories } from './top-stories';

function DashboardContent() {
  const { data, error, refetch } = useAdminDashboardQuery({ notifyOnNetworkStatusChange: true });

  if (data) {
    const { recentPurchases, topStories, ...totals } = data.adminDashboard;
    return (
      <Stack gap="xl" mt="xl">
        <DashboardStats totals={totals} />
        <FulfilmentPanel />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <RecentPurchases purchases={recentPurchases} />
          <TopStories stories={topStories} />
        </SimpleGrid>
      </Stack>
    );
  }
  if (error) return <LoadError onRetry={() => void refetch()} />;
  return <FingerprintLoader />;
}

export function AdminDashboard() {
  usePageTitle('Admin');

  return (
    <Container size="xl" py={{ base: 'xl', md: 48 }}>
      <Title order={1}>Admin Dashboard</Title>
      <Text c="dimmed" size="lg" mt="xs">
        The shop at a glance: accounts, catalogue, sponsorships, sales and the orders to fulfil.
      </Text>
      <DashboardContent />
    </Container>
  );
}
