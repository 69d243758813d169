import { Button, EmptyState } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';

/** A page's data did not arrive; the visitor may ask again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState py="xl" variant="light" size="lg" icon={<IconCloudOff size={36} stroke={1.5} aria-hidden />}>
      <EmptyState.Title order={2}>This page is out of reach</EmptyState.Title>
      <EmptyState.Description>
        We couldn't load it just now. Check your connection and try again.
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          Try again
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
