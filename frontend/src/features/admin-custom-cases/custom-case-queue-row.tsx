import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { IconFileCheck, IconFileDescription } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../shared/format/format-date';
import { useOverlayDisclosure } from '../../shared/use-overlay-disclosure';
import { formatPurchaseTime } from '../admin/format-purchase-time';
import { CustomCaseStatusBadge } from '../custom-case/custom-case-status';
import classes from './admin-custom-cases.module.css';
import type { AdminCustomCaseFieldsFragment } from './admin-custom-cases.page.generated';
import { CustomCaseDrawer } from './custom-case-drawer';

export function CustomCaseQueueRow({ customCase }: { customCase: AdminCustomCaseFieldsFragment }) {
  const drawer = useOverlayDisclosure();
  const { brief } = customCase;

  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/admin/orders/${customCase.orderId}`} fw={600} className={classes.orderNumber}>
          {customCase.orderNumber}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text fw={600} size="sm" className={classes.city}>
          {brief.city}
        </Text>
        {brief.location && (
          <Text size="xs" c="dimmed" className={classes.city}>
            {brief.location}
          </Text>
        )}
      </Table.Td>
      <Table.Td className={classes.number}>{brief.suspects.length}</Table.Td>
      <Table.Td>
        <Text size="sm" className={classes.date}>
          {formatLongDate(brief.dateRequired)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" component="time" dateTime={customCase.orderedAt} className={classes.date}>
          {formatPurchaseTime(customCase.orderedAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <CustomCaseStatusBadge status={customCase.status} />
          {customCase.status === 'WRITING' && customCase.hasCaseFile && (
            <IconFileCheck size={16} className={classes.uploaded} aria-label="PDF uploaded" role="img" />
          )}
        </Group>
      </Table.Td>
      <Table.Td className={classes.action}>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFileDescription size={14} aria-hidden />}
          onClick={drawer.open}
          aria-label={`View brief of ${customCase.orderNumber}`}
        >
          View brief
        </Button>
        {drawer.mounted && <CustomCaseDrawer customCase={customCase} opened={drawer.opened} onClose={drawer.close} />}
      </Table.Td>
    </Table.Tr>
  );
}
