import { Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { creditHint } from '../../shared/credits/credit-hint';
import classes from './credits-panel.module.css';

export function CreditsPanel({ credits }: { credits: number }) {
  return (
    <section aria-labelledby="your-credits-heading">
      <Title order={2} id="your-credits-heading" mb="md">
        Your Credits
      </Title>
      <Paper withBorder radius="lg" p="lg" className={classes.panel}>
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" variant="light" color="brass" aria-hidden>
            <IconCoins size={26} />
          </ThemeIcon>
          <div>
            <Text className={classes.balance}>
              {credits} {credits === 1 ? 'credit' : 'credits'}
            </Text>
            <Text c="dimmed">{creditHint(credits)}</Text>
          </div>
        </Group>
      </Paper>
    </section>
  );
}
