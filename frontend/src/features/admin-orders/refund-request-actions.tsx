import { Button, Group, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionForm } from '../../shared/action-form';
import { ActionModal } from '../../shared/action-modal';
import { showNotification } from '../../shared/show-notification';
import { useOverlayDisclosure } from '../../shared/use-overlay-disclosure';
import { reasonProblem } from '../orders/refund-reason';
import { ReasonField } from './reason-field';
import type { RefundRequestFieldsFragment } from './refund-request-status.generated';
import { useResolveRefundRequest } from './use-resolve-refund-request';

type Resolver = ReturnType<typeof useResolveRefundRequest>;

interface ResolveFormProps {
  request: RefundRequestFieldsFragment;
  resolver: Resolver;
  onResolved: () => void;
  onCancel: () => void;
}

// Each form is mounted afresh when its dialog opens, so an old note or refusal never greets the operator.
function ApproveForm({ request, resolver, onResolved, onCancel }: ResolveFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setProblem(null);
    const outcome = await resolver.approve();
    if (outcome?.kind === 'resolved') onResolved();
    else if (outcome?.kind === 'refused') setProblem(outcome.message);
  };
  return (
    <ActionForm
      processing={resolver.resolving}
      problem={problem}
      confirmLabel="Approve and refund"
      confirmIcon={<IconCheck size={18} aria-hidden />}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <Text>
        Every line of order {request.orderNumber} not refunded yet is refunded, with the customer's reason, and they are
        emailed. This cannot be undone.
      </Text>
    </ActionForm>
  );
}

function DeclineForm({ request, resolver, onResolved, onCancel }: ResolveFormProps) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setProblem(null);
    const invalid = reasonProblem(note, 'Write a note telling the customer why.');
    setNoteError(invalid);
    if (invalid) return;
    const outcome = await resolver.decline(note.trim());
    if (outcome?.kind === 'resolved') onResolved();
    else if (outcome?.kind === 'refused') setProblem(outcome.message);
  };
  return (
    <ActionForm
      processing={resolver.resolving}
      problem={problem}
      confirmLabel="Decline request"
      confirmColor="red"
      confirmIcon={<IconX size={18} aria-hidden />}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <Text>The order {request.orderNumber} stays as it is; the customer is emailed your note.</Text>
      <ReasonField
        label="Note to the customer"
        value={note}
        onChange={(value) => {
          setNote(value);
          setNoteError(null);
        }}
        error={noteError}
      />
    </ActionForm>
  );
}

interface RefundRequestActionsProps {
  request: RefundRequestFieldsFragment;
  /** On the order's page, which is read again once the request is answered. */
  onOrderPage: boolean;
  /** Takes focus once answered: these buttons leave with the open status they stood for. */
  onResolved: () => void;
}

/** Approve or Decline an open refund request, each confirmed in a dialog. */
export function RefundRequestActions({ request, onOrderPage, onResolved }: RefundRequestActionsProps) {
  const approveDialog = useOverlayDisclosure();
  const declineDialog = useOverlayDisclosure();
  const resolver = useResolveRefundRequest({ requestId: request.id, orderId: request.orderId, refetchOrder: onOrderPage });

  const resolved = (approved: boolean) => {
    approveDialog.close();
    declineDialog.close();
    onResolved();
    showNotification({
      title: approved ? 'Refund approved' : 'Refund request declined',
      message: approved
        ? `Order ${request.orderNumber} was refunded and the customer emailed.`
        : `The customer was emailed your note about order ${request.orderNumber}.`,
      color: 'teal',
      autoClose: 4000,
    });
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        color="teal"
        leftSection={<IconCheck size={14} aria-hidden />}
        onClick={approveDialog.open}
        aria-label={`Approve refund of ${request.orderNumber}`}
      >
        Approve
      </Button>
      <Button
        size="xs"
        variant="light"
        color="gray"
        leftSection={<IconX size={14} aria-hidden />}
        onClick={declineDialog.open}
        aria-label={`Decline refund of ${request.orderNumber}`}
      >
        Decline
      </Button>
      {approveDialog.mounted && (
        <ActionModal opened={approveDialog.opened} onClose={approveDialog.close} title="Approve refund request" processing={resolver.resolving}>
          <ApproveForm request={request} resolver={resolver} onResolved={() => resolved(true)} onCancel={approveDialog.close} />
        </ActionModal>
      )}
      {declineDialog.mounted && (
        <ActionModal opened={declineDialog.opened} onClose={declineDialog.close} title="Decline refund request" processing={resolver.resolving}>
          <DeclineForm request={request} resolver={resolver} onResolved={() => resolved(false)} onCancel={declineDialog.close} />
        </ActionModal>
      )}
    </Group>
  );
}
