import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDownloads } from '../../shared/format/format-downloads';
import { formatPriceCents } from '../../shared/format/format-price';
import { AdminPanel } from './admin-panel';
import classes from './dashboard-lists.module.css';
import type { TopStoryFieldsFragment } from './top-stories.generated';
import { ViewAllLink } from './view-all-link';

export function TopStories({ stories }: { stories: readonly TopStoryFieldsFragment[] }) {
  return (
    <AdminPanel title="Top Stories" action={<ViewAllLink to="/admin/stories" />}>
      {stories.length === 0 ? (
        <Text c="dimmed">No downloads yet</Text>
      ) : (
        <ol className={classes.list}>
          {stories.map((story) => (
            <li key={story.id} className={classes.row}>
              <div className={classes.rowMain}>
                {/* The operator manages the story from here, so the title opens it in Story Management. */}
                <Anchor component={Link} to={`/admin/stories/${story.id}`} fw={600}>
                  {story.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {formatDownloads(story.downloads)}
                </Text>
              </div>
              <div className={classes.rowFigure}>
                <Text fw={600}>{formatPriceCents(story.revenueCents)}</Text>
                <Text size="sm" c="dimmed">
                  revenue
                </Text>
              </div>
            </li>
          ))}
        </ol>
      )}
    </AdminPanel>
  );
}
