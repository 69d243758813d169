import { formatPriceCents } from '../../shared/format/format-price';
import classes from './order-summary.module.css';

interface OrderTotalsProps {
  totalCents: number;
  refundedCents: number;
}

export function OrderTotals({ totalCents, refundedCents }: OrderTotalsProps) {
  return (
    <dl className={classes.totals}>
      <div className={classes.totalRow} data-grand>
        <dt>Total</dt>
        <dd>{formatPriceCents(totalCents)}</dd>
      </div>
      {refundedCents > 0 && (
        <div className={classes.totalRow}>
          <dt>Refunded</dt>
          <dd>−{formatPriceCents(refundedCents)}</dd>
        </div>
      )}
    </dl>
  );
}
