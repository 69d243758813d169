import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { AdminStorySort } from '../../graphql/types.generated';
import { AdminTable } from '../admin/admin-table';
import type { AdminStoryRowFieldsFragment } from './admin-stories.page.generated';
import classes from './admin-stories.module.css';
import { AdminStoryRow } from './admin-story-row';
import { adminStorySortLabels, type AdminStoryView } from './admin-story-view';
import type { QuickChange } from './use-story-quick-change';

interface SortHeaderProps {
  sort: AdminStorySort;
  view: AdminStoryView;
  onSort: (sort: AdminStorySort) => void;
  numeric?: boolean;
}

function directionIconOf(active: boolean, descending: boolean) {
  if (!active) return IconSelector;
  return descending ? IconChevronDown : IconChevronUp;
}

/** A column heading that sorts by its column; `aria-sort` tells a screen reader which way. */
function SortHeader({ sort, view, onSort, numeric = false }: SortHeaderProps) {
  const active = view.sort === sort;
  const direction = view.descending ? 'descending' : 'ascending';
  const DirectionIcon = directionIconOf(active, view.descending);
  return (
    <Table.Th aria-sort={active ? direction : undefined} className={numeric ? classes.number : undefined}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(sort)}>
        {adminStorySortLabels[sort]}
        <DirectionIcon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

interface AdminStoriesTableProps {
  rows: readonly AdminStoryRowFieldsFragment[];
  view: AdminStoryView;
  onSort: (sort: AdminStorySort) => void;
  isBusy: (storyId: string) => boolean;
  onChange: (change: QuickChange) => void;
}

export function AdminStoriesTable({ rows, view, onSort, isBusy, onChange }: AdminStoriesTableProps) {
  return (
    <AdminTable label="Stories" minWidth={960}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <VisuallyHidden>Cover</VisuallyHidden>
          </Table.Th>
          <SortHeader sort="TITLE" view={view} onSort={onSort} />
          <SortHeader sort="PRICE" view={view} onSort={onSort} numeric />
          <SortHeader sort="DOWNLOADS" view={view} onSort={onSort} numeric />
          <Table.Th className={classes.number}>Revenue</Table.Th>
          <SortHeader sort="DATE_ADDED" view={view} onSort={onSort} />
          <Table.Th>Status</Table.Th>
          <Table.Th className={classes.centered}>Featured</Table.Th>
          <Table.Th className={classes.centered}>Sponsored</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <AdminStoryRow key={row.story.id} row={row} busy={isBusy(row.story.id)} onChange={onChange} />
        ))}
      </Table.Tbody>
    </AdminTable>
  );
}
