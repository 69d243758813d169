import { formatCount } from '../admin/format-figures';
import { StatGrid } from '../admin/stat-grid';
import type { AnalyticsTotalsFieldsFragment } from './analytics-totals.generated';

export function AnalyticsTotals({ totals }: { totals: AnalyticsTotalsFieldsFragment }) {
  return (
    <StatGrid
      stats={[
        { label: 'Page views', value: formatCount(totals.pageViews) },
        { label: 'Sessions', value: formatCount(totals.sessions) },
        { label: 'Visitors', value: formatCount(totals.visitors) },
        { label: 'Signed-in sessions', value: formatCount(totals.signedInSessions) },
      ]}
    />
  );
}
