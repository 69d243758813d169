import { Badge, Stack, Text } from '@mantine/core';
import type { CustomCaseStatus, ProductKind } from '../../graphql/types.generated';
import { formatPurchaseDate } from '../account/format-purchase-date';
import { CustomCaseStatusBadge } from '../custom-case/custom-case-status';
import { ShipmentStatusBadge } from '../hard-copy/shipment-status';
import type { OrderLineRowFieldsFragment } from './order-line-row.generated';

/** Where a delivered line without a file to download stands (hard-copy timing from the FAQ). */
const deliveredWithoutDownload: Record<ProductKind, string> = {
  STORY_KIT: 'Being prepared…',
  HARD_COPY: 'Ships within 1–3 weeks',
  SPONSORSHIP: 'You now sponsor this story',
  CUSTOM_CASE: "Being written — we'll email you",
};

type Shipment = NonNullable<OrderLineRowFieldsFragment['shipment']>;

function ShipmentStatus({ shipment }: { shipment: Shipment }) {
  const note =
    shipment.status === 'TO_SHIP'
      ? 'Ships within 1–3 weeks'
      : shipment.status === 'SHIPPED' && shipment.shippedAt
        ? `On ${formatPurchaseDate(shipment.shippedAt)}`
        : null;
  return (
    <Stack gap={4} align="flex-end">
      <ShipmentStatusBadge status={shipment.status} size="lg" />
      {note && (
        <Text size="sm" c="dimmed" ta="end">
          {note}
        </Text>
      )}
    </Stack>
  );
}

const customCaseNotes: Partial<Record<CustomCaseStatus, string>> = {
  BRIEF_RECEIVED: "We'll email you when it's ready",
  WRITING: "We'll email you when it's ready",
};

function CustomCaseLineStatus({ status }: { status: CustomCaseStatus }) {
  const note = customCaseNotes[status];
  return (
    <Stack gap={4} align="flex-end">
      <CustomCaseStatusBadge status={status} size="lg" />
      {note && (
        <Text size="sm" c="dimmed" ta="end">
          {note}
        </Text>
      )}
    </Stack>
  );
}

export function OrderLineStatus({ line }: { line: OrderLineRowFieldsFragment }) {
  if (line.state === 'REFUNDED') {
    return (
      <Badge variant="default" size="lg">
        Refunded
      </Badge>
    );
  }
  if (line.shipment) return <ShipmentStatus shipment={line.shipment} />;
  if (line.customCase) return <CustomCaseLineStatus status={line.customCase.status} />;
  return (
    <Text size="sm" c="dimmed" ta="end">
      {deliveredWithoutDownload[line.kind]}
    </Text>
  );
}
