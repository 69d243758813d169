import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { useViewer } from '../auth/use-viewer';
import { AdminsOnly } from './admins-only';

/**
 * Shows an admin page to admins, and "Admins only" to anyone else signed in. Only a courtesy: the
 * server decides who is an admin and refuses every admin query to anyone else.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const viewer = useViewer();

  if (viewer.status === 'failed') {
    return (
      <Container size="sm">
        <LoadError onRetry={viewer.retry} />
      </Container>
    );
  }
  if (viewer.status !== 'ready') return <FingerprintLoader />;
  return viewer.viewer.isAdmin ? children : <AdminsOnly />;
}
