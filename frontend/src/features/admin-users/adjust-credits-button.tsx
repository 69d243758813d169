import { Button, Text, Textarea, TextInput } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionForm } from '../../shared/action-form';
import { ActionModal } from '../../shared/action-modal';
import { formatCredits } from '../../shared/credits/format-credits';
import { newIdempotencyKey } from '../../shared/idempotency-key';
import { showNotification } from '../../shared/show-notification';
import { useOverlayDisclosure } from '../../shared/use-overlay-disclosure';
import {
  ADJUSTMENT_REASON_MAX_LENGTH,
  adjustmentProblems,
  amountOf,
  type AdjustmentDraft,
  type AdjustmentErrors,
  type AdjustmentField,
} from './credit-adjustment';
import { useAdjustCredits } from './use-adjust-credits';

interface AdjustFormProps {
  balance: number;
  saving: boolean;
  adjust: ReturnType<typeof useAdjustCredits>['adjust'];
  onAdjusted: (amount: number) => void;
  onCancel: () => void;
}

// Mounted afresh each time the dialog opens: a new intent, with its own idempotency key, and no old error.
function AdjustForm({ balance, saving, adjust, onAdjusted, onCancel }: AdjustFormProps) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [draft, setDraft] = useState<AdjustmentDraft>({ amount: '', reason: '' });
  const [errors, setErrors] = useState<AdjustmentErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const change = (field: AdjustmentField, value: string) => {
    setDraft((before) => ({ ...before, [field]: value }));
    setErrors(({ [field]: _fixed, ...others }) => others);
  };

  const submit = async () => {
    setProblem(null);
    const problems = adjustmentProblems(draft, balance);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const amount = amountOf(draft);
    const outcome = await adjust({ amount, reason: draft.reason.trim(), idempotencyKey });
    if (outcome?.kind === 'adjusted') onAdjusted(amount);
    else if (outcome?.kind === 'invalid') setErrors(outcome.fieldErrors);
    else if (outcome?.kind === 'refused') setProblem(outcome.message);
  };

  return (
    <ActionForm
      processing={saving}
      problem={problem}
      confirmLabel="Adjust credits"
      confirmIcon={<IconCoins size={18} aria-hidden />}
      onConfirm={() => void submit()}
      onCancel={onCancel}
    >
      <Text size="sm">Balance now: {formatCredits(balance)}.</Text>
      <TextInput
        label="Amount"
        description="Credits to give, or a negative number to take, e.g. 10 or -10."
        required
        autoComplete="off"
        data-autofocus
        value={draft.amount}
        onChange={(event) => change('amount', event.currentTarget.value)}
        error={errors.amount}
      />
      <Textarea
        label="Reason"
        description={`Kept on the ledger, up to ${ADJUSTMENT_REASON_MAX_LENGTH} characters.`}
        required
        rows={3}
        value={draft.reason}
        onChange={(event) => change('reason', event.currentTarget.value)}
        error={errors.reason}
      />
    </ActionForm>
  );
}

/** "Adjust credits": gives or takes a user's credits with a reason, kept on their ledger. */
export function AdjustCreditsButton({ userId, balance, who }: { userId: string; balance: number; who: string }) {
  const dialog = useOverlayDisclosure();
  const { saving, adjust } = useAdjustCredits(userId);

  const adjusted = (amount: number) => {
    dialog.close();
    showNotification({
      title: 'Credits adjusted',
      message: amount > 0 ? `Gave ${formatCredits(amount)} to ${who}.` : `Took ${formatCredits(-amount)} from ${who}.`,
      color: 'teal',
      autoClose: 4000,
    });
  };

  return (
    <>
      <Button variant="light" size="sm" onClick={dialog.open} leftSection={<IconCoins size={16} aria-hidden />}>
        Adjust credits
      </Button>
      {dialog.mounted && (
        <ActionModal opened={dialog.opened} onClose={dialog.close} title="Adjust credits" processing={saving}>
          <AdjustForm balance={balance} saving={saving} adjust={adjust} onAdjusted={adjusted} onCancel={dialog.close} />
        </ActionModal>
      )}
    </>
  );
}
