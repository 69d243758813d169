import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useFocusHandoff } from '../../shared/use-focus-handoff';
import { formatPurchaseTime } from '../admin/format-purchase-time';
import { AdminTable } from '../admin/admin-table';
import classes from './admin-orders.module.css';
import { RefundRequestActions } from './refund-request-actions';
import { RefundRequestStatusBadge } from './refund-request-status';
import type { RefundRequestFieldsFragment } from './refund-request-status.generated';

function RefundRequestRow({ request }: { request: RefundRequestFieldsFragment }) {
  // Once answered, the buttons leave: focus goes to the status that took their place.
  const status = useFocusHandoff();
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/admin/orders/${request.orderId}`} fw={600} className={classes.orderNumber}>
          {request.orderNumber}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm" component="time" dateTime={request.requestedAt} className={classes.nowrap}>
          {formatPurchaseTime(request.requestedAt)}
        </Text>
      </Table.Td>
      <Table.Td className={classes.email}>{request.email}</Table.Td>
      <Table.Td className={classes.reasonCell}>
        <Text size="sm" className={classes.reason}>
          {request.reason}
        </Text>
        {request.resolutionNote && (
          <Text size="xs" c="dimmed" className={classes.reason}>
            Note: {request.resolutionNote}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start" ref={status.ref} tabIndex={-1}>
          <RefundRequestStatusBadge status={request.status} />
          {request.resolvedAt && (
            <Text size="xs" c="dimmed" className={classes.nowrap}>
              {formatPurchaseTime(request.resolvedAt)}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        {request.status === 'OPEN' && <RefundRequestActions request={request} onOrderPage={false} onResolved={status.focus} />}
      </Table.Td>
    </Table.Tr>
  );
}

export function RefundRequestsTable({ requests }: { requests: readonly RefundRequestFieldsFragment[] }) {
  return (
    <AdminTable label="Refund requests" minWidth={920}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Order</Table.Th>
          <Table.Th>Requested</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th>Reason</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Answer</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {requests.map((request) => (
          <RefundRequestRow key={request.id} request={request} />
        ))}
      </Table.Tbody>
    </AdminTable>
  );
}
