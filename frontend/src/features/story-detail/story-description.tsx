import { Stack, Text, Title } from '@mantine/core';
import classes from './story-description.module.css';

/** Paragraphs are separated by blank lines in the story text. */
function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

export function StoryDescription({ text }: { text: string }) {
  return (
    <Stack component="section" gap="md" aria-labelledby="story-description-heading">
      <Title order={2} id="story-description-heading">
        The Case
      </Title>
      {splitParagraphs(text).map((paragraph, index) => (
        <Text key={index} className={classes.paragraph}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
