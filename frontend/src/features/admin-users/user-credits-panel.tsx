import { Stack, Text } from '@mantine/core';
import { formatCredits } from '../../shared/credits/format-credits';
import { DetailPanel } from '../admin/detail-panel';
import { AdjustCreditsButton } from './adjust-credits-button';
import classes from './admin-users.module.css';
import { CreditLedgerTable } from './credit-ledger-table';
import type { CreditLedgerEntryFieldsFragment } from './credit-ledger-table.generated';

interface UserCreditsPanelProps {
  userId: string;
  balance: number;
  ledger: readonly CreditLedgerEntryFieldsFragment[];
  who: string;
}

/** The user's balance, the way to correct it, and the ledger that explains it. */
export function UserCreditsPanel({ userId, balance, ledger, who }: UserCreditsPanelProps) {
  return (
    <DetailPanel title="Credits" unframed actions={<AdjustCreditsButton userId={userId} balance={balance} who={who} />}>
      <Stack gap="sm">
        <Text size="lg" fw={700} className={classes.balance} role="status" aria-live="polite">
          Balance: {formatCredits(balance)}
        </Text>
        <CreditLedgerTable entries={ledger} />
      </Stack>
    </DetailPanel>
  );
}
