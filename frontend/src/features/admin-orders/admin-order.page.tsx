import { AdminSection } from '../admin/admin-section';

export function AdminOrderPage() {
  return <AdminSection title="Order" description="Lines, payment and history." />;
}
