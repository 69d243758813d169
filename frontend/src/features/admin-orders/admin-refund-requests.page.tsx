import { AdminSection } from '../admin/admin-section';

export function AdminRefundRequestsPage() {
  return <AdminSection title="Refund Requests" description="Refunds customers asked for." />;
}
