import { AdminSection } from '../admin/admin-section';

export function AdminUserPage() {
  return <AdminSection title="Customer" description="Library, orders, credits and sponsorships." />;
}
