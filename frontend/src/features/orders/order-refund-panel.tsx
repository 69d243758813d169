import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useId } from 'react';
import { useFocusHandoff } from '../../shared/use-focus-handoff';
import { useOverlayDisclosure } from '../../shared/use-overlay-disclosure';
import { formatPurchaseDate } from '../account/format-purchase-date';
import type { OrderAccess } from './order-access';
import type { CustomerRefundRequestFieldsFragment, OrderRefundPanelFieldsFragment } from './order-refund-panel.generated';
import classes from './order-refund-panel.module.css';
import { RequestRefundDialog } from './request-refund-dialog';
import { useRequestRefund } from './use-request-refund';

function RefundRequestStatus({ request }: { request: CustomerRefundRequestFieldsFragment }) {
  const resolvedOn = request.resolvedAt ? ` on ${formatPurchaseDate(request.resolvedAt)}` : '';
  switch (request.status) {
    case 'OPEN':
      return (
        <Text>
          Refund requested on {formatPurchaseDate(request.requestedAt)}. We'll email you our answer.
        </Text>
      );
    case 'APPROVED':
      return (
        <Text>
          Refund approved{resolvedOn}. It usually reaches your original payment method within 5–10 business days.
        </Text>
      );
    case 'DECLINED':
      return (
        <Stack gap="xs">
          <Text>Your refund request was declined{resolvedOn}.</Text>
          {request.resolutionNote && (
            <figure className={classes.note}>
              <blockquote>{request.resolutionNote}</blockquote>
              <Text component="figcaption" size="sm" c="dimmed">
                — Cold Case Kits
              </Text>
            </figure>
          )}
        </Stack>
      );
  }
}

interface OrderRefundPanelProps {
  order: OrderRefundPanelFieldsFragment;
  orderNumber: string;
  access: OrderAccess;
}

/** A paid order's way to ask for a refund, and where that request stands once sent. */
export function OrderRefundPanel({ order, orderNumber, access }: OrderRefundPanelProps) {
  const headingId = useId();
  const dialog = useOverlayDisclosure();
  const { sending, request } = useRequestRefund(access);
  // Once sent, the button leaves: focus goes to the status that took its place.
  const status = useFocusHandoff();
  const existing = order.refundRequest;
  const paid = order.state === 'PAID' || order.state === 'FULFILLED';
  // One open request at a time; a declined one may be followed by another.
  const canRequest = paid && (!existing || existing.status === 'DECLINED');
  if (!existing && !canRequest) return null;

  const requested = () => {
    dialog.close();
    status.focus();
  };

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="lg">
      <Title order={2} size="h4" id={headingId} mb="xs">
        Refund
      </Title>
      <Stack gap="sm" align="flex-start">
        <div ref={status.ref} tabIndex={-1} role="status" className={classes.status}>
          {existing ? (
            <RefundRequestStatus request={existing} />
          ) : (
            <Text c="dimmed">Something not right with this order? You can ask us for a refund.</Text>
          )}
        </div>
        {canRequest && (
          <Button variant="default" onClick={dialog.open} leftSection={<IconReceiptRefund size={18} aria-hidden />}>
            Request a refund
          </Button>
        )}
      </Stack>
      {dialog.mounted && (
        <RequestRefundDialog
          opened={dialog.opened}
          onClose={dialog.close}
          orderNumber={orderNumber}
          sending={sending}
          request={request}
          onRequested={requested}
        />
      )}
    </Paper>
  );
}
