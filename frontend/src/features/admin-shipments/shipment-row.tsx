import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useFocusHandoff } from '../../shared/use-focus-handoff';
import { formatPurchaseTime } from '../admin/format-purchase-time';
import { ShipmentStatusBadge } from '../hard-copy/shipment-status';
import { shippingOptionOf } from '../hard-copy/shipping-options';
import type { AdminShipmentFieldsFragment } from './admin-shipments.page.generated';
import classes from './admin-shipments.module.css';
import { MarkShippedButton } from './mark-shipped-button';
import { ShipToPopover } from './ship-to-popover';

export function ShipmentRow({ shipment }: { shipment: AdminShipmentFieldsFragment }) {
  // Once marked, the button leaves: focus goes to the status that took its place.
  const status = useFocusHandoff();

  return (
    <Table.Tr>
      <Table.Td data-label="Order">
        <Anchor component={Link} to={`/admin/orders/${shipment.orderId}`} fw={600} className={classes.orderNumber}>
          {shipment.orderNumber}
        </Anchor>
      </Table.Td>
      <Table.Td data-label="Story">
        <div>
          <Anchor component={Link} to={`/stories/${shipment.storyId}`} c="bright" className={classes.story}>
            {shipment.title}
          </Anchor>
          <Text size="xs" c="dimmed">
            {shippingOptionOf(shipment.region).label}
          </Text>
        </div>
      </Table.Td>
      <Table.Td data-label="Ship to">
        <ShipToPopover shipment={shipment} />
      </Table.Td>
      <Table.Td data-label="Ordered">
        <Text size="sm" component="time" dateTime={shipment.orderedAt} className={classes.date}>
          {formatPurchaseTime(shipment.orderedAt)}
        </Text>
      </Table.Td>
      <Table.Td data-label="Status">
        <Stack gap={4} align="flex-start" ref={status.ref} tabIndex={-1} className={classes.status}>
          <ShipmentStatusBadge status={shipment.status} />
          {shipment.status === 'SHIPPED' && (
            <Text size="xs" c="dimmed" className={classes.tracking}>
              {shipment.carrier} · <span className={classes.trackingNumber}>{shipment.trackingNumber}</span>
              {shipment.shippedAt && (
                <>
                  <br />
                  {formatPurchaseTime(shipment.shippedAt)}
                </>
              )}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td className={classes.action}>
        {shipment.status === 'TO_SHIP' && <MarkShippedButton shipment={shipment} onShipped={status.focus} />}
      </Table.Td>
    </Table.Tr>
  );
}
