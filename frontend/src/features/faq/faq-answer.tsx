import { Group, Stack, Text } from '@mantine/core';
import { CopyQuestionLink } from './copy-question-link';
import classes from './faq-answer.module.css';
import type { FaqEntry } from './faq-entries';
import { FaqLinkAnchor } from './faq-link-anchor';

export function FaqAnswer({ entry }: { entry: FaqEntry }) {
  return (
    <Stack gap="sm">
      {entry.answer.map((paragraph) => (
        <Text key={paragraph} className={classes.paragraph}>
          {paragraph}
        </Text>
      ))}
      <Group justify="space-between" gap="xs" className={classes.footer}>
        <Group gap="lg">
          {entry.links?.map((link) => <FaqLinkAnchor key={link.label} link={link} />)}
        </Group>
        <CopyQuestionLink questionId={entry.id} />
      </Group>
    </Stack>
  );
}
