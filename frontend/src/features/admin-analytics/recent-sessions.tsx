import { Badge, Stack, Table, Text } from '@mantine/core';
import { AdminPanel } from '../admin/admin-panel';
import { LoadMoreFooter } from '../admin/load-more-footer';
import { PanelLoadError, PanelLoading } from '../admin/panel-states';
import { formatCount } from '../admin/format-figures';
import { formatPurchaseTime } from '../admin/format-purchase-time';
import type { AnalyticsRangeInput } from './analytics-report.generated';
import classes from './analytics-tables.module.css';
import { formatSessionLength } from './format-session-length';
import type { AnalyticsSessionFieldsFragment } from './recent-sessions.generated';
import { ScrollingTable } from './scrolling-table';
import { useSessionPages } from './use-session-pages';

function SessionRow({ session }: { session: AnalyticsSessionFieldsFragment }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text component="time" dateTime={session.startedAt} size="sm" className={classes.number}>
          {formatPurchaseTime(session.startedAt)}
        </Text>
      </Table.Td>
      <Table.Td>{formatSessionLength(session.startedAt, session.lastSeenAt)}</Table.Td>
      <Table.Td className={classes.path}>{session.landingPath ?? '—'}</Table.Td>
      <Table.Td className={classes.path}>{session.referrer ?? 'Direct'}</Table.Td>
      <Table.Td className={classes.number}>{formatCount(session.pageViews)}</Table.Td>
      <Table.Td className={classes.number}>{formatCount(session.events)}</Table.Td>
      <Table.Td>
        {session.signedIn ? (
          <Badge variant="light" size="sm">
            Signed in
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            Anonymous
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function SessionsTable({ sessions }: { sessions: readonly AnalyticsSessionFieldsFragment[] }) {
  return (
    <ScrollingTable label="Recent sessions table" minWidth={760}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Started</Table.Th>
          <Table.Th scope="col">Length</Table.Th>
          <Table.Th scope="col">Landing page</Table.Th>
          <Table.Th scope="col">Referrer</Table.Th>
          <Table.Th scope="col" className={classes.number}>
            Page views
          </Table.Th>
          <Table.Th scope="col" className={classes.number}>
            Events
          </Table.Th>
          <Table.Th scope="col">Visitor</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </Table.Tbody>
    </ScrollingTable>
  );
}

function SessionPages({ range }: { range: AnalyticsRangeInput }) {
  const pages = useSessionPages(range);

  if (pages.failed) return <PanelLoadError message="The sessions did not load." onRetry={pages.retry} />;
  if (!pages.sessions) return <PanelLoading label="Loading sessions..." height={160} />;
  if (pages.sessions.length === 0) return <Text c="dimmed">No sessions in these days.</Text>;
  return (
    <Stack gap="md">
      <SessionsTable sessions={pages.sessions} />
      <LoadMoreFooter {...pages} failedText="The next sessions did not load." />
    </Stack>
  );
}

/** The range's visits one by one, newest first, in local time. */
export function RecentSessions({ range }: { range: AnalyticsRangeInput }) {
  return (
    <AdminPanel title="Recent sessions" description="Visits in these days, newest first; times in your time zone.">
      <SessionPages range={range} />
    </AdminPanel>
  );
}
