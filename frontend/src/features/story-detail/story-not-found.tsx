import { Button, Container, EmptyState } from '@mantine/core';
import { IconArrowLeft, IconFileUnknown } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export function StoryNotFound() {
  return (
    <Container size="sm" py={80}>
      <EmptyState
        variant="light"
        size="lg"
        icon={<IconFileUnknown size={36} stroke={1.5} aria-hidden />}
      >
        <EmptyState.Title order={1}>Story Not Found</EmptyState.Title>
        <EmptyState.Description>
          We couldn't find the story you're looking for. It may have been removed or the link might be incorrect.
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
