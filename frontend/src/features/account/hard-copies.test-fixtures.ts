import type { MockedResponse } from '@apollo/client/testing';
import { MyHardCopiesDocument, type HardCopyShipmentFieldsFragment } from './hard-copies-section.generated';

type ShipmentFixture = Omit<HardCopyShipmentFieldsFragment, 'address'> & {
  __typename: 'Shipment';
  address: HardCopyShipmentFieldsFragment['address'] & { __typename: 'ShippingAddress' };
};

export function hardCopyShipmentFixture(overrides: Partial<ShipmentFixture> = {}): ShipmentFixture {
  return {
    __typename: 'Shipment',
    id: '7',
    orderId: 'ord_7h3kq9tm',
    orderNumber: 'CCK-7H3K-Q9TM',
    storyId: 'the-salt-marsh-ledger',
    title: 'The Salt Marsh Ledger',
    region: 'NORTH_AMERICA',
    status: 'TO_SHIP',
    carrier: null,
    trackingNumber: null,
    // Midday UTC is the same calendar day in every time zone the tests may run in.
    orderedAt: '2026-11-20T12:00:00.000Z',
    shippedAt: null,
    address: { __typename: 'ShippingAddress', fullName: 'Ada Lovelace', city: 'Toronto', country: 'Canada' },
    ...overrides,
  };
}

export function myHardCopiesMock(shipments: readonly ShipmentFixture[]): MockedResponse {
  return { request: { query: MyHardCopiesDocument }, result: { data: { myShipments: shipments } } };
}
