import { Text } from '@mantine/core';
import { AdminPanel } from '../admin/admin-panel';
import { RankedTable } from './ranked-table';
import type { PageCountFieldsFragment } from './top-pages.generated';

export function TopPages({ pages }: { pages: readonly PageCountFieldsFragment[] }) {
  return (
    <AdminPanel title="Top pages" description="Page views per page of the shop.">
      {pages.length === 0 ? (
        <Text c="dimmed">No page views in these days.</Text>
      ) : (
        <RankedTable
          itemHeader="Page"
          countHeader="Views"
          rows={pages.map(({ page, views }) => ({ key: page, label: page, count: views }))}
        />
      )}
    </AdminPanel>
  );
}
