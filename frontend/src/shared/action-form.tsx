import { Alert, Button, Group, Loader, Stack, type MantineColor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';

interface ActionFormProps {
  /** The shop is working on it: the buttons read "Processing..." and take no click until it answers. */
  processing: boolean;
  /** What the shop refused, in its words. */
  problem: string | null;
  confirmLabel: string;
  confirmColor?: MantineColor;
  confirmIcon: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** What the action does, and its fields. */
  children: ReactNode;
}

/** The body of an action's dialog (a refund, a credit adjustment): its explanation and fields, the shop's refusal, Cancel and the action. */
export function ActionForm(props: ActionFormProps) {
  const { processing, problem, confirmLabel, confirmColor, confirmIcon, onConfirm, onCancel, children } = props;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!processing) onConfirm();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {children}
        {problem && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {problem}
          </Alert>
        )}
        {/* Marked, not `disabled`, while processing: a disabled button drops focus to the page behind the dialog. */}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={processing ? undefined : onCancel}
            data-disabled={processing || undefined}
            aria-disabled={processing || undefined}
          >
            Cancel
          </Button>
          <Button
            type="submit"
            color={confirmColor}
            data-disabled={processing || undefined}
            aria-disabled={processing || undefined}
            leftSection={processing ? <Loader size={16} color="currentColor" aria-hidden /> : confirmIcon}
          >
            {processing ? 'Processing...' : confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
