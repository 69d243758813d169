import { AdminSection } from './admin-section';
import { AdminDashboard } from './admin-dashboard';

/** `/admin`: the shop at a glance, and the way into every back-office section. */
export function AdminPage() {
  return (
    <AdminSection
      title="Admin Dashboard"
      description="Accounts, catalogue, sponsorships and sales at a glance, and the work waiting."
    >
      <AdminDashboard />
    </AdminSection>
  );
}
