import { Badge, type MantineColor } from '@mantine/core';
import type { RefundRequestStatus } from '../../graphql/types.generated';

export const refundRequestStatusLabels: Record<RefundRequestStatus, string> = {
  OPEN: 'Open',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
};

const statusColors: Record<RefundRequestStatus, MantineColor> = {
  OPEN: 'brass',
  APPROVED: 'teal',
  DECLINED: 'gray',
};

export function RefundRequestStatusBadge({ status }: { status: RefundRequestStatus }) {
  return (
    <Badge variant="light" color={statusColors[status]}>
      {refundRequestStatusLabels[status]}
    </Badge>
  );
}
