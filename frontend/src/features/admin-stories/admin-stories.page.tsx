import { AdminSection } from '../admin/admin-section';

export function AdminStoriesPage() {
  return <AdminSection title="Story Management" description="Every story in the catalogue, with its sales." />;
}
