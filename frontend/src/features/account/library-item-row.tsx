import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatStoryPlace, storyTypeLabels } from '../../shared/stories/story-labels';
import { StoryThumbnail } from '../../shared/stories/story-thumbnail';
import { DownloadButton } from '../library/download-button';
import { DownloadError } from '../library/download-error';
import { formatPurchaseDate } from './format-purchase-date';
import type { LibraryItemFieldsFragment } from './library-item.generated';
import classes from './library-item-row.module.css';
import { purchaseTypeLabels } from './purchase-type-labels';
import { useLibraryDownload } from './use-library-download';

export function LibraryItemRow({ item }: { item: LibraryItemFieldsFragment }) {
  const { story } = item;
  const { download, preparing, error } = useLibraryDownload(item.id);

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
          {formatStoryPlace(story.city, story.region)} · {storyTypeLabels[story.type]}
        </Text>
        <Group gap="xs" mt={6}>
          <Text size="sm">Purchased {formatPurchaseDate(item.acquiredAt)}</Text>
          <Badge variant="light" color={item.purchaseType === 'CREDITS' ? 'brass' : 'gray'}>
            {purchaseTypeLabels[item.purchaseType]}
          </Badge>
        </Group>
      </div>
      <div className={classes.action}>
        <DownloadButton label="Download Again" variant="light" fullWidth preparing={preparing} onDownload={download} />
      </div>
      {error && (
        <div className={classes.error}>
          <DownloadError message={error} />
        </div>
      )}
    </li>
  );
}
