import type { RefundRequestStatus } from '../../graphql/types.generated';
import { refundRequestStatusLabels } from './refund-request-status';

/** A status, or every request at once. */
export type RefundRequestFilter = RefundRequestStatus | 'ALL';

/** The queue opens on what is left to answer. */
export const defaultRefundRequestFilter: RefundRequestFilter = 'OPEN';

export const refundRequestFilters: readonly { value: RefundRequestFilter; label: string }[] = [
  { value: 'OPEN', label: refundRequestStatusLabels.OPEN },
  { value: 'APPROVED', label: refundRequestStatusLabels.APPROVED },
  { value: 'DECLINED', label: refundRequestStatusLabels.DECLINED },
  { value: 'ALL', label: 'All' },
];

/** The filter a `?status=` parameter names; anything unknown opens the default. */
export function refundRequestFilterOf(param: string | null): RefundRequestFilter {
  return refundRequestFilters.find((filter) => filter.value === param)?.value ?? defaultRefundRequestFilter;
}

export function statusOfFilter(filter: RefundRequestFilter): RefundRequestStatus | null {
  return filter === 'ALL' ? null : filter;
}

const emptyTexts: Record<RefundRequestFilter, string> = {
  OPEN: 'No refund request is waiting for an answer.',
  APPROVED: 'No refund request has been approved yet.',
  DECLINED: 'No refund request has been declined.',
  ALL: 'No customer has asked for a refund yet.',
};

export function emptyQueueText(filter: RefundRequestFilter): string {
  return emptyTexts[filter];
}
