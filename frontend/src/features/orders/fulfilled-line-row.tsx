import { ShipmentTracking } from '../hard-copy/shipment-tracking';
import type { OrderAccess } from './order-access';
import type { OrderLineRowFieldsFragment } from './order-line-row.generated';
import { OrderLineRow } from './order-line-row';
import { OrderLineStatus } from './order-line-status';
import { DownloadableLineRow } from './downloadable-line-row';

/** How to follow a shipped hard copy, across the row under it: too long for the status beside it. */
function trackingOf(line: OrderLineRowFieldsFragment) {
  const shipment = line.shipment;
  if (line.state === 'REFUNDED' || shipment?.status !== 'SHIPPED' || !shipment.carrier || !shipment.trackingNumber) return undefined;
  return <ShipmentTracking carrier={shipment.carrier} trackingNumber={shipment.trackingNumber} />;
}

/** A line of a delivered order: its download button, or where it stands instead. */
export function FulfilledLineRow({ line, access }: { line: OrderLineRowFieldsFragment; access: OrderAccess }) {
  if (line.state !== 'REFUNDED' && line.downloadable) return <DownloadableLineRow line={line} access={access} />;
  return <OrderLineRow line={line} aside={<OrderLineStatus line={line} />} notice={trackingOf(line)} />;
}
