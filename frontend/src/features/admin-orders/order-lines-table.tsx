import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatPriceCents } from '../../shared/format/format-price';
import { useFocusHandoff } from '../../shared/use-focus-handoff';
import { formatPurchaseTime } from '../admin/format-purchase-time';
import { CustomCaseStatusBadge } from '../custom-case/custom-case-status';
import { ShipmentStatusBadge } from '../hard-copy/shipment-status';
import { productKindLabels } from '../orders/product-kind-labels';
import { AdminTable } from '../admin/admin-table';
import classes from './admin-orders.module.css';
import type { AdminOrderLineFieldsFragment } from './order-lines-table.generated';
import { OrderStateBadge } from './order-state-badge';
import { RefundButton } from './refund-button';

function Fulfilment({ line }: { line: AdminOrderLineFieldsFragment }) {
  if (line.shipment) {
    const { shipment } = line;
    return (
      <Stack gap={4} align="flex-start">
        <ShipmentStatusBadge status={shipment.status} />
        {shipment.carrier && shipment.trackingNumber && (
          <Text size="xs" c="dimmed">
            {shipment.carrier} · <span className={classes.monospace}>{shipment.trackingNumber}</span>
          </Text>
        )}
      </Stack>
    );
  }
  if (line.customCase) return <CustomCaseStatusBadge status={line.customCase.status} />;
  return <Text span c="dimmed" size="sm">—</Text>;
}

interface LineRowProps {
  line: AdminOrderLineFieldsFragment;
  orderId: string;
  /** The order is paid, so its lines not refunded yet can be. */
  refundable: boolean;
}

function LineRow({ line, orderId, refundable }: LineRowProps) {
  // Once refunded, the button leaves: focus goes to the refund that took its place.
  const refundCell = useFocusHandoff();
  const amountCents = line.unitPriceCents * line.quantity;

  return (
    <Table.Tr>
      <Table.Td>
        {line.storyId ? (
          <Anchor component={Link} to={`/stories/${line.storyId}`} fw={600}>
            {line.title}
          </Anchor>
        ) : (
          <Text fw={600} size="sm">
            {line.title}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {productKindLabels[line.kind]}
        </Text>
        {line.detailsSummary && (
          <Text size="xs" className={classes.reason}>
            {line.detailsSummary}
          </Text>
        )}
      </Table.Td>
      <Table.Td className={classes.money}>
        {formatPriceCents(line.unitPriceCents)}
        {line.quantity > 1 && ` × ${line.quantity}`}
      </Table.Td>
      <Table.Td>
        <OrderStateBadge state={line.state} />
      </Table.Td>
      <Table.Td>
        <Fulfilment line={line} />
      </Table.Td>
      <Table.Td>
        <div ref={refundCell.ref} tabIndex={-1}>
          {line.state === 'REFUNDED' ? (
            <>
              {line.refundedAt && (
                <Text size="sm" component="time" dateTime={line.refundedAt} className={classes.nowrap}>
                  {formatPurchaseTime(line.refundedAt)}
                </Text>
              )}
              {line.refundReason && (
                <Text size="xs" c="dimmed" className={classes.reason}>
                  {line.refundReason}
                </Text>
              )}
            </>
          ) : (
            refundable &&
            (line.state === 'PAID' || line.state === 'FULFILLED') && (
              <RefundButton
                label="Refund"
                ariaLabel={`Refund ${line.title}`}
                orderId={orderId}
                lineIds={[line.id]}
                subject={line.title}
                amountCents={amountCents}
                onRefunded={refundCell.focus}
              />
            )
          )}
        </div>
      </Table.Td>
    </Table.Tr>
  );
}

/** What the order bought, line by line: price, state, fulfilment, and its refund or the way to make one. */
export function OrderLinesTable({ orderId, lines, refundable }: { orderId: string; lines: readonly AdminOrderLineFieldsFragment[]; refundable: boolean }) {
  return (
    <AdminTable label="Lines" minWidth={860}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Item</Table.Th>
          <Table.Th>Price</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th>Fulfilment</Table.Th>
          <Table.Th>Refund</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <LineRow key={line.id} line={line} orderId={orderId} refundable={refundable} />
        ))}
      </Table.Tbody>
    </AdminTable>
  );
}
