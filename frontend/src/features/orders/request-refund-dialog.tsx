import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconReceiptRefund } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
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
    <Modal
      opened={opened}
      onClose={sending ? ignore : onClose}
      title="Request a refund"
      closeOnClickOutside={!sending}
      closeOnEscape={!sending}
    >
      <RequestRefundForm sending={sending} onCancel={onClose} {...formProps} />
    </Modal>
  );
}

type RequestRefundFormProps = Omit<RequestRefundDialogProps, 'opened' | 'onClose'> & { onCancel: () => void };

// Mounted afresh each time the dialog opens, so an old reason or error never greets the customer.
function RequestRefundForm({ orderNumber, sending, request, onRequested, onCancel }: RequestRefundFormProps) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
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
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
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
        {problem && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {problem}
          </Alert>
        )}
        {/* Marked, not `disabled`, while sending: a disabled button drops focus to the page behind the dialog. */}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={sending ? undefined : onCancel}
            data-disabled={sending || undefined}
            aria-disabled={sending || undefined}
          >
            Cancel
          </Button>
          <Button
            type="submit"
            data-disabled={sending || undefined}
            aria-disabled={sending || undefined}
            leftSection={sending ? <Loader size={16} color="currentColor" aria-hidden /> : <IconReceiptRefund size={18} aria-hidden />}
          >
            {sending ? 'Processing...' : 'Send request'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ignore() {}
