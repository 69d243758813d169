import { Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconDownload, IconMapPin } from '@tabler/icons-react';
import { formatLongDate } from '../../shared/format/format-date';
import { formatDownloads } from '../../shared/format/format-downloads';
import { StoryBadges } from '../../shared/stories/story-badges';
import { formatStoryPlace } from '../../shared/stories/story-labels';
import { GameNightFacets } from '../catalogue/game-night-facets';
import classes from './story-meta.module.css';
import type { StorySummaryFieldsFragment } from './story-summary.generated';

export function StorySummary({ story }: { story: StorySummaryFieldsFragment }) {
  return (
    <Stack gap="sm">
      <StoryBadges story={story} />
      <Title order={1}>{story.title}</Title>
      <Text size="lg" c="dimmed" className={classes.item}>
        <IconMapPin size={18} aria-hidden />
        {formatStoryPlace(story.city, story.region)}
      </Text>
      <GameNightFacets story={story} />
      <div className={classes.row}>
        {story.downloads > 0 && (
          <Text size="sm" c="dimmed" className={classes.item}>
            <IconDownload size={16} aria-hidden />
            {formatDownloads(story.downloads)}
          </Text>
        )}
        <Text size="sm" c="dimmed" className={classes.item}>
          <IconCalendar size={16} aria-hidden />
          Added {formatLongDate(story.dateAdded)}
        </Text>
      </div>
    </Stack>
  );
}
