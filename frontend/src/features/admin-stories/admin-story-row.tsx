import { Anchor, Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconHeartHandshake, IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatPriceCents } from '../../shared/format/format-price';
import { formatStoryPlace, storyTypeLabels } from '../../shared/stories/story-labels';
import type { AdminStoryRowFieldsFragment } from './admin-stories.page.generated';
import classes from './admin-stories.module.css';
import { AdminStoryActions } from './admin-story-actions';
import type { QuickChange } from './use-story-quick-change';

// Stored dates are UTC midnights; formatting in UTC keeps them from slipping a day west of Greenwich.
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

interface AdminStoryRowProps {
  row: AdminStoryRowFieldsFragment;
  busy: boolean;
  onChange: (change: QuickChange) => void;
}

/** A mark for the eye, and a word for a screen reader in both cases, so no cell reads as blank. */
function Mark({ on, label, icon }: { on: boolean; label: string; icon: ReactNode }) {
  return (
    <Table.Td className={classes.centered}>
      {on ? icon : null}
      <VisuallyHidden>{on ? label : `Not ${label.toLowerCase()}`}</VisuallyHidden>
    </Table.Td>
  );
}

export function AdminStoryRow({ row, busy, onChange }: AdminStoryRowProps) {
  const { story } = row;
  return (
    <Table.Tr aria-busy={busy || undefined}>
      <Table.Td>
        {/* The title beside it names the story: the picture is decoration here. */}
        <img src={story.thumbnailImage} alt="" width={64} height={48} loading="lazy" className={classes.thumbnail} />
      </Table.Td>
      <Table.Td className={classes.title}>
        <Anchor component={Link} to={`/admin/stories/${story.id}`} fw={600}>
          {story.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {storyTypeLabels[story.type]} · {formatStoryPlace(story.city, story.region)}
        </Text>
      </Table.Td>
      <Table.Td className={classes.number}>{formatPriceCents(story.priceCents)}</Table.Td>
      <Table.Td className={classes.number}>{story.downloads.toLocaleString('en-US')}</Table.Td>
      <Table.Td className={classes.number}>{formatPriceCents(row.revenueCents)}</Table.Td>
      <Table.Td className={classes.date}>
        <time dateTime={story.dateAdded}>{shortDate.format(new Date(story.dateAdded))}</time>
      </Table.Td>
      <Table.Td>
        {story.isAvailable ? (
          <Badge variant="dot" color="teal" className={classes.statusBadge}>
            Available
          </Badge>
        ) : (
          <Badge variant="filled" color="crimson" className={classes.statusBadge}>
            Coming Soon
          </Badge>
        )}
      </Table.Td>
      <Mark
        on={story.isFeatured}
        label="Featured"
        icon={<IconStarFilled size={18} aria-hidden className={`${classes.mark} ${classes.featured}`} />}
      />
      <Mark
        on={story.isSponsored}
        label="Sponsored"
        icon={<IconHeartHandshake size={18} aria-hidden className={`${classes.mark} ${classes.sponsored}`} />}
      />
      <Table.Td>
        <AdminStoryActions row={row} busy={busy} onChange={onChange} />
      </Table.Td>
    </Table.Tr>
  );
}
