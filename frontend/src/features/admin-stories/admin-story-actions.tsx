import { ActionIcon, Menu } from '@mantine/core';
import { IconBuildingStore, IconDots, IconEye, IconEyeOff, IconPencil, IconStar, IconStarOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { AdminStoryRowFieldsFragment } from './admin-stories.page.generated';
import type { QuickChange } from './use-story-quick-change';

interface AdminStoryActionsProps {
  row: AdminStoryRowFieldsFragment;
  busy: boolean;
  onChange: (change: QuickChange) => void;
}

/** A row's menu: edit, see it in the shop, and the one-click changes. */
export function AdminStoryActions({ row, busy, onChange }: AdminStoryActionsProps) {
  const { story, hasKitFile } = row;
  const quoted = `“${story.title}”`;
  // The shop makes no story available without its kit: say why rather than let the click fail.
  const needsKit = !story.isAvailable && !hasKitFile;
  const availabilityLabel = story.isAvailable ? 'Mark coming soon' : 'Make available';

  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" loading={busy} aria-label={`Actions for ${story.title}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={`/admin/stories/${story.id}`} leftSection={<IconPencil size={16} aria-hidden />}>
          Edit
        </Menu.Item>
        <Menu.Item component={Link} to={`/stories/${story.id}`} leftSection={<IconBuildingStore size={16} aria-hidden />}>
          View in shop
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          disabled={needsKit}
          leftSection={story.isAvailable ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
          onClick={() =>
            onChange({
              storyId: story.id,
              change: { isAvailable: !story.isAvailable },
              done: story.isAvailable ? `${quoted} is now Coming Soon.` : `${quoted} is now available.`,
            })
          }
        >
          {needsKit ? `${availabilityLabel} (upload the kit first)` : availabilityLabel}
        </Menu.Item>
        <Menu.Item
          leftSection={story.isFeatured ? <IconStarOff size={16} aria-hidden /> : <IconStar size={16} aria-hidden />}
          onClick={() =>
            onChange({
              storyId: story.id,
              change: { isFeatured: !story.isFeatured },
              done: story.isFeatured ? `${quoted} is no longer featured.` : `${quoted} is now featured.`,
            })
          }
        >
          {story.isFeatured ? 'Stop featuring' : 'Feature'}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
