import { formatPriceCents } from '../../shared/format/format-price';
import { formatCount } from './format-figures';
import type { RevenuePointFieldsFragment } from './revenue-panel.generated';
import classes from './revenue-summary.module.css';

function total(points: readonly RevenuePointFieldsFragment[], figure: (point: RevenuePointFieldsFragment) => number) {
  return points.reduce((sum, point) => sum + figure(point), 0);
}

/** The range's totals in words and numbers: what the chart shows at a glance, readable without it. */
export function RevenueSummary({ points }: { points: readonly RevenuePointFieldsFragment[] }) {
  const figures = [
    { label: 'Net revenue', value: formatPriceCents(total(points, (point) => point.netCents)) },
    { label: 'Paid', value: formatPriceCents(total(points, (point) => point.paidCents)) },
    { label: 'Refunded', value: formatPriceCents(total(points, (point) => point.refundedCents)) },
    { label: 'Orders', value: formatCount(total(points, (point) => point.orders)) },
  ];
  return (
    <dl className={classes.summary}>
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt className={classes.label}>{figure.label}</dt>
          <dd className={classes.value}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
