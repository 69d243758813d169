import { Anchor, Group, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ShipmentStatusBadge } from '../hard-copy/shipment-status';
import { shipToLine } from '../hard-copy/ship-to';
import { shippingOptionOf } from '../hard-copy/shipping-options';
import { formatPurchaseDate } from './format-purchase-date';
import type { HardCopyShipmentFieldsFragment } from './hard-copies-section.generated';
import classes from './hard-copy-row.module.css';
import { ShipmentProgress } from './shipment-progress';

export function HardCopyRow({ shipment }: { shipment: HardCopyShipmentFieldsFragment }) {
  return (
    <li className={classes.row}>
      <div className={classes.icon} aria-hidden>
        <IconPackage size={26} stroke={1.5} />
      </div>
      <div className={classes.details}>
        <Group gap="xs" justify="space-between" align="flex-start" wrap="nowrap">
          <Anchor component={Link} to={`/stories/${shipment.storyId}`} className={classes.title}>
            {shipment.title}
          </Anchor>
          <div className={classes.status}>
            <ShipmentStatusBadge status={shipment.status} size="lg" />
          </div>
        </Group>
        <Text size="sm" className={classes.shipTo}>
          Ships to {shipToLine(shipment.address)} · {shippingOptionOf(shipment.region).label}
        </Text>
        <Text size="sm" c="dimmed">
          <Anchor component={Link} to={`/orders/${shipment.orderId}`} inherit c="dimmed" underline="always">
            Order {shipment.orderNumber}
          </Anchor>{' '}
          · Ordered {formatPurchaseDate(shipment.orderedAt)}
          {shipment.shippedAt && ` · Shipped ${formatPurchaseDate(shipment.shippedAt)}`}
        </Text>
        <ShipmentProgress shipment={shipment} />
      </div>
    </li>
  );
}
