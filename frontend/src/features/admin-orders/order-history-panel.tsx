import { Text } from '@mantine/core';
import { formatPurchaseTime } from '../admin/format-purchase-time';
import { DetailPanel } from '../admin/detail-panel';
import { orderEventLabels } from './order-event-labels';
import type { OrderEventFieldsFragment } from './order-history-panel.generated';
import classes from './order-history-panel.module.css';

/** What happened to the order, in the order it happened. */
export function OrderHistoryPanel({ events }: { events: readonly OrderEventFieldsFragment[] }) {
  return (
    <DetailPanel title="History">
      {events.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing recorded yet.
        </Text>
      ) : (
        <ol className={classes.timeline}>
          {events.map((event, index) => (
            <li key={`${event.at}-${event.kind}-${index}`} className={classes.event}>
              <Text fw={600} size="sm">
                {orderEventLabels[event.kind]}
              </Text>
              <Text size="sm" className={classes.description}>
                {event.description}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={event.at}>
                {formatPurchaseTime(event.at)}
              </Text>
            </li>
          ))}
        </ol>
      )}
    </DetailPanel>
  );
}
