import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDownloads } from '../../shared/format/format-downloads';
import { formatPriceCents } from '../../shared/format/format-price';
import { DashboardPanel } from './dashboard-panel';
import classes from './dashboard-panel.module.css';
import type { TopStoryFieldsFragment } from './top-stories.generated';

export function TopStories({ stories }: { stories: readonly TopStoryFieldsFragment[] }) {
  return (
    <DashboardPanel title="Top Stories" emptyText="No downloads yet" isEmpty={stories.length === 0}>
      <ol className={classes.list}>
        {stories.map((story) => (
          <li key={story.id} className={classes.row}>
            <div className={classes.rowMain}>
              <Anchor component={Link} to={`/stories/${story.id}`} fw={600}>
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
    </DashboardPanel>
  );
}
