import { useApolloClient } from '@apollo/client';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useRef } from 'react';
import { showNotification } from '../../shared/show-notification';
import { AdminShipmentsDocument, type AdminShipmentFieldsFragment } from './admin-shipments.page.generated';
import { MarkShippedDialog } from './mark-shipped-dialog';
import { useMarkShipped, type MarkShippedOutcome } from './use-mark-shipped';
import type { TrackingDetails } from './tracking-details';

interface MarkShippedButtonProps {
  shipment: AdminShipmentFieldsFragment;
  /** Takes focus once the shipment is marked: this button leaves with the status it stood for. */
  onShipped: () => void;
}

export function MarkShippedButton({ shipment, onShipped }: MarkShippedButtonProps) {
  const client = useApolloClient();
  const [opened, dialog] = useDisclosure(false);
  const { saving, mark } = useMarkShipped(shipment.id);
  // Set when the shop says the shipment moved on meanwhile: the queue is read again once the
  // reason has been read and the dialog closed, not under the admin's eyes.
  const queueStale = useRef(false);

  const markAndNote = async (details: TrackingDetails): Promise<MarkShippedOutcome> => {
    const outcome = await mark(details);
    if (outcome.kind === 'refused' && outcome.moved) queueStale.current = true;
    return outcome;
  };
  const close = () => {
    dialog.close();
    if (!queueStale.current) return;
    queueStale.current = false;
    client.refetchQueries({ include: [AdminShipmentsDocument] }).catch(() => undefined);
  };

  const shipped = () => {
    dialog.close();
    onShipped();
    showNotification({
      title: `Order ${shipment.orderNumber} marked shipped`,
      message: 'The customer was emailed the tracking number.',
      color: 'teal',
      autoClose: 4000,
    });
  };

  return (
    <>
      <Button
        size="xs"
        variant="light"
        onClick={dialog.open}
        leftSection={<IconTruckDelivery size={14} aria-hidden />}
        aria-label={`Mark shipped: order ${shipment.orderNumber}`}
      >
        Mark shipped
      </Button>
      <MarkShippedDialog
        opened={opened}
        onClose={close}
        shipment={shipment}
        saving={saving}
        mark={markAndNote}
        onShipped={shipped}
      />
    </>
  );
}
