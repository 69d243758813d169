import { Anchor, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** The "View All" link in a dashboard list's header; the list's heading says what "all" is. */
export function ViewAllLink({ to }: { to: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" fw={600}>
      <Group component="span" gap={4} wrap="nowrap">
        View All
        <IconArrowRight size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}
