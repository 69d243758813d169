import { SimpleGrid, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconArrowRight, IconReceiptRefund, IconTruckDelivery, IconWand, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { AdminPanel } from './admin-panel';
import { formatCount } from './format-figures';
import type { DashboardQueuesFieldsFragment } from './queues-panel.generated';
import classes from './queues-panel.module.css';

interface Queue {
  count: keyof DashboardQueuesFieldsFragment;
  label: string;
  to: string;
  icon: Icon;
  color: string;
}

const queues: readonly Queue[] = [
  { count: 'shipmentsToSend', label: 'Shipments to send', to: '/admin/shipments', icon: IconTruckDelivery, color: 'crimson' },
  { count: 'casesToWrite', label: 'Custom cases to write', to: '/admin/custom-cases', icon: IconWand, color: 'brass' },
  { count: 'refundRequests', label: 'Refund requests', to: '/admin/refund-requests', icon: IconReceiptRefund, color: 'gray' },
];

/** The work waiting after payment, each queue one step away; a link's name reads e.g. "3 Shipments to send". */
export function QueuesPanel({ counts }: { counts: DashboardQueuesFieldsFragment }) {
  return (
    <AdminPanel title="Waiting for you" description="Orders that need a hand after payment.">
      <SimpleGrid component="ul" cols={{ base: 1, sm: 3 }} spacing="sm" className={classes.list}>
        {queues.map((queue) => {
          const count = counts[queue.count];
          return (
            <li key={queue.to}>
              <UnstyledButton component={Link} to={queue.to} className={classes.queue} data-waiting={count > 0 || undefined}>
                <ThemeIcon variant="light" color={queue.color} size="lg" radius="md" aria-hidden>
                  <queue.icon size={20} />
                </ThemeIcon>
                <span className={classes.figure}>
                  <span className={classes.count}>{formatCount(count)}</span>{' '}
                  <span className={classes.label}>{queue.label}</span>
                </span>
                <IconArrowRight size={16} aria-hidden className={classes.arrow} />
              </UnstyledButton>
            </li>
          );
        })}
      </SimpleGrid>
    </AdminPanel>
  );
}
