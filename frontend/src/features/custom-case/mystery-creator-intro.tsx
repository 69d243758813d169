import { Alert, Paper, Text, Title } from '@mantine/core';
import { IconCalendarTime, IconFileTypePdf, IconUsersGroup } from '@tabler/icons-react';
import { Eyebrow } from '../../shared/eyebrow';
import { formatPriceCents } from '../../shared/format/format-price';
import { MAX_SUSPECTS } from './custom-case-draft';
import classes from './mystery-creator-intro.module.css';

/** Spec 9: the price of a custom story. */
const CUSTOM_CASE_PRICE_CENTS = 3995;

/** Spec 2: the title, the price, the turnaround notice. */
export function MysteryCreatorIntro() {
  return (
    <Paper withBorder radius="lg" className={classes.hero}>
      <div>
        <Eyebrow>Custom cold case</Eyebrow>
        <Title order={1}>Mystery Creator</Title>
        <Text size="lg" c="dimmed" mt="sm" maw={600}>
          For only {formatPriceCents(CUSTOM_CASE_PRICE_CENTS)} USD, craft a custom mystery: you choose the city, the
          crime scene and the suspects, and we write the case file around them.
        </Text>
        <Alert
          role="note"
          mt="lg"
          variant="light"
          color="brass"
          icon={<IconCalendarTime size={20} aria-hidden />}
          title="A 14-day turnaround currently applies"
          className={classes.notice}
        >
          Custom cases are typically delivered within 24-48 hours, but while demand is high we need up to 14 days.
        </Alert>
      </div>
      <div className={classes.price}>
        <Text className={classes.priceLabel}>One custom case</Text>
        <Text className={classes.priceFigure}>{formatPriceCents(CUSTOM_CASE_PRICE_CENTS)}</Text>
        <Text size="sm" c="dimmed">
          USD, paid at checkout
        </Text>
        <ul className={classes.facts}>
          <li>
            <IconUsersGroup size={16} aria-hidden />1 to {MAX_SUSPECTS} suspects of your choosing
          </li>
          <li>
            <IconFileTypePdf size={16} aria-hidden />
            Delivered as a printable PDF
          </li>
        </ul>
      </div>
    </Paper>
  );
}
