import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconTruckDelivery } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { shipToLine } from '../hard-copy/ship-to';
import type { AdminShipmentFieldsFragment } from './admin-shipments.page.generated';
import { trackingProblems, type TrackingDetails, type TrackingErrors, type TrackingField } from './tracking-details';
import type { MarkShippedOutcome } from './use-mark-shipped';

/** Carriers the shop posts with most, offered by the browser as the admin types; any other can be typed. */
const usualCarriers = ['Canada Post', 'USPS', 'UPS', 'FedEx', 'DHL', 'Purolator'];

interface MarkShippedDialogProps {
  opened: boolean;
  onClose: () => void;
  shipment: AdminShipmentFieldsFragment;
  saving: boolean;
  mark: (details: TrackingDetails) => Promise<MarkShippedOutcome>;
  onShipped: () => void;
}

export function MarkShippedDialog({ opened, onClose, shipment, ...formProps }: MarkShippedDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Mark shipped" returnFocus={false}>
      <MarkShippedForm shipment={shipment} onCancel={onClose} {...formProps} />
    </Modal>
  );
}

type MarkShippedFormProps = Omit<MarkShippedDialogProps, 'opened' | 'onClose'> & { onCancel: () => void };

// Mounted afresh each time the dialog opens, so an old error never greets the admin.
function MarkShippedForm({ shipment, saving, mark, onShipped, onCancel }: MarkShippedFormProps) {
  const [details, setDetails] = useState<TrackingDetails>({ carrier: '', trackingNumber: '' });
  const [errors, setErrors] = useState<TrackingErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const carriersId = useId();

  const change = (field: TrackingField, value: string) => {
    setDetails((before) => ({ ...before, [field]: value }));
    setErrors(({ [field]: _fixed, ...others }) => others);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const problems = trackingProblems(details);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const outcome = await mark(details);
    if (outcome.kind === 'shipped') onShipped();
    if (outcome.kind === 'invalid') setErrors(outcome.fieldErrors);
    if (outcome.kind === 'refused') setProblem(outcome.message);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <div>
          <Text fw={600}>{shipment.title}</Text>
          <Text size="sm" c="dimmed">
            Order {shipment.orderNumber}, to {shipToLine(shipment.address)}. The customer gets an email with the
            tracking number.
          </Text>
        </div>
        <TextInput
          label="Carrier"
          required
          list={carriersId}
          autoComplete="off"
          data-autofocus
          value={details.carrier}
          onChange={(event) => change('carrier', event.currentTarget.value)}
          error={errors.carrier}
        />
        <datalist id={carriersId}>
          {usualCarriers.map((carrier) => (
            <option key={carrier} value={carrier} />
          ))}
        </datalist>
        <TextInput
          label="Tracking number"
          required
          autoComplete="off"
          spellCheck={false}
          value={details.trackingNumber}
          onChange={(event) => change('trackingNumber', event.currentTarget.value)}
          error={errors.trackingNumber}
        />
        {problem && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconTruckDelivery size={18} aria-hidden />}>
            Mark shipped
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
