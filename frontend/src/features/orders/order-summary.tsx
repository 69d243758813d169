import { Paper } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import type { OrderLineRowFieldsFragment } from './order-line-row.generated';
import { OrderLineRow } from './order-line-row';
import type { OrderSummaryFieldsFragment } from './order-summary.generated';
import classes from './order-summary.module.css';
import { OrderTotals } from './order-totals';

interface OrderSummaryProps {
  summary: OrderSummaryFieldsFragment;
  /** How each line is shown; by default just what was bought and its price. */
  renderLine?: (line: OrderLineRowFieldsFragment) => ReactNode;
}

const plainLine = (line: OrderLineRowFieldsFragment) => <OrderLineRow line={line} />;

/** What was bought, line by line, and what it came to. */
export function OrderSummary({ summary, renderLine = plainLine }: OrderSummaryProps) {
  return (
    <Paper component="section" aria-label="Order summary" withBorder radius="lg" px="lg" className={classes.panel}>
      <ul className={classes.lines}>
        {summary.lines.map((line) => (
          <Fragment key={line.id}>{renderLine(line)}</Fragment>
        ))}
      </ul>
      <OrderTotals totalCents={summary.totalCents} refundedCents={summary.refundedCents} />
    </Paper>
  );
}
