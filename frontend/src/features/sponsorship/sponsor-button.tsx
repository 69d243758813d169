import { Button, type MantineSize } from '@mantine/core';
import { IconAward, IconCheck } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { FocusHandoff } from '../../shared/use-focus-handoff';
import { useOverlayDisclosure } from '../../shared/use-overlay-disclosure';
import { storyEventProperties } from '../analytics/story-event-properties';
import { useAnalytics } from '../analytics/use-analytics';
import { useCart } from '../cart/use-cart';
import { useCartOverlays } from '../cart/use-cart-overlays';
import { useShopper } from '../cart/use-shopper';
import type { SponsorButtonStoryFieldsFragment } from './sponsor-button.generated';
import classes from './sponsor-button.module.css';
import { SponsorLabel, type SponsorWording } from './sponsor-label';
import type { SponsorshipOffer } from './sponsorship-offer';
import { useAddSponsorship } from './use-add-sponsorship';

// Only signed-in users who reach for it need the dialog, so its code loads on the first click.
const SponsorDialog = lazy(() => import('./sponsor-dialog').then((module) => ({ default: module.SponsorDialog })));

interface SponsorButtonProps {
  story: SponsorButtonStoryFieldsFragment;
  wording: SponsorWording;
  /** Id of the element that names the story, for buttons in a list where each says the same. */
  describedBy?: string;
  size?: MantineSize;
  /**
   * Takes focus when the dialog closes on a story the shop no longer lets the user sponsor: the
   * button is gone or disabled by then, and cannot take focus back.
   */
  focusWhenWithdrawn?: FocusHandoff;
}

/** Sponsor a story, for signed-in users, while the shop offers its sponsorship (nobody has taken it). */
export function SponsorButton(props: SponsorButtonProps) {
  const shopper = useShopper();
  const offer = props.story.sponsorshipOffer;
  // The last offer seen. When the shop refuses because someone else has just sponsored the story,
  // the story is read again without one, and the open dialog keeps this one while it says why.
  const [seenOffer, setSeenOffer] = useState(offer);
  if (offer && offer !== seenOffer) setSeenOffer(offer);
  const lastOffer = offer ?? seenOffer;
  if (shopper.status !== 'customer' || !lastOffer) return null;
  return <OfferedSponsorButton {...props} offer={lastOffer} />;
}

function OfferedSponsorButton(props: SponsorButtonProps & { offer: SponsorshipOffer }) {
  const { story, offer, wording, describedBy, size = 'sm', focusWhenWithdrawn } = props;
  const { cart } = useCart();
  const { openCart } = useCartOverlays();
  const dialog = useOverlayDisclosure();
  const { adding, add } = useAddSponsorship(story, offer.productId);
  const { track } = useAnalytics();
  const [problem, setProblem] = useState<string | null>(null);
  const withdrawn = story.sponsorshipOffer === null;
  const inCart = !adding && (cart?.items.some((item) => item.productId === offer.productId) ?? false);
  const iconSize = size === 'sm' || size === 'xs' ? 16 : 18;

  const open = () => {
    track('Sponsor Story Click', { ...storyEventProperties(story, offer.productId), sponsor_price: offer.priceCents / 100 });
    setProblem(null);
    dialog.open();
  };
  const close = () =>
    dialog.handOver(() => {
      if (withdrawn || !story.isAvailable) focusWhenWithdrawn?.focus();
    });
  const submit = async (sponsorName: string) => {
    setProblem(null);
    const outcome = await add(sponsorName);
    if (outcome.kind === 'refused') setProblem(outcome.message);
    // Closing the cart brings focus back to this button, as after any other way into the cart.
    if (outcome.kind === 'added') dialog.handOver(openCart);
  };

  return (
    <>
      {!withdrawn && (
        <Button
          size={size}
          fullWidth
          variant={inCart ? 'light' : 'outline'}
          color="brass"
          classNames={{ root: classes.root, label: classes.label }}
          disabled={!story.isAvailable}
          onClick={inCart ? openCart : open}
          aria-describedby={describedBy}
          leftSection={inCart ? <IconCheck size={iconSize} aria-hidden /> : <IconAward size={iconSize} aria-hidden />}
        >
          <SponsorLabel offer={offer} wording={wording} inCart={inCart} />
        </Button>
      )}
      {dialog.mounted && (
        <Suspense fallback={null}>
          <SponsorDialog
            opened={dialog.opened}
            onClose={close}
            storyTitle={story.title}
            offer={offer}
            offered={!withdrawn && story.isAvailable}
            adding={adding}
            problem={problem}
            onSubmit={(sponsorName) => void submit(sponsorName)}
          />
        </Suspense>
      )}
    </>
  );
}
