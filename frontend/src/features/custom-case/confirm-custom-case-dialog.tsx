import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconShoppingCartPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { formatLongDate } from '../../shared/format/format-date';
import classes from './confirm-custom-case-dialog.module.css';
import type { CustomCaseDraft, SuspectDraft } from './custom-case-draft';
import { suspectDetails, suspectHeadline } from './suspect-summary';
import { SUBMIT_FAILED_MESSAGE } from './use-add-custom-case';

interface ConfirmCustomCaseDialogProps {
  opened: boolean;
  onClose: () => void;
  draft: CustomCaseDraft;
  processing: boolean;
  /** The last attempt failed; the shop's reason when it gave one. */
  failure: { reason: string | null } | null;
  onConfirm: () => void;
}

/** Spec 2, "Confirm Custom Case": the brief read back before it goes in the cart, where it can no longer change once paid. */
export function ConfirmCustomCaseDialog(props: ConfirmCustomCaseDialogProps) {
  const { opened, onClose, draft, processing, failure, onConfirm } = props;
  const location = draft.location.trim();
  const suspectCount = draft.suspects.length;
  const suspectsHeadingId = useId();

  return (
    <Modal
      opened={opened}
      onClose={processing ? () => undefined : onClose}
      title="Confirm Custom Case"
      size="lg"
      returnFocus={false}
      closeOnClickOutside={!processing}
      closeOnEscape={!processing}
    >
      <Stack gap="md">
        <dl className={classes.facts}>
          <div>
            <dt>City</dt>
            <dd>{draft.city.trim()}</dd>
          </div>
          {location && (
            <div>
              <dt>Location</dt>
              <dd>{location}</dd>
            </div>
          )}
          <div>
            <dt>Delivery date</dt>
            <dd>By {formatLongDate(draft.dateRequired)}</dd>
          </div>
        </dl>
        <div>
          <Text fw={600} id={suspectsHeadingId}>
            {suspectCount} {suspectCount === 1 ? 'suspect' : 'suspects'}
          </Text>
          <ol className={classes.suspects} aria-labelledby={suspectsHeadingId}>
            {draft.suspects.map((suspect, index) => (
              <SuspectLine key={suspect.id} suspect={suspect} index={index} />
            ))}
          </ol>
        </div>
        <Alert role="note" variant="light" color="brass" icon={<IconLock size={18} aria-hidden />}>
          Check these details now: they cannot be changed after payment.
        </Alert>
        {failure && (
          <Alert role="alert" color="crimson" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {SUBMIT_FAILED_MESSAGE}
            {failure.reason && <Text size="sm" mt={4}>{failure.reason}</Text>}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={processing}>
            Cancel
          </Button>
          <Button
            onClick={onConfirm}
            disabled={processing}
            data-autofocus
            leftSection={processing ? <Loader size={16} color="currentColor" /> : <IconShoppingCartPlus size={18} aria-hidden />}
          >
            {processing ? 'Processing...' : 'Add to Cart'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The spec's one-line summary, its number and name set in bold so six suspects stay easy to tell apart. */
function SuspectLine({ suspect, index }: { suspect: SuspectDraft; index: number }) {
  const details = suspectDetails(suspect);
  return (
    <li>
      <strong className={classes.suspectName}>{suspectHeadline(suspect, index)}</strong>
      {details && ` — ${details}`}
    </li>
  );
}
