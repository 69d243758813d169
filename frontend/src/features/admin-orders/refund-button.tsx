import { Button, Text } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionForm } from '../../shared/action-form';
import { ActionModal } from '../../shared/action-modal';
import { formatPriceCents } from '../../shared/format/format-price';
import { showNotification } from '../../shared/show-notification';
import { useOverlayDisclosure } from '../../shared/use-overlay-disclosure';
import { reasonProblem } from '../orders/refund-reason';
import { ReasonField } from './reason-field';
import { useRefundOrder } from './use-refund-order';

interface RefundTarget {
  orderId: string;
  /** The lines to refund; empty for every line not refunded yet. */
  lineIds: readonly string[];
  /** What is refunded, e.g. "The Salt Marsh Ledger" or "order CCK-7H3K-Q9TM". */
  subject: string;
  amountCents: number;
}

interface RefundFormProps extends RefundTarget {
  refunding: boolean;
  refund: ReturnType<typeof useRefundOrder>['refund'];
  onRefunded: () => void;
  onCancel: () => void;
}

// Mounted afresh each time the dialog opens, so an old reason or refusal never greets the operator.
function RefundForm({ lineIds, subject, amountCents, refunding, refund, onRefunded, onCancel }: RefundFormProps) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    const invalid = reasonProblem(reason, 'Give a reason for the refund.');
    setReasonError(invalid);
    if (invalid) return;
    const outcome = await refund(lineIds, reason.trim());
    if (outcome?.kind === 'refunded') onRefunded();
    else if (outcome?.kind === 'invalid-reason') setReasonError(outcome.message);
    else if (outcome?.kind === 'refused') setProblem(outcome.message);
  };

  return (
    <ActionForm
      processing={refunding}
      problem={problem}
      confirmLabel={`Refund ${formatPriceCents(amountCents)}`}
      confirmColor="red"
      confirmIcon={<IconReceiptRefund size={18} aria-hidden />}
      onConfirm={() => void submit()}
      onCancel={onCancel}
    >
      <Text>
        {formatPriceCents(amountCents)} for {subject} goes back to the customer's original payment method, and what it
        bought is taken back. This cannot be undone.
      </Text>
      <ReasonField
        label="Reason"
        value={reason}
        onChange={(value) => {
          setReason(value);
          setReasonError(null);
        }}
        error={reasonError}
      />
    </ActionForm>
  );
}

interface RefundButtonProps extends RefundTarget {
  /** The button's text: "Refund" on a line, "Refund order" for the whole order. */
  label: string;
  /** Names the button for screen readers where its text alone is ambiguous, e.g. one per line. */
  ariaLabel?: string;
  /** Takes focus once refunded: this button leaves with the state it stood for. */
  onRefunded: () => void;
}

/** Refunds a line, or every line left, after the operator gives a reason. */
export function RefundButton({ label, ariaLabel, onRefunded, ...target }: RefundButtonProps) {
  const dialog = useOverlayDisclosure();
  const { refunding, refund } = useRefundOrder(target.orderId);
  const title = target.lineIds.length === 0 ? 'Refund order' : 'Refund line';

  const refunded = () => {
    dialog.close();
    onRefunded();
    showNotification({
      title: 'Refunded',
      message: `${formatPriceCents(target.amountCents)} for ${target.subject} is on its way back to the customer.`,
      color: 'teal',
      autoClose: 4000,
    });
  };

  return (
    <>
      <Button
        size={target.lineIds.length === 0 ? 'sm' : 'xs'}
        variant="light"
        color="red"
        onClick={dialog.open}
        aria-label={ariaLabel}
        leftSection={<IconReceiptRefund size={14} aria-hidden />}
      >
        {label}
      </Button>
      {dialog.mounted && (
        <ActionModal opened={dialog.opened} onClose={dialog.close} title={title} processing={refunding}>
          <RefundForm {...target} refunding={refunding} refund={refund} onRefunded={refunded} onCancel={dialog.close} />
        </ActionModal>
      )}
    </>
  );
}
