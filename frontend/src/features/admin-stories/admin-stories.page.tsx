import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { AdminSection } from '../admin/admin-section';
import { LoadMoreFooter } from '../admin/load-more-footer';
import { useUrlView } from '../catalogue/use-url-view';
import { AdminStoriesTable } from './admin-stories-table';
import { AdminStoryFilters } from './admin-story-filters';
import {
  isAdminStoryViewNarrowed,
  nextSort,
  parseAdminStoryView,
  toAdminStorySearchParams,
  type AdminStoryView,
} from './admin-story-view';
import { useAdminStories } from './use-admin-stories';
import { useStoryQuickChange } from './use-story-quick-change';

function storiesCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'story' : 'stories'}`;
}

function StoryList({ view, onChange }: { view: AdminStoryView; onChange: (changes: Partial<AdminStoryView>) => void }) {
  const list = useAdminStories(view);
  const quickChange = useStoryQuickChange();

  if (list.failed) return <LoadError onRetry={list.retry} />;
  if (!list.stories) return <FingerprintLoader />;
  if (list.stories.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        {isAdminStoryViewNarrowed(view) ? 'No story matches these filters.' : 'No story has been added yet.'}
      </Text>
    );
  }
  return (
    <Stack gap="md" aria-busy={list.refreshing || undefined}>
      <Text c="dimmed" aria-live="polite">
        Showing {list.stories.length.toLocaleString('en-US')} of {storiesCount(list.total)}
      </Text>
      <AdminStoriesTable
        rows={list.stories}
        view={view}
        onSort={(sort) => onChange(nextSort(view, sort))}
        isBusy={quickChange.isBusy}
        onChange={(change) => void quickChange.apply(change)}
      />
      <LoadMoreFooter {...list} failedText="The next stories did not load." />
    </Stack>
  );
}

/** `/admin/stories`: every story with its sales, to search, sort, filter and open in the editor. */
export function AdminStoriesPage() {
  const { view, updateView } = useUrlView(parseAdminStoryView, toAdminStorySearchParams);

  return (
    <AdminSection
      title="Story Management"
      description="Every story in the catalogue, with its sales."
      actions={
        <Button component={Link} to="/admin/stories/new" leftSection={<IconPlus size={16} aria-hidden />}>
          New story
        </Button>
      }
    >
      <AdminStoryFilters view={view} onChange={updateView} />
      <StoryList view={view} onChange={updateView} />
    </AdminSection>
  );
}
