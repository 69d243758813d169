import { Stack } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { formatPriceCents } from '../../shared/format/format-price';
import { BackToStoriesButton } from './back-to-stories-button';
import { OrderHeader } from './order-header';
import { orderHeadline } from './order-headline';
import { OrderLineRow } from './order-line-row';
import { OrderLineStatus } from './order-line-status';
import { OrderStateMark } from './order-state-mark';
import { OrderSummary } from './order-summary';
import { hasCaseFiles, type OrderView } from './order-view';

/** Every line was refunded: the money went back, so the downloads went too. */
export function OrderRefunded({ order }: { order: OrderView }) {
  return (
    <Stack gap="xl">
      <OrderHeader
        visual={<OrderStateMark icon={IconReceiptRefund} color="brass" />}
        number={order.number}
        headline={orderHeadline(order.state, hasCaseFiles(order))}
      >
        We refunded {formatPriceCents(order.refundedCents)} to your original payment method. It usually appears
        within 5–10 business days.
      </OrderHeader>
      <OrderSummary
        summary={order}
        renderLine={(line) => <OrderLineRow line={line} aside={<OrderLineStatus line={line} />} />}
      />
      <BackToStoriesButton />
    </Stack>
  );
}
