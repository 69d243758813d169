import { AdminSection } from '../admin/admin-section';
import { AnalyticsDashboard } from './analytics-dashboard';

const systemNow = () => new Date();

/**
 * `/admin/analytics`: traffic, the funnel per story and conversion, for a range of days. `now` is
 * the clock the ranges count back from; tests pass a fixed one.
 */
export function AdminAnalyticsPage({ now = systemNow }: { now?: () => Date }) {
  return (
    <AdminSection
      title="Analytics Dashboard"
      description="Traffic from the storefront's events, and how each story turns views into paid orders."
    >
      <AnalyticsDashboard now={now} />
    </AdminSection>
  );
}
