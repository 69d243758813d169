import { Paper, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './admin-panel.module.css';

interface AdminPanelProps {
  title: string;
  /** One line under the title saying what the figures are. */
  description?: string;
  /** A link or control beside the title, e.g. "View All" or a range switch; it wraps under the title on a phone. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled section of a back-office page, named by its heading for screen readers. */
export function AdminPanel({ title, description, action, children }: AdminPanelProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.panel}
    >
      <div className={classes.header}>
        <div className={classes.heading}>
          <Title order={2} id={headingId}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {action}
      </div>
      {children}
    </Paper>
  );
}
