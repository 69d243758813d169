import { Text } from '@mantine/core';
import { formatPriceCents } from '../../shared/format/format-price';
import { AdminPanel } from './admin-panel';
import classes from './dashboard-lists.module.css';
import { formatPurchaseTime } from './format-purchase-time';
import type { RecentPurchaseFieldsFragment } from './recent-purchases.generated';
import { ViewAllLink } from './view-all-link';

export function RecentPurchases({ purchases }: { purchases: readonly RecentPurchaseFieldsFragment[] }) {
  return (
    <AdminPanel title="Recent Purchases" action={<ViewAllLink to="/admin/analytics" />}>
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
                <Text size="sm" c="dimmed" component="time" dateTime={purchase.purchasedAt}>
                  {formatPurchaseTime(purchase.purchasedAt)}
                </Text>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminPanel>
  );
}
