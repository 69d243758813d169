import { Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';

/** Under a panel of filters, once any is set: turns them all off. */
export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="subtle" size="xs" leftSection={<IconX size={14} aria-hidden />} onClick={onClear}>
        Clear filters
      </Button>
    </Group>
  );
}
