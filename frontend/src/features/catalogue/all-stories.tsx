import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import classes from './catalogue-section.module.css';
import type { CataloguePageQuery } from './catalogue.page.generated';
import { NoStoriesFound } from './no-stories-found';
import { StoryCardList } from './story-card-list';
import { StoryGridSkeleton } from './story-grid-skeleton';
import { useInfiniteScroll } from './use-infinite-scroll';

interface AllStoriesProps {
  page: CataloguePageQuery['stories'] | undefined;
  startsAboveFold: boolean;
  canLoadMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  onRetryLoadMore: () => void;
  onClearFilters?: () => void;
}

function storiesFound(total: number): string {
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'story' : 'stories'} found`;
}

export function AllStories({
  page,
  startsAboveFold,
  canLoadMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
  onRetryLoadMore,
  onClearFilters,
}: AllStoriesProps) {
  const sentinelRef = useInfiniteScroll(onLoadMore, canLoadMore);

  return (
    <Stack component="section" gap="lg" aria-labelledby="all-stories-heading" aria-busy={!page || loadingMore}>
      <div className={classes.headingRow}>
        <Title order={2} id="all-stories-heading">
          All Stories
        </Title>
        <Text c="dimmed" aria-live="polite">
          {page ? storiesFound(page.total) : 'Searching the archive…'}
        </Text>
      </div>

      {!page && <StoryGridSkeleton />}
      {page && page.items.length === 0 && <NoStoriesFound onClearFilters={onClearFilters} />}
      {page && page.items.length > 0 && <StoryCardList stories={page.items} layout="catalogue" startsAboveFold={startsAboveFold} />}

      <div ref={sentinelRef} aria-hidden />
      {/* The status region stays mounted so screen readers announce the text when it appears. */}
      <div role="status">
        {loadingMore && (
          <Group justify="center" gap="sm" py="md">
            <Loader size="sm" />
            <Text c="dimmed">Loading more stories...</Text>
          </Group>
        )}
      </div>
      {loadMoreFailed && (
        <Alert
          color="crimson"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title="More stories didn't load"
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">Check your connection, then try again.</Text>
            <Button size="xs" variant="light" onClick={onRetryLoadMore}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
