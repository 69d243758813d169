import { Anchor, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatPurchaseTime } from '../admin/format-purchase-time';
import { CustomCaseStatusBadge } from '../custom-case/custom-case-status';
import type { AdminCustomCaseFieldsFragment } from './admin-custom-cases.page.generated';
import { BriefText } from './brief-text';
import classes from './custom-case-drawer.module.css';
import { ProductionPanel } from './production-panel';

interface CustomCaseDrawerProps {
  customCase: AdminCustomCaseFieldsFragment;
  opened: boolean;
  onClose: () => void;
}

/** One case's whole brief, and the operator's next steps on it. */
export function CustomCaseDrawer({ customCase, opened, onClose }: CustomCaseDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(100%, 40rem)"
      title={`Custom case ${customCase.orderNumber}`}
      closeButtonProps={{ 'aria-label': 'Close brief' }}
      classNames={{ title: classes.title }}
      returnFocus={false}
    >
      <Stack gap="lg">
        <Group gap="sm">
          <CustomCaseStatusBadge status={customCase.status} size="lg" />
          <Text size="sm" c="dimmed">
            Ordered {formatPurchaseTime(customCase.orderedAt)}
            {customCase.deliveredAt && ` · Delivered ${formatPurchaseTime(customCase.deliveredAt)}`} ·{' '}
            <Anchor component={Link} to={`/admin/orders/${customCase.orderId}`} inherit>
              View order
            </Anchor>
          </Text>
        </Group>
        <ProductionPanel customCase={customCase} />
        <section aria-labelledby={`brief-${customCase.id}`}>
          <Title order={3} id={`brief-${customCase.id}`} size="h4" mb="xs">
            The brief
          </Title>
          <BriefText brief={customCase.brief} />
        </section>
      </Stack>
    </Drawer>
  );
}
