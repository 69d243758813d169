import { Badge, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { formatPriceCents } from '../../shared/format/format-price';
import { useFocusHandoff } from '../../shared/use-focus-handoff';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { CreditBalanceHint } from '../credits/credit-balance-hint';
import { CreditsButton } from '../credits/credits-button';
import { HardCopyOffer } from '../hard-copy/hard-copy-offer';
import { SponsorButton } from '../sponsorship/sponsor-button';
import { KitFacts } from './kit-facts';
import type { PurchaseBoxFieldsFragment } from './purchase-box.generated';
import { SponsorshipStatus } from './sponsorship-status';
import classes from './purchase-box.module.css';

export function PurchaseBox({ story }: { story: PurchaseBoxFieldsFragment }) {
  // Where focus goes when a button it was on leaves: the box, or the link that takes the place.
  const boxFocus = useFocusHandoff();
  const libraryLink = useFocusHandoff();

  return (
    <Paper
      component="section"
      ref={boxFocus.ref}
      tabIndex={-1}
      withBorder
      radius="lg"
      p="lg"
      className={classes.box}
      aria-label="Purchase"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed" className={classes.eyebrow}>
              Digital kit
            </Text>
            <Text className={classes.price}>{formatPriceCents(story.priceCents)}</Text>
          </div>
          {!story.isAvailable && (
            <Badge size="lg" color="crimson" variant="filled">
              Coming Soon!
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {story.isAvailable
            ? 'One-time purchase in US dollars.'
            : 'This case is still being prepared and cannot be bought yet.'}
        </Text>
        <Stack gap="xs">
          <AddToCartButton story={story} size="md" libraryLinkRef={libraryLink.ref} />
          <CreditsButton story={story} size="md" focusWhenRedeemed={libraryLink} />
        </Stack>
        <CreditBalanceHint />
        <Divider />
        <HardCopyOffer story={story} />
        <Divider />
        <KitFacts />
        <Divider />
        <Stack gap="sm">
          <SponsorshipStatus story={story} />
          <SponsorButton story={story} wording="page" size="md" focusWhenWithdrawn={boxFocus} />
        </Stack>
      </Stack>
    </Paper>
  );
}
