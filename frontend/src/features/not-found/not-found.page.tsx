import { Button, Container, EmptyState } from '@mantine/core';
import { IconArrowRight, IconFingerprint } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../shared/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page Not Found');

  return (
    <Container size="sm" py={80}>
      <EmptyState
        variant="light"
        size="lg"
        icon={<IconFingerprint size={36} stroke={1.5} aria-hidden />}
      >
        <EmptyState.Title order={1}>This trail has gone cold</EmptyState.Title>
        <EmptyState.Description>
          There is no page at this address. The case files you're after are in the catalogue.
        </EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to="/stories" rightSection={<IconArrowRight size={16} aria-hidden />}>
            Browse Stories
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Container>
  );
}
