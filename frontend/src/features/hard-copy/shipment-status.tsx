import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import type { ShipmentStatus } from '../../graphql/types.generated';

export const shipmentStatusLabels: Record<ShipmentStatus, string> = {
  TO_SHIP: 'To ship',
  SHIPPED: 'Shipped',
  CANCELLED: 'Cancelled',
};

const statusColors: Record<ShipmentStatus, MantineColor> = {
  TO_SHIP: 'brass',
  SHIPPED: 'teal',
  CANCELLED: 'gray',
};

export function ShipmentStatusBadge({ status, size = 'md' }: { status: ShipmentStatus; size?: BadgeProps['size'] }) {
  return (
    <Badge variant="light" color={statusColors[status]} size={size}>
      {shipmentStatusLabels[status]}
    </Badge>
  );
}
