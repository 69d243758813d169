import { Text } from '@mantine/core';
import { ShipmentTracking } from '../hard-copy/shipment-tracking';
import type { HardCopyShipmentFieldsFragment } from './hard-copies-section.generated';

type ShipmentProgressFields = Pick<HardCopyShipmentFieldsFragment, 'status' | 'carrier' | 'trackingNumber'>;

/** What the customer can expect next, or how to follow the parcel once it left. */
export function ShipmentProgress({ shipment }: { shipment: ShipmentProgressFields }) {
  if (shipment.status === 'CANCELLED') {
    return (
      <Text size="sm" c="dimmed" mt={6}>
        Refunded before it shipped.
      </Text>
    );
  }
  if (shipment.status === 'TO_SHIP' || !shipment.carrier || !shipment.trackingNumber) {
    return (
      <Text size="sm" c="dimmed" mt={6}>
        Being printed and packed: it ships within 1–3 weeks, and we email you the tracking number.
      </Text>
    );
  }
  return <ShipmentTracking carrier={shipment.carrier} trackingNumber={shipment.trackingNumber} />;
}
