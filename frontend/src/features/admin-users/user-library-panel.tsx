import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatPurchaseDate } from '../account/format-purchase-date';
import { DetailPanel } from '../admin/detail-panel';
import { AdminTable } from '../admin/admin-table';
import classes from './admin-users.module.css';
import type { AdminLibraryEntryFieldsFragment } from './user-library-panel.generated';

/** "PURCHASE" or "credits" as a label. */
function purchaseTypeLabel(purchaseType: string): string {
  const lower = purchaseType.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

function LibraryRow({ entry }: { entry: AdminLibraryEntryFieldsFragment }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/stories/${entry.story.id}`} fw={600}>
          {entry.story.title}
        </Anchor>
      </Table.Td>
      <Table.Td>{purchaseTypeLabel(entry.purchaseType)}</Table.Td>
      <Table.Td className={classes.reference}>{entry.reference}</Table.Td>
      <Table.Td className={classes.date}>{formatPurchaseDate(entry.acquiredAt)}</Table.Td>
      <Table.Td>
        {entry.revokedAt ? (
          <Badge variant="light" color="gray">
            Revoked {formatPurchaseDate(entry.revokedAt)}
          </Badge>
        ) : (
          <Badge variant="light" color="teal">
            Owned
          </Badge>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The stories the user acquired, and any taken back by a refund. */
export function UserLibraryPanel({ entries }: { entries: readonly AdminLibraryEntryFieldsFragment[] }) {
  return (
    <DetailPanel title="Library" unframed>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          No story in the library yet.
        </Text>
      ) : (
        <AdminTable label="Library" minWidth={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Story</Table.Th>
              <Table.Th>Acquired by</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <LibraryRow key={entry.id} entry={entry} />
            ))}
          </Table.Tbody>
        </AdminTable>
      )}
    </DetailPanel>
  );
}
