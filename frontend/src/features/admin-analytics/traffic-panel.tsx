import '@mantine/core/styles/Table.css';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { AdminPanel } from '../admin/admin-panel';
import { formatCount } from '../admin/format-figures';
import { formatPeriodLong, formatPeriodShort } from '../admin/format-period';
import { TimeSeriesChart } from '../admin/time-series-chart';
import type { TrafficPointFieldsFragment } from './traffic-panel.generated';

const series = [
  { name: 'pageViews', label: 'Page views', color: 'crimson.6' },
  { name: 'sessions', label: 'Sessions', color: 'brass.5' },
];

/** Every day of the chart as a row: its figures for screen readers. */
function TrafficTable({ points }: { points: readonly TrafficPointFieldsFragment[] }) {
  return (
    <Table>
      <caption>Page views and sessions per day</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Day</Table.Th>
          <Table.Th scope="col">Page views</Table.Th>
          <Table.Th scope="col">Sessions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {points.map((point) => (
          <Table.Tr key={point.date}>
            <Table.Th scope="row">{formatPeriodLong(point.date)}</Table.Th>
            <Table.Td>{formatCount(point.pageViews)}</Table.Td>
            <Table.Td>{formatCount(point.sessions)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function TrafficPanel({ points }: { points: readonly TrafficPointFieldsFragment[] }) {
  const quiet = points.every((point) => point.pageViews === 0 && point.sessions === 0);
  const data = points.map((point) => ({ period: formatPeriodShort(point.date), pageViews: point.pageViews, sessions: point.sessions }));

  return (
    <AdminPanel title="Traffic" description="Page views and sessions per UTC day.">
      {quiet ? (
        <Text c="dimmed">No visits in these days.</Text>
      ) : (
        <>
          <TimeSeriesChart label="Page views and sessions per day" data={data} series={series} formatValue={formatCount} />
          <VisuallyHidden>
            <TrafficTable points={points} />
          </VisuallyHidden>
        </>
      )}
    </AdminPanel>
  );
}
