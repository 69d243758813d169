import { Badge, Text } from '@mantine/core';
import type { ProductKind } from '../../graphql/types.generated';
import type { OrderLineRowFieldsFragment } from './order-line-row.generated';

/** Where a delivered line without a file to download stands (hard-copy timing from the FAQ). */
const deliveredWithoutDownload: Record<ProductKind, string> = {
  STORY_KIT: 'Being prepared…',
  HARD_COPY: 'Ships within 1–3 weeks',
  SPONSORSHIP: 'You now sponsor this story',
  CUSTOM_CASE: "Being written — we'll email you",
};

export function OrderLineStatus({ line }: { line: OrderLineRowFieldsFragment }) {
  if (line.state === 'REFUNDED') {
    return (
      <Badge variant="default" size="lg">
        Refunded
      </Badge>
    );
  }
  return (
    <Text size="sm" c="dimmed" ta="end">
      {deliveredWithoutDownload[line.kind]}
    </Text>
  );
}
