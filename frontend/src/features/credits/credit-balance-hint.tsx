import { Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { creditHint } from '../../shared/credits/credit-hint';
import { formatCredits } from '../../shared/credits/format-credits';
import classes from './credit-balance-hint.module.css';
import { useCreditAccount } from './use-credit-account';

/** A signed-in user's balance and whether it buys a story, beside the buttons that spend it. */
export function CreditBalanceHint() {
  const credits = useCreditAccount();
  // Credits that did not load are said, with a retry, where Use Credits would be: once is enough.
  if (credits.status !== 'ready') return null;
  const { balance, creditsPerStory } = credits.account;

  return (
    <div className={classes.hint}>
      <IconCoins size={18} className={classes.icon} aria-hidden />
      <div>
        <Text size="sm" fw={600}>
          You have {formatCredits(balance)}
        </Text>
        <Text size="sm" c="dimmed">
          {creditHint(balance, creditsPerStory)}
        </Text>
      </div>
    </div>
  );
}
