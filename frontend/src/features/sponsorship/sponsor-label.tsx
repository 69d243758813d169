import { formatPriceCents } from '../../shared/format/format-price';
import classes from './sponsor-label.module.css';
import type { SponsorshipOffer } from './sponsorship-offer';

/** Spec 2: a card says "Sponsor $19.95", the story page "Sponsor ($19.95) - Earn 5 Credits". */
export type SponsorWording = 'card' | 'page';

interface SponsorLabelProps {
  offer: SponsorshipOffer;
  wording: SponsorWording;
  /** The sponsorship waits in the cart: the button says so, in a card's half width if need be. */
  inCart: boolean;
}

/** What the Sponsor button says, with the price and the credits from the shop's offer. */
export function SponsorLabel({ offer, wording, inCart }: SponsorLabelProps) {
  if (inCart) return wording === 'card' ? 'Sponsor in cart' : 'Sponsorship in cart';
  const price = formatPriceCents(offer.priceCents);
  if (wording === 'card') return `Sponsor ${price}`;
  // Where the long wording must wrap, it breaks between its two phrases only.
  return (
    <>
      <span className={classes.phrase}>Sponsor ({price}) -</span>{' '}
      <span className={classes.phrase}>Earn {offer.creditsEarned} Credits</span>
    </>
  );
}
