import { Paper, Text, Title } from '@mantine/core';
import { formatLongDate } from '../../shared/format/format-date';
import { formatPriceCents } from '../../shared/format/format-price';
import classes from './dashboard-panel.module.css';
import type { RecentPurchaseFieldsFragment } from './recent-purchases.generated';

export function RecentPurchases({ purchases }: { purchases: readonly RecentPurchaseFieldsFragment[] }) {
  return (
    <Paper
      component="section"
      aria-labelledby="recent-purchases-heading"
      withBorder
      radius="lg"
      p="lg"
      className={classes.panel}
    >
      <Title order={2} id="recent-purchases-heading" mb="xs">
        Recent Purchases
      </Title>
      {purchases.length === 0 ? (
        <Text c="dimmed">No purchases yet</Text>
      ) : (
        <ul className={classes.list}>
          {purchases.map((purchase) => (
            <li key={purchase.id} className={classes.row}>
              <div className={classes.rowMain}>
                <Text fw={600}>{purchase.storyTitle}</Text>
                <Text size="sm" c="dimmed">
                  {purchase.userEmail}
                </Text>
              </div>
              <div className={classes.rowFigure}>
                <Text fw={600}>{formatPriceCents(purchase.priceCents)}</Text>
                <Text size="sm" c="dimmed">
                  {formatLongDate(purchase.purchasedAt)}
                </Text>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Paper>
  );
}
