import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCoins } from '@tabler/icons-react';
import { creditHint } from '../../shared/credits/credit-hint';
import { formatCredits } from '../../shared/credits/format-credits';
import classes from './redeem-dialog.module.css';

interface RedeemDialogProps {
  opened: boolean;
  onClose: () => void;
  storyTitle: string;
  balance: number;
  creditsPerStory: number;
  redeeming: boolean;
  /** Why the last attempt failed, in the shop's words; the dialog stays open to try again. */
  problem: string | null;
  onConfirm: () => void;
}

/** Says what a redemption costs and leaves, before any credit is spent. */
export function RedeemDialog(props: RedeemDialogProps) {
  const { opened, onClose, storyTitle, balance, creditsPerStory, redeeming, problem, onConfirm } = props;
  const enough = balance >= creditsPerStory;

  return (
    <Modal opened={opened} onClose={onClose} title="Use your credits" returnFocus={false}>
      <Stack gap="md">
        <div>
          <Text className={classes.storyTitle}>{storyTitle}</Text>
          <Text c="dimmed">
            {enough
              ? `Uses ${creditsPerStory} of your ${formatCredits(balance)}.`
              : `You have ${formatCredits(balance)}: ${creditHint(balance, creditsPerStory)}.`}
          </Text>
        </div>
        {enough && (
          <Group justify="space-between" className={classes.balanceAfter}>
            <Text fw={600}>Balance after</Text>
            <Text className={classes.figure}>{formatCredits(balance - creditsPerStory)}</Text>
          </Group>
        )}
        {problem && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="brass"
            autoContrast
            disabled={!enough}
            loading={redeeming}
            onClick={onConfirm}
            leftSection={<IconCoins size={18} aria-hidden />}
            data-autofocus
          >
            Spend {creditsPerStory} Credits
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
