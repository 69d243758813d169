import { Button, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { formatPriceCents } from '../../shared/format/format-price';
import { useOverlayDisclosure } from '../../shared/use-overlay-disclosure';
import { useCartOverlays } from '../cart/use-cart-overlays';
import type { HardCopyStoryFieldsFragment } from './hard-copy-offer.generated';
import classes from './hard-copy-offer.module.css';
import { notifyHardCopyAdded, type AddedHardCopy } from './hard-copy-notification';
import { international, northAmerica } from './shipping-options';

// Most visitors never order a print, so the dialog's code loads on the first click.
const HardCopyDialog = lazy(() => import('./hard-copy-dialog').then((module) => ({ default: module.HardCopyDialog })));

/** The story page's hard-copy option: what a print costs, and the dialog that orders one. */
export function HardCopyOffer({ story }: { story: HardCopyStoryFieldsFragment }) {
  const dialog = useOverlayDisclosure();
  const { openCart } = useCartOverlays();

  // The toast comes once the dialog has closed and given focus back, so it is announced on the page.
  const added = (hardCopy: AddedHardCopy) => dialog.handOver(() => notifyHardCopyAdded(hardCopy, openCart));

  return (
    <Stack gap="xs">
      <div>
        <Text className={classes.heading}>Printed hard copy</Text>
        <Text size="sm" c="dimmed">
          The whole case on paper, shipped to your door: {formatPriceCents(northAmerica.priceCents)} in North
          America, {formatPriceCents(international.priceCents)} anywhere else.
        </Text>
      </div>
      <Button
        size="md"
        fullWidth
        variant="default"
        disabled={!story.isAvailable}
        onClick={dialog.open}
        leftSection={<IconPrinter size={18} aria-hidden />}
      >
        Order a Hard Copy
      </Button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <HardCopyDialog opened={dialog.opened} onClose={dialog.close} story={story} onAdded={added} />
        </Suspense>
      )}
    </Stack>
  );
}
