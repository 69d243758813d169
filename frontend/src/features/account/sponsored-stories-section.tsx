import { Paper, Text, Title } from '@mantine/core';
import classes from './library-section.module.css';
import type { SponsoredStoryFieldsFragment } from './sponsored-story.generated';
import { SponsoredStoryRow } from './sponsored-story-row';

/** Spec 2, "Your Sponsored Stories": shown only to users who sponsor at least one story. */
export function SponsoredStoriesSection({ stories }: { stories: readonly SponsoredStoryFieldsFragment[] }) {
  return (
    <section aria-labelledby="your-sponsored-stories-heading">
      <Title order={2} id="your-sponsored-stories-heading">
        Your Sponsored Stories
      </Title>
      <Text c="dimmed" mt={4} mb="md">
        Your name is on these stories, and their new readers earn you credits.
      </Text>
      <Paper withBorder radius="lg" px="lg" className={classes.panel}>
        <ul className={classes.list}>
          {stories.map((sponsored) => (
            <SponsoredStoryRow key={sponsored.story.id} sponsored={sponsored} />
          ))}
        </ul>
      </Paper>
    </section>
  );
}
