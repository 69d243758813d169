import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconLock, IconShoppingCartPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { formatLongDate } from '../../shared/format/format-date';
import classes from './confirm-custom-case-dialog.module.css';
import type { CustomCaseDraft, SuspectDraft } from './custom-case-draft';
import { suspectDetails, suspectHeadline } from './suspect-summary';

interface ConfirmCustomCaseDialogProps {
  opened: boolean;
  onClose: () => void;
  draft: CustomCaseDraft;
  /** The case is going in the cart: the dialog stays open, and its buttons take no click, until the shop answers. */
  processing: boolean;
  onConfirm: () => void;
}

/** Spec 2, "Confirm Custom Case": the brief read back before it goes in the cart, where it can no longer change once paid. */
export function ConfirmCustomCaseDialog(props: ConfirmCustomCaseDialogProps) {
  const { opened, onClose, draft, processing, onConfirm } = props;
  const location = draft.location.trim();
  const suspectCount = draft.suspects.length;
  const suspectsHeadingId = useId();
  // What the buttons do follows what they show: a click that lands before the next render, on a
  // button still reading "Processing...", is ignored even if the shop has answered meanwhile.
  const closeUnlessProcessing = processing ? ignore : onClose;
  const confirmUnlessProcessing = processing ? ignore : onConfirm;

  return (
    <Modal
      opened={opened}
      onClose={closeUnlessProcessing}
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
        {/* Marked, not `disabled`, while processing: a disabled button drops focus to the page behind the dialog. */}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={closeUnlessProcessing}
            data-disabled={processing || undefined}
            aria-disabled={processing || undefined}
          >
            Cancel
          </Button>
          <Button
            onClick={confirmUnlessProcessing}
            data-disabled={processing || undefined}
            aria-disabled={processing || undefined}
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

function ignore() {}

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
