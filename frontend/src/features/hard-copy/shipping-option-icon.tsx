import { IconTruckDelivery, IconWorld } from '@tabler/icons-react';
import type { ShippingRegion } from '../../graphql/types.generated';

export function ShippingOptionIcon({ region, size }: { region: ShippingRegion; size: number }) {
  return region === 'NORTH_AMERICA' ? <IconTruckDelivery size={size} aria-hidden /> : <IconWorld size={size} aria-hidden />;
}
