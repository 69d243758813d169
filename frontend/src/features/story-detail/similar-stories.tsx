import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { SimilarStoryCardFieldsFragment } from './similar-story-card.generated';
import { SimilarStoryCard } from './similar-story-card';

export function SimilarStories({ stories }: { stories: readonly SimilarStoryCardFieldsFragment[] }) {
  return (
    <Stack component="section" gap="lg" aria-labelledby="similar-stories-heading">
      <Title order={2} id="similar-stories-heading">
        Similar Stories
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {stories.map((story) => (
          <SimilarStoryCard key={story.id} story={story} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
