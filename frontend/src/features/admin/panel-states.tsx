import { Button, Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** Keeps a panel's place while its figures load, so the page does not jump when they arrive. */
export function PanelLoading({ label, height }: { label: string; height: number }) {
  return (
    <Center h={height} role="status">
      <Loader size="sm" aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}

/** One panel's figures did not arrive; the rest of the page stays usable. */
export function PanelLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack align="center" gap="sm" py="xl">
      <Text c="dimmed" role="alert" ta="center">
        {message}
      </Text>
      <Button variant="default" size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
