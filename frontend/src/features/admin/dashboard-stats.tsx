import { Paper, SimpleGrid } from '@mantine/core';
import { formatPriceCents } from '../../shared/format/format-price';
import type { AdminDashboardQuery } from './admin-dashboard.generated';
import classes from './dashboard-panel.module.css';

type DashboardTotals = Omit<AdminDashboardQuery['adminDashboard'], 'recentPurchases' | 'topStories'>;

const count = new Intl.NumberFormat('en-US');

/** The four headline figures, as a description list: each label names the number under it. */
export function DashboardStats({ totals }: { totals: DashboardTotals }) {
  const stats = [
    { label: 'Total Users', value: count.format(totals.totalUsers) },
    { label: 'Total Stories', value: count.format(totals.totalStories) },
    { label: 'Active Sponsorships', value: count.format(totals.totalSponsorships) },
    { label: 'Total Revenue', value: formatPriceCents(totals.totalRevenueCents) },
  ];

  return (
    <SimpleGrid component="dl" cols={{ base: 2, md: 4 }} spacing="md" m={0}>
      {stats.map((stat) => (
        <Paper key={stat.label} withBorder radius="lg" p="lg" className={classes.panel}>
          <dt className={classes.statLabel}>{stat.label}</dt>
          <dd className={classes.statValue}>{stat.value}</dd>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
