// Loaded with the page that copies the email, not with the shop's first CSS.
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, CopyButton, Group, Popover, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown, IconCopy } from '@tabler/icons-react';
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
        {/* The customer typed the email: it is shown as text to copy, never made into a link. */}
        <Group gap={4} mt="xs" wrap="nowrap">
          <Text size="sm" miw={0} className={classes.contact}>
            {address.email}
          </Text>
          <CopyButton value={address.email}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow position="top">
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  size="sm"
                  onClick={copy}
                  aria-label={copied ? 'Email copied' : 'Copy email'}
                >
                  {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        {address.phone && (
          <Text size="sm" className={classes.contact}>
            {address.phone}
          </Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
