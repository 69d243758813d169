import { AdminSection } from '../admin/admin-section';

export function AdminOrdersPage() {
  return <AdminSection title="Orders" description="Every order, its payment and its refunds." />;
}
