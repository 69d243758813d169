import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconArrowRight, IconTruckDelivery, IconWand } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import classes from './dashboard-panel.module.css';

/** The operator's two work queues: printed hard copies to post, and custom cases to write. */
export function FulfilmentPanel() {
  const headingId = useId();
  const arrow = <IconArrowRight size={16} aria-hidden />;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="lg" className={classes.panel}>
      <Group justify="space-between" gap="md">
        <div>
          <Title order={2} id={headingId}>
            Fulfilment
          </Title>
          <Text c="dimmed" size="sm">
            Orders that need a hand after payment.
          </Text>
        </div>
        <Group gap="sm">
          <Button
            component={Link}
            to="/admin/shipments"
            variant="light"
            leftSection={<IconTruckDelivery size={18} aria-hidden />}
            rightSection={arrow}
          >
            Shipments to send
          </Button>
          <Button
            component={Link}
            to="/admin/custom-cases"
            variant="light"
            color="brass"
            leftSection={<IconWand size={18} aria-hidden />}
            rightSection={arrow}
          >
            Custom cases
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
