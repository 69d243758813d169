import type { Icon } from '@tabler/icons-react';
import classes from './order-progress-indicator.module.css';

/** A slowly turning ring around the step the order is waiting on; the headline says which. */
export function OrderProgressIndicator({ icon: StepIcon }: { icon: Icon }) {
  return (
    <span className={classes.indicator} aria-hidden>
      <StepIcon size={30} stroke={1.5} />
    </span>
  );
}
