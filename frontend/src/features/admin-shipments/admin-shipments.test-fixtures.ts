import type { MockedResponse } from '@apollo/client/testing';
import { vi } from 'vitest';
import type { ShipmentStatus } from '../../graphql/types.generated';
import type { InvalidDetailsFixture } from '../../test/invalid-details-fixtures';
import { AdminShipmentsDocument, type AdminShipmentFieldsFragment } from './admin-shipments.page.generated';
import { MarkShipmentShippedDocument, type MarkShipmentShippedMutation } from './mark-shipment-shipped.generated';
import { shipmentsPageSize } from './use-shipment-queue';

export type AdminShipmentFixture = Omit<AdminShipmentFieldsFragment, 'address'> & {
  __typename: 'Shipment';
  address: AdminShipmentFieldsFragment['address'] & { __typename: 'ShippingAddress' };
};

export function adminShipmentFixture(overrides: Partial<AdminShipmentFixture> = {}): AdminShipmentFixture {
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
    address: {
      __typename: 'ShippingAddress',
      fullName: 'Ada Lovelace',
      email: 'ada@example.test',
      street: '12 Harbour Street',
      city: 'Toronto',
      state: 'Ontario',
      postalCode: 'M5J 2N8',
      country: 'Canada',
      phone: '+1 416 555 0199',
    },
    ...overrides,
  };
}

/** One page of the queue for a status (null: all), read after `after` when given. */
export function shipmentsPageMock(
  status: ShipmentStatus | null,
  items: readonly AdminShipmentFixture[],
  { after, nextCursor = null }: { after?: string; nextCursor?: string | null } = {},
): MockedResponse {
  const variables = after ? { status, limit: shipmentsPageSize, after } : { status, limit: shipmentsPageSize };
  return {
    request: { query: AdminShipmentsDocument, variables },
    result: { data: { shipments: { __typename: 'ShipmentPage', items, nextCursor } } },
  };
}

type MarkAnswer =
  | Exclude<MarkShipmentShippedMutation['markShipmentShipped'], { __typename: 'Shipment' | 'InvalidDetailsError' }>
  | InvalidDetailsFixture
  | AdminShipmentFixture;

/** The shop's answer to marking shipment `shipmentId` shipped with these details, counted. */
export function markShippedSpy(shipmentId: string, carrier: string, trackingNumber: string, answer: MarkAnswer) {
  const result = vi.fn(() => ({ data: { markShipmentShipped: answer } }));
  const mock: MockedResponse = {
    request: { query: MarkShipmentShippedDocument, variables: { shipmentId, carrier, trackingNumber } },
    result,
  };
  return { mock, calls: () => result.mock.calls.length };
}
