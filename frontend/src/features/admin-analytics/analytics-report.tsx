import { SimpleGrid, Stack } from '@mantine/core';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { useAnalyticsReportQuery, type AnalyticsRangeInput, type AnalyticsReportQuery } from './analytics-report.generated';
import classes from './analytics-report.module.css';
import { AnalyticsTotals } from './analytics-totals';
import { ConversionByType } from './conversion-by-type';
import { StoryFunnelPanel } from './story-funnel-panel';
import { TopPages } from './top-pages';
import { TopReferrers } from './top-referrers';
import { TrafficPanel } from './traffic-panel';

function ReportPanels({ report, updating }: { report: AnalyticsReportQuery['analyticsReport']; updating: boolean }) {
  return (
    <Stack gap="xl" aria-busy={updating} className={updating ? classes.updating : undefined}>
      <AnalyticsTotals totals={report} />
      <TrafficPanel points={report.traffic} />
      <StoryFunnelPanel funnels={report.funnel} />
      <ConversionByType conversions={report.conversionByType} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <TopReferrers referrers={report.topReferrers} />
        <TopPages pages={report.topPages} />
      </SimpleGrid>
    </Stack>
  );
}

/** Every figure of the report for the range, the last range's kept in view while a new one loads. */
export function AnalyticsReport({ range }: { range: AnalyticsRangeInput }) {
  const { data, previousData, error, refetch } = useAnalyticsReportQuery({
    variables: { range },
    // Events keep arriving while the page is open: a range chosen again is read afresh.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  if (data) return <ReportPanels report={data.analyticsReport} updating={false} />;
  if (error) return <LoadError onRetry={() => void refetch().catch(() => undefined)} />;
  if (previousData) return <ReportPanels report={previousData.analyticsReport} updating />;
  return <FingerprintLoader />;
}
