import { AdminSection } from '../admin/admin-section';

export function AdminUsersPage() {
  return <AdminSection title="User Management" description="Find a customer by email or name." />;
}
