// Loaded with the pages that show tracking, not with the shop's first CSS.
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import classes from './shipment-tracking.module.css';

interface ShipmentTrackingProps {
  carrier: string;
  trackingNumber: string;
}

/** Who carries a shipped parcel and the number to follow it by, ready to copy into the carrier's site. */
export function ShipmentTracking({ carrier, trackingNumber }: ShipmentTrackingProps) {
  return (
    <dl className={classes.tracking}>
      <div className={classes.item}>
        <dt className={classes.term}>Carrier</dt>
        <dd className={classes.value}>{carrier}</dd>
      </div>
      <div className={classes.item}>
        <dt className={classes.term}>Tracking number</dt>
        <dd className={classes.value}>
          <span className={classes.number}>{trackingNumber}</span>
          <CopyButton value={trackingNumber}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow position="top">
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  size="sm"
                  onClick={copy}
                  aria-label={copied ? 'Tracking number copied' : 'Copy tracking number'}
                >
                  {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </dd>
      </div>
    </dl>
  );
}
