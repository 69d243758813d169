import { Paper, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './dashboard-panel.module.css';

interface DashboardPanelProps {
  title: string;
  /** Shown instead of the list when it has no rows. */
  emptyText: string;
  isEmpty: boolean;
  children: ReactNode;
}

/** A titled section of the admin dashboard holding one list. */
export function DashboardPanel({ title, emptyText, isEmpty, children }: DashboardPanelProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="lg" className={classes.panel}>
      <Title order={2} id={headingId} mb="xs">
        {title}
      </Title>
      {isEmpty ? <Text c="dimmed">{emptyText}</Text> : children}
    </Paper>
  );
}
