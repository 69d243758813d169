import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconChecklist } from '@tabler/icons-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useOverlayDisclosure } from '../../shared/use-overlay-disclosure';
import { readCustomerEmail, saveCustomerEmail } from '../cart/customer-email';
import { useCartOverlays } from '../cart/use-cart-overlays';
import { useShopper } from '../cart/use-shopper';
import { BriefDetailsSection } from './brief-details-section';
import { CrimeSceneSection } from './crime-scene-section';
import type { CustomCaseDraft } from './custom-case-draft';
import classes from './custom-case-form.module.css';
import type { MysteryCreatorClock } from './mystery-creator-clock';
import { SuspectsSection } from './suspects-section';
import { SUBMIT_FAILED_MESSAGE, useAddCustomCase } from './use-add-custom-case';
import type { CustomCaseBriefInput } from './use-add-custom-case.generated';
import { useCustomCaseForm } from './use-custom-case-form';
import { useCustomFormEvents } from './use-custom-form-events';

// Only customers who finish the form need the dialog, so its code loads on the first submit.
const ConfirmCustomCaseDialog = lazy(() =>
  import('./confirm-custom-case-dialog').then((module) => ({ default: module.ConfirmCustomCaseDialog })),
);

/** What the dialog reads back, and what goes in the cart: held still while the dialog closes and the form resets. */
interface Confirming {
  draft: CustomCaseDraft;
  brief: CustomCaseBriefInput;
}

const refusedMessage = 'Some details were not accepted: they are marked below.';

/** Spec 4, "Custom form": draft, submit, confirm, then into the cart with the brief. */
export function CustomCaseForm({ clock }: { clock: MysteryCreatorClock }) {
  const form = useCustomCaseForm(clock);
  const events = useCustomFormEvents(form, clock);
  const dialog = useOverlayDisclosure();
  const { openCart } = useCartOverlays();
  const visitor = useShopper().status === 'visitor';
  const { adding, add } = useAddCustomCase();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [failure, setFailure] = useState<{ reason: string | null } | null>(null);
  const [refused, setRefused] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    events.submitted();
    setRefused(false);
    setFailure(null);
    const brief = form.submit();
    if (!brief) return;
    setConfirming({ draft: form.draft, brief });
    dialog.open();
  };

  const confirm = async () => {
    if (!confirming) return;
    const suspectCount = confirming.brief.suspects.length;
    events.confirmed(suspectCount);
    const outcome = await add(confirming.brief);
    if (outcome.kind === 'added') {
      events.succeeded(suspectCount);
      // The cart asks a visitor for the email their order confirmation goes to; they have just given one.
      if (visitor && readCustomerEmail() === null) saveCustomerEmail(confirming.brief.email);
      form.reset();
      dialog.handOver(openCart);
    } else if (outcome.kind === 'invalid') {
      events.failed(refusedMessage);
      dialog.handOver(() => {
        setRefused(true);
        form.showServerErrors(outcome.errors);
      });
    } else if (outcome.kind === 'failed') {
      events.failed(outcome.reason ?? SUBMIT_FAILED_MESSAGE);
      // Spec 4: the dialog closes and the alert shows by the submit button, the draft kept for another try.
      dialog.handOver(() => setFailure({ reason: outcome.reason }));
    }
  };

  return (
    <>
      <form ref={form.formRef} onSubmit={submit} noValidate aria-label="Mystery preferences">
        <Stack gap="xl">
          <BriefDetailsSection draft={form.draft} errors={form.errors} now={clock.now()} onChange={events.setField} />
          <CrimeSceneSection draft={form.draft} errors={form.errors} onChange={events.setField} />
          <SuspectsSection
            suspects={form.draft.suspects}
            countProblem={form.errors.suspects}
            checked={form.checked}
            serverErrors={form.serverErrors}
            onChange={events.setSuspectField}
            onAdd={events.addSuspect}
            onRemove={events.removeSuspect}
            addButtonRef={form.addSuspectRef}
          />
          {refused && (
            <Alert role="alert" color="crimson" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
              {refusedMessage}
            </Alert>
          )}
          {failure && (
            <Alert role="alert" color="crimson" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
              {SUBMIT_FAILED_MESSAGE}
              {failure.reason && (
                <Text size="sm" mt={4}>
                  {failure.reason}
                </Text>
              )}
            </Alert>
          )}
          <div className={classes.submit}>
            <Button
              type="submit"
              size="lg"
              leftSection={<IconChecklist size={20} aria-hidden />}
              classNames={{ root: classes.submitButton, label: classes.submitLabel }}
            >
              Confirm My Mystery Preferences
            </Button>
            <Text size="sm" c="dimmed">
              You will see everything once more before it goes in your cart.
            </Text>
          </div>
        </Stack>
      </form>
      {dialog.mounted && confirming && (
        <Suspense fallback={null}>
          <ConfirmCustomCaseDialog
            opened={dialog.opened}
            onClose={dialog.close}
            draft={confirming.draft}
            processing={adding}
            onConfirm={() => void confirm()}
          />
        </Suspense>
      )}
    </>
  );
}
