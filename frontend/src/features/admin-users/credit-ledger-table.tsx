import { Table, Text } from '@mantine/core';
import { formatPurchaseDate } from '../account/format-purchase-date';
import { formatPurchaseTime } from '../admin/format-purchase-time';
import { AdminTable } from '../admin/admin-table';
import classes from './admin-users.module.css';
import type { CreditLedgerEntryFieldsFragment } from './credit-ledger-table.generated';

const countFormat = new Intl.NumberFormat('en-US', { signDisplay: 'exceptZero' });

/** "adjustment" or "ROYALTY" as a label: "Adjustment", "Royalty". */
function sourceLabel(source: string): string {
  const words = source.replaceAll('_', ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function LedgerRow({ entry }: { entry: CreditLedgerEntryFieldsFragment }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" component="time" dateTime={entry.at} className={classes.date}>
          {formatPurchaseTime(entry.at)}
        </Text>
      </Table.Td>
      <Table.Td className={classes.number}>
        <Text span size="sm" fw={600}>
          {countFormat.format(entry.amount)}
        </Text>
      </Table.Td>
      <Table.Td>{sourceLabel(entry.source)}</Table.Td>
      <Table.Td className={classes.reason}>{entry.reason ?? <Text span c="dimmed" size="sm">—</Text>}</Table.Td>
      <Table.Td className={classes.date}>{entry.expiresAt ? formatPurchaseDate(entry.expiresAt) : '—'}</Table.Td>
      <Table.Td className={classes.number}>{entry.remaining ?? '—'}</Table.Td>
    </Table.Tr>
  );
}

/** Every grant and spend of the user's credits, as the shop recorded them. */
export function CreditLedgerTable({ entries }: { entries: readonly CreditLedgerEntryFieldsFragment[] }) {
  if (entries.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No credits have been given or spent yet.
      </Text>
    );
  }
  return (
    <AdminTable label="Credit ledger" minWidth={760}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Credits</Table.Th>
          <Table.Th>Source</Table.Th>
          <Table.Th>Reason</Table.Th>
          <Table.Th>Expires</Table.Th>
          <Table.Th>Left</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <LedgerRow key={entry.id} entry={entry} />
        ))}
      </Table.Tbody>
    </AdminTable>
  );
}
