import { Text } from '@mantine/core';
import { AdminPanel } from '../admin/admin-panel';
import classes from './analytics-tables.module.css';
import { RankedTable } from './ranked-table';
import type { ReferrerCountFieldsFragment } from './top-referrers.generated';

/** The server's name for sessions that arrived with no referrer. */
const direct = '(direct)';

export function TopReferrers({ referrers }: { referrers: readonly ReferrerCountFieldsFragment[] }) {
  return (
    <AdminPanel title="Top referrers" description="Where sessions came from.">
      {referrers.length === 0 ? (
        <Text c="dimmed">No sessions in these days.</Text>
      ) : (
        <RankedTable
          itemHeader="Referrer"
          countHeader="Sessions"
          rows={referrers.map(({ referrer, sessions }) => ({
            key: referrer,
            label: referrer === direct ? 'Direct, or no referrer' : <span className={classes.path}>{referrer}</span>,
            count: sessions,
          }))}
        />
      )}
    </AdminPanel>
  );
}
