import { Paper, Text, Title } from '@mantine/core';
import { useShopper } from '../cart/use-shopper';
import { useMyHardCopiesQuery } from './hard-copies-section.generated';
import { HardCopyRow } from './hard-copy-row';
import classes from './library-section.module.css';
import { SectionLoadError } from './section-load-error';

/** "Your Hard Copies" on My Library: the printed copies ordered, shown only to customers who have any. */
export function HardCopiesSection() {
  // The shop must know the signed-in user before it can find their shipments.
  const registered = useShopper().status === 'customer';
  const { data, error, refetch } = useMyHardCopiesQuery({ skip: !registered, notifyOnNetworkStatusChange: true });

  if (error && !data) {
    return (
      <SectionLoadError title="Your hard copies did not load" onRetry={() => void refetch().catch(() => undefined)} />
    );
  }
  const shipments = data?.myShipments ?? [];
  if (shipments.length === 0) return null;
  return (
    <section aria-labelledby="your-hard-copies-heading">
      <Title order={2} id="your-hard-copies-heading">
        Your Hard Copies
      </Title>
      <Text c="dimmed" mt={4} mb="md">
        Printed copies of your cases, from the printer to your door.
      </Text>
      <Paper withBorder radius="lg" px="lg" className={classes.panel}>
        <ul className={classes.list}>
          {shipments.map((shipment) => (
            <HardCopyRow key={shipment.id} shipment={shipment} />
          ))}
        </ul>
      </Paper>
    </section>
  );
}
