import type { OrderAccess } from './order-access';
import type { OrderLineRowFieldsFragment } from './order-line-row.generated';
import { OrderLineRow } from './order-line-row';
import { OrderLineStatus } from './order-line-status';
import { DownloadableLineRow } from './downloadable-line-row';

/** A line of a delivered order: its download button, or where it stands instead. */
export function FulfilledLineRow({ line, access }: { line: OrderLineRowFieldsFragment; access: OrderAccess }) {
  if (line.state !== 'REFUNDED' && line.downloadable) return <DownloadableLineRow line={line} access={access} />;
  return <OrderLineRow line={line} aside={<OrderLineStatus line={line} />} />;
}
