import { Button, EmptyState } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';

interface CatalogueLoadErrorProps {
  retrying: boolean;
  onRetry: () => void;
}

export function CatalogueLoadError({ retrying, onRetry }: CatalogueLoadErrorProps) {
  return (
    <EmptyState
      py="xl"
      variant="light"
      size="lg"
      icon={<IconCloudOff size={36} stroke={1.5} aria-hidden />}
    >
      <EmptyState.Title order={2}>The archive is out of reach</EmptyState.Title>
      <EmptyState.Description>
        We couldn't load the stories just now. Check your connection and try again.
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button leftSection={<IconRefresh size={16} aria-hidden />} loading={retrying} onClick={onRetry}>
          Try again
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
