import { Button, Container, EmptyState, Group } from '@mantine/core';
import { IconLockQuestion } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** The provider sent the browser back without a session: a cancelled, expired or replayed sign-in. */
export function SignInIncomplete() {
  return (
    <Container size="sm" py={80}>
      <EmptyState variant="light" size="lg" icon={<IconLockQuestion size={36} stroke={1.5} aria-hidden />}>
        <EmptyState.Title order={1}>Sign-in did not finish</EmptyState.Title>
        <EmptyState.Description>The sign-in was cancelled or has expired. Please try again.</EmptyState.Description>
        <EmptyState.Actions>
          <Group justify="center">
            <Button component={Link} to="/sign-in">
              Try again
            </Button>
            <Button component={Link} to="/stories" variant="default">
              Browse Stories
            </Button>
          </Group>
        </EmptyState.Actions>
      </EmptyState>
    </Container>
  );
}
