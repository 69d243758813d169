import { Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { creditHint } from '../../shared/credits/credit-hint';
import { formatCredits } from '../../shared/credits/format-credits';
import type { CreditAccount } from '../credits/use-credit-account';
import { CreditExpirySchedule } from './credit-expiry-schedule';
import classes from './credits-panel.module.css';

/** Spec 2, "Your Credits": the balance, what it buys, and when its credits expire. */
export function CreditsPanel({ account }: { account: CreditAccount }) {
  const { balance, creditsPerStory, expirySchedule } = account;

  return (
    <section aria-labelledby="your-credits-heading">
      <Title order={2} id="your-credits-heading" mb="md">
        Your Credits
      </Title>
      <Paper withBorder radius="lg" p="lg" className={classes.panel}>
        <Group gap="md" wrap="nowrap" className={classes.balanceRow}>
          <ThemeIcon size={48} radius="xl" variant="light" color="brass" aria-hidden>
            <IconCoins size={26} />
          </ThemeIcon>
          <div>
            <Text className={classes.balance}>{formatCredits(balance)}</Text>
            <Text c="dimmed">{creditHint(balance, creditsPerStory)}</Text>
          </div>
        </Group>
        {expirySchedule.length > 0 && <CreditExpirySchedule groups={expirySchedule} />}
      </Paper>
    </section>
  );
}
