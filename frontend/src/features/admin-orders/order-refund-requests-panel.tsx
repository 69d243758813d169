import { Group, Paper, Stack, Text } from '@mantine/core';
import { useFocusHandoff } from '../../shared/use-focus-handoff';
import { formatPurchaseTime } from '../admin/format-purchase-time';
import { DetailPanel } from '../admin/detail-panel';
import classes from './admin-orders.module.css';
import { RefundRequestActions } from './refund-request-actions';
import { RefundRequestStatusBadge } from './refund-request-status';
import type { RefundRequestFieldsFragment } from './refund-request-status.generated';

function RefundRequestCard({ request }: { request: RefundRequestFieldsFragment }) {
  // Once answered, the buttons leave: focus goes to the status that took their place.
  const status = useFocusHandoff();
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Group gap="xs" ref={status.ref} tabIndex={-1}>
            <RefundRequestStatusBadge status={request.status} />
            <Text size="sm" c="dimmed">
              Requested <time dateTime={request.requestedAt}>{formatPurchaseTime(request.requestedAt)}</time> by{' '}
              {request.email}
            </Text>
          </Group>
          {request.status === 'OPEN' && <RefundRequestActions request={request} onOrderPage onResolved={status.focus} />}
        </Group>
        <Text size="sm" className={classes.reason}>
          “{request.reason}”
        </Text>
        {request.resolvedAt && (
          <Text size="sm" c="dimmed" className={classes.reason}>
            {request.status === 'APPROVED' ? 'Approved' : 'Declined'}{' '}
            <time dateTime={request.resolvedAt}>{formatPurchaseTime(request.resolvedAt)}</time>
            {request.resolutionNote && `: ${request.resolutionNote}`}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The refunds the customer asked for on this order, the open one to approve or decline. */
export function OrderRefundRequestsPanel({ requests }: { requests: readonly RefundRequestFieldsFragment[] }) {
  if (requests.length === 0) return null;
  return (
    <DetailPanel title="Refund requests" unframed>
      <Stack component="ul" gap="sm" className={classes.plainList}>
        {requests.map((request) => (
          <RefundRequestCard key={request.id} request={request} />
        ))}
      </Stack>
    </DetailPanel>
  );
}
