// Charts appear in the back office only, so their styles load with its pages, not the shop's first CSS.
import '@mantine/charts/styles.css';
import { AreaChart, type AreaChartSeries } from '@mantine/charts';

export interface TimeSeriesPoint {
  /** The x-axis label, e.g. "24 Nov". */
  period: string;
  [series: string]: string | number;
}

interface TimeSeriesChartProps {
  /** Names the chart for keyboard and screen-reader users; a table beside it carries every figure. */
  label: string;
  data: readonly TimeSeriesPoint[];
  series: AreaChartSeries[];
  /** For the tooltip. */
  formatValue: (value: number) => string;
  /** For the y-axis, where space is short. */
  formatTick?: (value: number) => string;
}

/** Figures per day or month as areas, sized to its panel's width; arrow keys walk the tooltip along it. */
export function TimeSeriesChart({ label, data, series, formatValue, formatTick = formatValue }: TimeSeriesChartProps) {
  return (
    <AreaChart
      h={{ base: 220, sm: 280 }}
      data={[...data]}
      dataKey="period"
      series={series}
      curveType="monotone"
      withDots={false}
      withGradient
      withLegend
      gridAxis="y"
      valueFormatter={formatValue}
      xAxisProps={{ minTickGap: 24 }}
      yAxisProps={{ tickFormatter: formatTick, width: 60 }}
      areaChartProps={{ title: label }}
    />
  );
}
