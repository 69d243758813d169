// The range switch appears in the back office only, so its styles load with it, not with the shop's first CSS.
import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { formatPriceCents } from '../../shared/format/format-price';
import { AdminPanel } from './admin-panel';
import { formatDollarsTick } from './format-figures';
import { formatPeriodShort } from './format-period';
import { PanelLoadError, PanelLoading } from './panel-states';
import { useAdminRevenueQuery, type RevenuePointFieldsFragment, type RevenueRange } from './revenue-panel.generated';
import { defaultRevenueRange, revenueRangeOf, revenueRanges } from './revenue-ranges';
import { RevenueSummary } from './revenue-summary';
import { RevenueTable } from './revenue-table';
import { TimeSeriesChart } from './time-series-chart';

const series = [
  { name: 'net', label: 'Net revenue', color: 'crimson.6' },
  { name: 'refunded', label: 'Refunded', color: 'brass.5' },
];

function RevenueFigures({ points, range }: { points: readonly RevenuePointFieldsFragment[]; range: RevenueRange }) {
  const details = revenueRanges[range];
  const data = points.map((point) => ({
    period: formatPeriodShort(point.period),
    net: point.netCents / 100,
    refunded: point.refundedCents / 100,
  }));
  return (
    <>
      <RevenueSummary points={points} />
      <TimeSeriesChart
        label={`Net revenue and refunds per ${details.period} over ${details.span}`}
        data={data}
        series={series}
        formatValue={(dollars) => formatPriceCents(Math.round(dollars * 100))}
        formatTick={formatDollarsTick}
      />
      <VisuallyHidden>
        <RevenueTable caption={`Revenue per ${details.period} over ${details.span}`} points={points} />
      </VisuallyHidden>
    </>
  );
}

/** Revenue over time, paid less refunded, for a range the operator picks. */
export function RevenuePanel() {
  const [range, setRange] = useState<RevenueRange>(defaultRevenueRange);
  const { data, error, refetch } = useAdminRevenueQuery({
    variables: { range },
    // The dashboard's own request has just read the opening range. Another one is read afresh each
    // time it is picked, a copy from earlier shown meanwhile: refunds and payments move it on.
    fetchPolicy: range === defaultRevenueRange ? 'cache-first' : 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const points = data?.adminDashboard.revenue;

  return (
    <AdminPanel
      title="Revenue"
      description="Paid less refunded, in US dollars, per UTC day (per month over 12 months)."
      action={
        <SegmentedControl
          aria-label="Revenue period"
          size="xs"
          value={range}
          onChange={(value) => setRange(revenueRangeOf(value))}
          data={Object.entries(revenueRanges).map(([value, { label }]) => ({ value, label }))}
        />
      }
    >
      {points ? (
        <RevenueFigures points={points} range={range} />
      ) : error ? (
        <PanelLoadError message="The revenue for this range did not load." onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <PanelLoading label="Loading revenue..." height={340} />
      )}
    </AdminPanel>
  );
}
