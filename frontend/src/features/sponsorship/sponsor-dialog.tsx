import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconAward, IconShoppingCartPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { formatCredits } from '../../shared/credits/format-credits';
import { formatPriceCents } from '../../shared/format/format-price';
import { useViewer } from '../auth/use-viewer';
import classes from './sponsor-dialog.module.css';
import { defaultSponsorName, normalizeSponsorName, SPONSOR_NAME_MAX_LENGTH, sponsorNameProblem } from './sponsor-name';
import type { SponsorshipOffer } from './sponsorship-offer';

interface SponsorDialogProps {
  opened: boolean;
  onClose: () => void;
  storyTitle: string;
  offer: SponsorshipOffer;
  /** False once the shop has said the story cannot be sponsored: the dialog stays to say why. */
  offered: boolean;
  adding: boolean;
  /** Why the shop refused the last attempt, in its own words. */
  problem: string | null;
  onSubmit: (sponsorName: string) => void;
}

/** Chooses the name a sponsorship shows on its story, then puts the sponsorship in the cart. */
export function SponsorDialog({ opened, onClose, storyTitle, ...formProps }: SponsorDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Sponsor this story" returnFocus={false}>
      <SponsorForm storyTitle={storyTitle} onCancel={onClose} {...formProps} />
    </Modal>
  );
}

type SponsorFormProps = Omit<SponsorDialogProps, 'opened' | 'onClose'> & { onCancel: () => void };

// Mounted afresh each time the dialog opens, so an old error never greets the user.
function SponsorForm({ storyTitle, offer, offered, adding, problem, onSubmit, onCancel }: SponsorFormProps) {
  const viewer = useViewer();
  // Null until the user types: the suggestion from their profile may arrive after the dialog opens.
  const [typed, setTyped] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const suggested = viewer.status === 'ready' ? defaultSponsorName(viewer.viewer.firstName, viewer.viewer.lastName) : '';
  const name = typed ?? suggested;
  const shownName = normalizeSponsorName(name);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!offered) return;
    const invalid = sponsorNameProblem(name);
    setFieldError(invalid);
    if (!invalid) onSubmit(shownName);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Text className={classes.storyTitle}>{storyTitle}</Text>
          <Text c="dimmed">
            For {formatPriceCents(offer.priceCents)} your name goes on the story's page, and you earn{' '}
            {formatCredits(offer.creditsEarned)} once the payment goes through.
          </Text>
        </div>
        <TextInput
          label="Name shown on the story"
          description={`Anyone can see it. Up to ${SPONSOR_NAME_MAX_LENGTH} characters.`}
          required
          autoComplete="nickname"
          data-autofocus
          value={name}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={fieldError}
        />
        {shownName && (
          <Text size="sm" className={classes.preview}>
            <IconAward size={16} className={classes.previewIcon} aria-hidden />
            This story is sponsored by {shownName}
          </Text>
        )}
        {problem && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {offered ? 'Cancel' : 'Close'}
          </Button>
          {offered && (
            <Button type="submit" loading={adding} leftSection={<IconShoppingCartPlus size={18} aria-hidden />}>
              Add Sponsorship to Cart
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
