import { AdminSection } from '../admin/admin-section';

export function AdminStoryEditorPage() {
  return <AdminSection title="Edit Story" description="Every field of the story, its cover and its kit." />;
}
