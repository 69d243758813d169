import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

/** One section of My Library did not load; the rest of the page still works, and this part can be asked for again. */
export function SectionLoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle size={18} aria-hidden />}>
      <Text size="sm" mb="xs">
        Check your connection and try again.
      </Text>
      <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
