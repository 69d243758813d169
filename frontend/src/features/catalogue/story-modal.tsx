import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconDownload, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatDownloads } from '../../shared/format/format-downloads';
import { StoryBadges } from '../../shared/stories/story-badges';
import { formatStoryPlace } from '../../shared/stories/story-labels';
import { StoryStatusBadges } from '../../shared/stories/story-status-badges';
import { StoryThumbnail } from '../../shared/stories/story-thumbnail';
import { GameNightFacets } from './game-night-facets';
import type { StoryModalFieldsFragment } from './story-modal.generated';
import classes from './story-modal.module.css';

interface StoryModalProps {
  story: StoryModalFieldsFragment;
  opened: boolean;
  onClose: () => void;
}

export function StoryModal({ story, opened, onClose }: StoryModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={story.title} size="lg">
      <Stack gap="md">
        <StoryThumbnail src={story.thumbnailImage} title={story.title} eager className={classes.thumbnail} />
        <Text c="dimmed" className={classes.place}>
          <IconMapPin size={16} aria-hidden />
          {formatStoryPlace(story.city, story.region)}
        </Text>
        <Group gap={6}>
          <StoryBadges story={story} />
          <StoryStatusBadges isSponsored={story.isSponsored} isAvailable={story.isAvailable} />
        </Group>
        <GameNightFacets story={story} />
        <Text>{story.mediumDescription}</Text>
        <Group justify="space-between">
          {story.downloads > 0 && (
            <Text size="sm" c="dimmed" className={classes.place}>
              <IconDownload size={16} aria-hidden />
              {formatDownloads(story.downloads)}
            </Text>
          )}
          <Button
            component={Link}
            to={`/stories/${story.id}`}
            rightSection={<IconArrowRight size={16} aria-hidden />}
            ml="auto"
          >
            View Details
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
