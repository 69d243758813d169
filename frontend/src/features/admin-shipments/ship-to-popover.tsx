import { Anchor, Popover, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { addressLines, shipToLine } from '../hard-copy/ship-to';
import { shippingOptionOf } from '../hard-copy/shipping-options';
import type { AdminShipmentFieldsFragment } from './admin-shipments.page.generated';
import classes from './admin-shipments.module.css';

/** Who and where, in short; the whole label's address, email and phone one click away. */
export function ShipToPopover({ shipment }: { shipment: AdminShipmentFieldsFragment }) {
  const { address } = shipment;
  return (
    <Popover width={300} position="bottom-start" shadow="md" withArrow>
      <Popover.Target>
        <UnstyledButton className={classes.shipTo}>
          <span className={classes.shipToText}>{shipToLine(address)}</span>
          <IconChevronDown size={14} aria-hidden className={classes.shipToChevron} />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="xs" c="dimmed" fw={700} tt="uppercase" mb={4}>
          {shippingOptionOf(shipment.region).label}
        </Text>
        <address className={classes.address}>
          {addressLines(address).map((line, index) => (
            <span key={index}>{line}</span>
          ))}
        </address>
        <Text size="sm" mt="xs" className={classes.contact}>
          <Anchor href={`mailto:${address.email}`} size="sm">
            {address.email}
          </Anchor>
        </Text>
        {address.phone && (
          <Text size="sm" className={classes.contact}>
            {address.phone}
          </Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
