import { Button, Container, EmptyState } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../shared/use-page-title';

/** What a signed-in user without the admin role sees at /admin. */
export function AdminsOnly() {
  usePageTitle('Admins Only');

  return (
    <Container size="sm" py={80}>
      <EmptyState variant="light" size="lg" icon={<IconLock size={36} stroke={1.5} aria-hidden />}>
        <EmptyState.Title order={1}>Admins only</EmptyState.Title>
        <EmptyState.Description>
          This area is for the shop's administrators, and your account is not one of them.
        </EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to="/stories" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            Back to Stories
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Container>
  );
}
