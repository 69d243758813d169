import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './story-editor.module.css';

interface StoryFormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One titled panel of the editor, named by its heading for landmarks navigation. */
export function StoryFormSection({ title, description, children }: StoryFormSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.section} aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      )}
      <Stack gap="md" mt="md">
        {children}
      </Stack>
    </Paper>
  );
}
