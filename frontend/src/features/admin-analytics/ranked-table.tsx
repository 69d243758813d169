import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCount } from '../admin/format-figures';
import classes from './analytics-tables.module.css';
import { ShareBar } from './share-bar';

export interface RankedRow {
  key: string;
  label: ReactNode;
  count: number;
}

interface RankedTableProps {
  itemHeader: string;
  countHeader: string;
  /** Largest first, as the server sends them. */
  rows: readonly RankedRow[];
}

/** Names and counts, each count with a bar against the largest, for the "top" lists. Two columns fit a phone. */
export function RankedTable({ itemHeader, countHeader, rows }: RankedTableProps) {
  const largest = Math.max(...rows.map((row) => row.count), 0);
  return (
    <Table verticalSpacing="xs" highlightOnHover className={classes.table}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{itemHeader}</Table.Th>
          <Table.Th scope="col">{countHeader}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={400} className={classes.name}>
              {row.label}
            </Table.Th>
            <Table.Td className={classes.figure} w="40%">
              {formatCount(row.count)}
              <ShareBar share={largest === 0 ? 0 : row.count / largest} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
