import { Stack, Text, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { StoryCardFieldsFragment } from './story-card.generated';
import { StoryCardList } from './story-card-list';
import classes from './catalogue-section.module.css';

interface FeaturedStoriesProps {
  stories: readonly StoryCardFieldsFragment[];
}

export function FeaturedStories({ stories }: FeaturedStoriesProps) {
  return (
    <Stack component="section" gap="lg" aria-labelledby="featured-stories-heading">
      <div>
        <Title order={2} id="featured-stories-heading" className={classes.heading}>
          <IconStarFilled size={20} className={classes.headingIcon} aria-hidden />
          Featured Stories
        </Title>
        <Text c="dimmed" mt={4}>
          Hand-picked cases to open first.
        </Text>
      </div>
      <StoryCardList stories={stories} layout="featured" startsAboveFold />
    </Stack>
  );
}
