import { Anchor, Text, Textarea } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ActionForm } from '../../shared/action-form';
import { ActionModal } from '../../shared/action-modal';
import { REASON_MAX_LENGTH, reasonProblem } from './refund-reason';
import type { RefundRequestOutcome } from './use-request-refund';

interface RequestRefundDialogProps {
  opened: boolean;
  onClose: () => void;
  orderNumber: string;
  /** The request is on its way: the dialog stays open, and its buttons take no click, until the shop answers. */
  sending: boolean;
  request: (reason: string) => Promise<RefundRequestOutcome>;
  onRequested: () => void;
}

export function RequestRefundDialog({ opened, onClose, sending, ...formProps }: RequestRefundDialogProps) {
  return (
    <ActionModal opened={opened} onClose={onClose} title="Request a refund" processing={sending}>
      <RequestRefundForm sending={sending} onCancel={onClose} {...formProps} />
    </ActionModal>
  );
}

type RequestRefundFormProps = Omit<RequestRefundDialogProps, 'opened' | 'onClose'> & { onCancel: () => void };

// Mounted afresh each time the dialog opens, so an old reason or error never greets the customer.
function RequestRefundForm({ orderNumber, sending, request, onRequested, onCancel }: RequestRefundFormProps) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    const invalid = reasonProblem(reason, 'Tell us why you would like a refund.');
    setReasonError(invalid);
    if (invalid) return;
    const outcome = await request(reason.trim());
    if (outcome.kind === 'requested') onRequested();
    else if (outcome.kind === 'invalid-reason') setReasonError(outcome.message);
    else if (outcome.kind === 'refused') setProblem(outcome.message);
  };

  return (
    <ActionForm
      processing={sending}
      problem={problem}
      confirmLabel="Send request"
      confirmIcon={<IconReceiptRefund size={18} aria-hidden />}
      onConfirm={() => void submit()}
      onCancel={onCancel}
    >
      <Text size="sm">
        Tell us what went wrong with order {orderNumber}. We read every request and answer by email; see our{' '}
        <Anchor component={Link} to="/refund" inherit>
          refund policy
        </Anchor>
        .
      </Text>
      <Textarea
        label="Reason"
        description={`One paragraph, up to ${REASON_MAX_LENGTH} characters.`}
        required
        rows={4}
        data-autofocus
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setReasonError(null);
        }}
        error={reasonError}
      />
    </ActionForm>
  );
}
