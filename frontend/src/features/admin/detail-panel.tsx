import { Group, Paper, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface DetailPanelProps {
  title: string;
  /** Buttons beside the section's heading. */
  actions?: ReactNode;
  /** Content that brings its own frame (a table) rather than the panel's. */
  unframed?: boolean;
  children: ReactNode;
}

/** One section of a back-office detail page, named by its heading for screen readers. */
export function DetailPanel({ title, actions, unframed = false, children }: DetailPanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="sm" mb="sm">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {actions}
      </Group>
      {unframed ? (
        children
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          {children}
        </Paper>
      )}
    </section>
  );
}
