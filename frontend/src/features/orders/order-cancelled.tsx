import { IconArrowLeft, IconReceiptOff } from '@tabler/icons-react';
import { DeadEndPage } from '../../shared/dead-end-page';
import classes from './order-cancelled.module.css';
import { orderHeadline } from './order-headline';
import type { OrderView } from './order-view';

export function OrderCancelled({ order }: { order: OrderView }) {
  return (
    <DeadEndPage
      icon={IconReceiptOff}
      title={orderHeadline(order.state, false)}
      description={
        <>
          No payment was taken for order <span className={classes.number}>{order.number}</span>. Anything still in
          your cart is waiting for you.
        </>
      }
      action={{ label: 'Back to Stories', icon: IconArrowLeft, iconSide: 'left' }}
    />
  );
}
