import type { ShippingAddress } from '../../graphql/types.generated';

/** "Ada Lovelace, Toronto, Canada": enough to tell one parcel from another. */
export function shipToLine(address: Pick<ShippingAddress, 'fullName' | 'city' | 'country'>): string {
  return `${address.fullName}, ${address.city}, ${address.country}`;
}

type LabelAddress = Pick<ShippingAddress, 'fullName' | 'street' | 'city' | 'state' | 'postalCode' | 'country'>;

/** The address as it goes on the parcel's label, a line each. */
export function addressLines(address: LabelAddress): string[] {
  return [address.fullName, address.street, `${address.city}, ${address.state} ${address.postalCode}`, address.country];
}
