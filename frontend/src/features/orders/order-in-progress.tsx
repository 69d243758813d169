import { Stack } from '@mantine/core';
import { IconCreditCard, IconFileText } from '@tabler/icons-react';
import { BackToStoriesButton } from './back-to-stories-button';
import { OrderHeader } from './order-header';
import { orderHeadline } from './order-headline';
import { OrderProgressIndicator } from './order-progress-indicator';
import { OrderSummary } from './order-summary';
import { hasCaseFiles, type OrderView } from './order-view';

/** Waiting for the payment provider, then for fulfilment; the page polls meanwhile. */
export function OrderInProgress({ order }: { order: OrderView }) {
  const waitingForPayment = order.state === 'PENDING';
  return (
    <Stack gap="xl">
      <OrderHeader
        visual={<OrderProgressIndicator icon={waitingForPayment ? IconCreditCard : IconFileText} />}
        number={order.number}
        headline={orderHeadline(order.state, hasCaseFiles(order))}
      >
        {waitingForPayment
          ? 'This page updates by itself as soon as your payment is confirmed. If you left the payment page without paying, nothing was charged and your cart is kept.'
          : 'Thank you! Your payment is in, and this page will show your downloads in a moment.'}
      </OrderHeader>
      <OrderSummary summary={order} />
      {waitingForPayment && <BackToStoriesButton />}
    </Stack>
  );
}
