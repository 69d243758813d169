import { AdminSection } from '../admin/admin-section';

export function AdminAnalyticsPage() {
  return <AdminSection title="Analytics Dashboard" description="Traffic, funnels and conversion." />;
}
