import { Button, Group, Text } from '@mantine/core';

export interface LoadMoreFooterProps {
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
  /** What failed to load, e.g. "The next orders did not load." */
  failedText: string;
}

/** Under a cursor-paged table: "Load more" while there is more, and a word when the next page failed. */
export function LoadMoreFooter({ hasMore, loadingMore, loadMoreFailed, loadMore, failedText }: LoadMoreFooterProps) {
  return (
    <>
      {loadMoreFailed && (
        <Text size="sm" c="red" ta="center" role="alert">
          {failedText} Try again.
        </Text>
      )}
      {hasMore && (
        <Group justify="center">
          <Button variant="default" onClick={loadMore} loading={loadingMore}>
            Load more
          </Button>
        </Group>
      )}
    </>
  );
}
