import { Badge, Group } from '@mantine/core';
import type { StoryBadgesFieldsFragment } from './story-badges.generated';
import { storyContextLabels, storyTypeLabels } from './story-labels';

interface StoryBadgesProps {
  story: StoryBadgesFieldsFragment;
}

export function StoryBadges({ story }: StoryBadgesProps) {
  return (
    <Group gap={6}>
      <Badge variant="light">{storyTypeLabels[story.type]}</Badge>
      <Badge variant="default">{storyContextLabels[story.context]}</Badge>
    </Group>
  );
}
