import { Paper, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './form-section.module.css';

interface FormSectionProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** One titled part of the Mystery Creator's form. */
export function FormSection({ title, description, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" className={classes.section}>
      <Title order={2} id={headingId} className={classes.title}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="lg">
        {description}
      </Text>
      {children}
    </Paper>
  );
}
