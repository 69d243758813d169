import { Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import classes from './survey-prize.module.css';

export function SurveyPrize() {
  return (
    <div className={classes.prize}>
      <IconGift size={28} stroke={1.5} className={classes.icon} aria-hidden />
      <Text className={classes.count}>20</Text>
      <Text fw={600} size="lg">
        free cold case downloads to win
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        Leave your email address at the end of the survey so we can reach you if you win.
      </Text>
    </div>
  );
}
