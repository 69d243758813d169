import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatPriceCents } from '../../shared/format/format-price';
import { formatPurchaseTime } from '../admin/format-purchase-time';
import { productKindLabels } from '../orders/product-kind-labels';
import { AdminTable } from '../admin/admin-table';
import type { AdminOrderRowFieldsFragment } from './admin-orders.page.generated';
import classes from './admin-orders.module.css';
import { OrderStateBadge } from './order-state-badge';

/** The kinds of product an order holds, each once, in the order of its lines. */
function kindsOf(order: AdminOrderRowFieldsFragment): string {
  return [...new Set(order.lines.map((line) => productKindLabels[line.kind]))].join(', ');
}

function OrderRow({ order }: { order: AdminOrderRowFieldsFragment }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/admin/orders/${order.id}`} fw={600} className={classes.orderNumber}>
          {order.number}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm" component="time" dateTime={order.createdAt} className={classes.nowrap}>
          {formatPurchaseTime(order.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td className={classes.email}>{order.email}</Table.Td>
      <Table.Td>
        <OrderStateBadge state={order.state} />
      </Table.Td>
      <Table.Td className={classes.money}>{formatPriceCents(order.totalCents)}</Table.Td>
      <Table.Td className={classes.money}>{order.refundedCents > 0 ? formatPriceCents(order.refundedCents) : '—'}</Table.Td>
      <Table.Td className={classes.kinds}>{kindsOf(order)}</Table.Td>
    </Table.Tr>
  );
}

export function OrdersTable({ orders }: { orders: readonly AdminOrderRowFieldsFragment[] }) {
  return (
    <AdminTable label="Orders" minWidth={900}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Order</Table.Th>
          <Table.Th>Placed</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th>Total</Table.Th>
          <Table.Th>Refunded</Table.Th>
          <Table.Th>Products</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </Table.Tbody>
    </AdminTable>
  );
}
