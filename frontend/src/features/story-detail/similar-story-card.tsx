import { Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatStoryPlace, storyTypeLabels } from '../../shared/stories/story-labels';
import { StoryThumbnail } from '../../shared/stories/story-thumbnail';
import type { SimilarStoryCardFieldsFragment } from './similar-story-card.generated';
import classes from './similar-stories.module.css';

export function SimilarStoryCard({ story }: { story: SimilarStoryCardFieldsFragment }) {
  return (
    <Link to={`/stories/${story.id}`} className={classes.card}>
      <StoryThumbnail src={story.thumbnailImage} title={story.title} decorative />
      <div className={classes.body}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" className={classes.type}>
          {storyTypeLabels[story.type]}
        </Text>
        <Text className={classes.title} lineClamp={2}>
          {story.title}
        </Text>
        <Text size="sm" c="dimmed">
          {formatStoryPlace(story.city, story.region)}
        </Text>
      </div>
    </Link>
  );
}
