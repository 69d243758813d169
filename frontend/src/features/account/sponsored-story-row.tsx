import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconAward, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatCredits } from '../../shared/credits/format-credits';
import { formatDownloads } from '../../shared/format/format-downloads';
import { formatStoryPlace } from '../../shared/stories/story-labels';
import { StoryThumbnail } from '../../shared/stories/story-thumbnail';
import { formatPurchaseDate } from './format-purchase-date';
import classes from './library-item-row.module.css';
import type { SponsoredStoryFieldsFragment } from './sponsored-story.generated';
import rowClasses from './sponsored-story-row.module.css';

export function SponsoredStoryRow({ sponsored }: { sponsored: SponsoredStoryFieldsFragment }) {
  const { story } = sponsored;

  return (
    <li className={classes.row}>
      <Link to={`/stories/${story.id}`} className={classes.thumbnail} tabIndex={-1} aria-hidden>
        <StoryThumbnail src={story.thumbnailImage} title={story.title} decorative />
      </Link>
      <div className={classes.details}>
        <Anchor component={Link} to={`/stories/${story.id}`} className={classes.title}>
          {story.title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {formatStoryPlace(story.city, story.region)} · Sponsored {formatPurchaseDate(sponsored.sponsoredAt)}
        </Text>
        <Text size="sm" mt={6} className={rowClasses.shownAs}>
          <IconAward size={16} className={rowClasses.awardIcon} aria-hidden />
          Shown as {sponsored.sponsorName}
        </Text>
      </div>
      <Group gap="xs" className={rowClasses.stats}>
        <Text size="sm" c="dimmed" className={rowClasses.downloads}>
          <IconDownload size={14} aria-hidden />
          {formatDownloads(sponsored.downloads)}
        </Text>
        <Badge variant="light" color="brass" size="lg">
          {formatCredits(sponsored.creditsEarned)} earned
        </Badge>
      </Group>
    </li>
  );
}
