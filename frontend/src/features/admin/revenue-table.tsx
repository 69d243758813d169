// Only admin pages show tables, so their styles load with these pages rather than with the shop's first CSS.
import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import { formatPriceCents } from '../../shared/format/format-price';
import { formatCount } from './format-figures';
import { formatPeriodLong } from './format-period';
import type { RevenuePointFieldsFragment } from './revenue-panel.generated';

interface RevenueTableProps {
  caption: string;
  points: readonly RevenuePointFieldsFragment[];
}

/** Every point of the revenue chart as a row: the chart's figures for screen readers. */
export function RevenueTable({ caption, points }: RevenueTableProps) {
  return (
    <Table>
      <caption>{caption}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Period</Table.Th>
          <Table.Th scope="col">Paid</Table.Th>
          <Table.Th scope="col">Refunded</Table.Th>
          <Table.Th scope="col">Net revenue</Table.Th>
          <Table.Th scope="col">Orders</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {points.map((point) => (
          <Table.Tr key={point.period}>
            <Table.Th scope="row">{formatPeriodLong(point.period)}</Table.Th>
            <Table.Td>{formatPriceCents(point.paidCents)}</Table.Td>
            <Table.Td>{formatPriceCents(point.refundedCents)}</Table.Td>
            <Table.Td>{formatPriceCents(point.netCents)}</Table.Td>
            <Table.Td>{formatCount(point.orders)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
