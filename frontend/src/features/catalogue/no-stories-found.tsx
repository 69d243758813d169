import { Button, EmptyState } from '@mantine/core';
import { IconFileSearch, IconX } from '@tabler/icons-react';

interface NoStoriesFoundProps {
  /** Offered only when a search or filter is narrowing the list. */
  onClearFilters?: () => void;
}

export function NoStoriesFound({ onClearFilters }: NoStoriesFoundProps) {
  return (
    <EmptyState
      py="xl"
      variant="light"
      size="lg"
      icon={<IconFileSearch size={36} stroke={1.5} aria-hidden />}
    >
      <EmptyState.Title order={3}>No Stories Found</EmptyState.Title>
      <EmptyState.Description>
        Try adjusting your search or filters to find what you're looking for.
      </EmptyState.Description>
      {onClearFilters && (
        <EmptyState.Actions>
          <Button variant="light" leftSection={<IconX size={16} aria-hidden />} onClick={onClearFilters}>
            Clear filters
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
