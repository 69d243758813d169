import { AdminDashboard } from './admin-dashboard';
import { AdminGate } from './admin-gate';

export function AdminPage() {
  return (
    <AdminGate>
      <AdminDashboard />
    </AdminGate>
  );
}
