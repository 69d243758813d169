import { Container } from '@mantine/core';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { useViewer } from '../auth/use-viewer';
import { AdminDashboard } from './admin-dashboard';
import { AdminsOnly } from './admins-only';

/** The server decides who is an admin; the dashboard query itself is refused to anyone else. */
export function AdminPage() {
  const viewer = useViewer();

  if (viewer.status === 'failed') {
    return (
      <Container size="sm">
        <LoadError onRetry={viewer.retry} />
      </Container>
    );
  }
  if (viewer.status !== 'ready') return <FingerprintLoader />;
  return viewer.viewer.isAdmin ? <AdminDashboard /> : <AdminsOnly />;
}
