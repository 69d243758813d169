import { Button, EmptyState } from '@mantine/core';
import { IconArrowRight, IconBooks } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export function LibraryEmpty() {
  return (
    <EmptyState variant="light" size="lg" icon={<IconBooks size={36} stroke={1.5} aria-hidden />}>
      <EmptyState.Title order={3}>No Stories Yet</EmptyState.Title>
      <EmptyState.Description>You haven't purchased any stories yet.</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to="/stories" rightSection={<IconArrowRight size={16} aria-hidden />}>
          Browse Stories
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
