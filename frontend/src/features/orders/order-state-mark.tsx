import { ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** The settled counterpart of the progress indicator: one icon for how the order ended. */
export function OrderStateMark({ icon: StateIcon, color }: { icon: Icon; color: string }) {
  return (
    <ThemeIcon size={72} radius="xl" variant="light" color={color} mb="lg" aria-hidden>
      <StateIcon size={36} stroke={1.5} />
    </ThemeIcon>
  );
}
