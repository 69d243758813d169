import type { ShipmentStatus } from '../../graphql/types.generated';
import { shipmentStatusLabels } from '../hard-copy/shipment-status';

/** A status, or every shipment at once. */
export type ShipmentFilter = ShipmentStatus | 'ALL';

/** The queue opens on what is left to do. */
export const defaultShipmentFilter: ShipmentFilter = 'TO_SHIP';

export const shipmentFilters: readonly { value: ShipmentFilter; label: string }[] = [
  { value: 'TO_SHIP', label: shipmentStatusLabels.TO_SHIP },
  { value: 'SHIPPED', label: shipmentStatusLabels.SHIPPED },
  { value: 'CANCELLED', label: shipmentStatusLabels.CANCELLED },
  { value: 'ALL', label: 'All' },
];

/** The filter a `?status=` parameter names; anything unknown opens the default. */
export function shipmentFilterOf(param: string | null): ShipmentFilter {
  return shipmentFilters.find((filter) => filter.value === param)?.value ?? defaultShipmentFilter;
}

export function statusOfFilter(filter: ShipmentFilter): ShipmentStatus | null {
  return filter === 'ALL' ? null : filter;
}

const emptyTexts: Record<ShipmentFilter, string> = {
  TO_SHIP: 'Nothing to ship: every paid hard copy is on its way.',
  SHIPPED: 'No hard copy has shipped yet.',
  CANCELLED: 'No shipment was cancelled.',
  ALL: 'No hard copy has been ordered yet.',
};

export function emptyQueueText(filter: ShipmentFilter): string {
  return emptyTexts[filter];
}
