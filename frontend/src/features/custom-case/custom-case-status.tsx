import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import type { CustomCaseStatus } from '../../graphql/types.generated';

/** Where a custom case stands, in the words its customer and the operators both read. */
export const customCaseStatusLabels: Record<CustomCaseStatus, string> = {
  BRIEF_RECEIVED: 'Brief received',
  WRITING: 'Being written',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

const statusColors: Record<CustomCaseStatus, MantineColor> = {
  BRIEF_RECEIVED: 'brass',
  WRITING: 'blue',
  DELIVERED: 'teal',
  CANCELLED: 'gray',
};

/** The one badge for a custom case's status, wherever it shows: account, order page and admin queue. */
export function CustomCaseStatusBadge({ status, size = 'md' }: { status: CustomCaseStatus; size?: BadgeProps['size'] }) {
  return (
    <Badge variant="light" color={statusColors[status]} size={size}>
      {customCaseStatusLabels[status]}
    </Badge>
  );
}
