import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatPriceCents } from '../../shared/format/format-price';
import { formatPurchaseTime } from '../admin/format-purchase-time';
import { DetailPanel } from '../admin/detail-panel';
import type { AdminOrderQuery } from './admin-order.page.generated';
import classes from './admin-orders.module.css';
import { FactList, type Fact } from './fact-list';
import { OrderStateBadge } from './order-state-badge';

export type AdminOrderView = NonNullable<AdminOrderQuery['adminOrder']>;

function time(isoDateTime: string | null) {
  return isoDateTime ? <time dateTime={isoDateTime}>{formatPurchaseTime(isoDateTime)}</time> : '—';
}

function summaryFacts(order: AdminOrderView): Fact[] {
  const facts: Fact[] = [
    { label: 'State', value: <OrderStateBadge state={order.state} /> },
    {
      label: 'Customer',
      value: order.userId ? (
        <Anchor component={Link} to={`/admin/users/${order.userId}`}>
          {order.customerName ?? 'View account'}
        </Anchor>
      ) : (
        (order.customerName ?? 'Visitor without an account')
      ),
    },
    { label: 'Email', value: order.email },
    { label: 'Placed', value: time(order.createdAt) },
    { label: 'Total', value: formatPriceCents(order.totalCents) },
    { label: 'Refunded', value: order.refundedCents > 0 ? formatPriceCents(order.refundedCents) : '—' },
  ];
  if (order.fulfilledAt) facts.push({ label: 'Fulfilled', value: time(order.fulfilledAt) });
  if (order.cancelledAt) facts.push({ label: 'Cancelled', value: time(order.cancelledAt) });
  return facts;
}

/** Who ordered what it came to, and how it was paid. */
export function OrderOverviewPanels({ order }: { order: AdminOrderView }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <DetailPanel title="Summary">
        <FactList facts={summaryFacts(order)} />
      </DetailPanel>
      <DetailPanel title="Payment">
        <FactList
          facts={[
            { label: 'Provider', value: order.provider },
            {
              label: 'Payment id',
              value: order.paymentId ? <Text span className={classes.monospace}>{order.paymentId}</Text> : 'Not paid',
            },
            { label: 'Paid', value: time(order.paidAt) },
            { label: 'Currency', value: order.currency.toUpperCase() },
          ]}
        />
      </DetailPanel>
    </SimpleGrid>
  );
}
