import { Text } from '@mantine/core';
import { IconHourglassLow } from '@tabler/icons-react';
import { useId } from 'react';
import { describeExpiry, earliestFirst, type CreditExpiryGroup } from './credit-expiry';
import classes from './credits-panel.module.css';

/** When the balance's credits expire, a month at a time, earliest first. */
export function CreditExpirySchedule({ groups }: { groups: readonly CreditExpiryGroup[] }) {
  const headingId = useId();

  return (
    <div className={classes.schedule}>
      <Text id={headingId} size="xs" tt="uppercase" fw={700} c="dimmed" className={classes.scheduleHeading}>
        Expiry schedule
      </Text>
      <ul className={classes.scheduleList} aria-labelledby={headingId}>
        {earliestFirst(groups).map((group) => (
          <li key={`${group.year}-${group.month}`} className={classes.scheduleItem}>
            <IconHourglassLow size={16} className={classes.scheduleIcon} aria-hidden />
            {describeExpiry(group)}
          </li>
        ))}
      </ul>
    </div>
  );
}
