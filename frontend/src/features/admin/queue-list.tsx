import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { LoadMoreFooter, type LoadMoreFooterProps } from './load-more-footer';

interface QueueListProps<Item> extends LoadMoreFooterProps {
  /** The queue's items so far; null until the first page arrives. */
  items: readonly Item[] | null;
  failed: boolean;
  retry: () => void;
  /** What an empty queue says, e.g. "No shipments to send." */
  emptyText: string;
  /** The table of the items. */
  children: (items: readonly Item[]) => ReactNode;
}

/** A cursor-paged work queue: loading, a failed load with Try again, empty, or the table with "Load more". */
export function QueueList<Item>({ items, failed, retry, emptyText, children, ...footer }: QueueListProps<Item>) {
  if (failed) return <LoadError onRetry={retry} />;
  if (!items) return <FingerprintLoader />;
  if (items.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {children(items)}
      <LoadMoreFooter {...footer} />
    </Stack>
  );
}
