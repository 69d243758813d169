import type { ModuleDescriptor } from "../../platform/module";
import { systemContext } from "../../platform/request-context";
import type { CartDetailsPolicy } from "../cart";
import type { LibraryServices } from "../library";
import { ProductKind } from "../products";
import type { StoriesService } from "../stories";
import type { UsersService } from "../users";
import { CreditAdjustments } from "./credit-adjustments";
import { CreditAllocation } from "./credit-allocation.entity";
import { CreditExpiry, EXPIRY_REMINDER_TOPIC } from "./credit-expiry";
import { CreditGrant } from "./credit-grant.entity";
import { CreditHistory } from "./credit-history";
import { CreditLedger } from "./credit-ledger";
import { CreditSpend } from "./credit-spend.entity";
import { CreditsResolver, SponsorshipOfferResolver, ViewerCreditsResolver } from "./credits.resolver";
import { expiryReminderEmail } from "./expiry-reminder-email";
import { RedemptionService } from "./redemption.service";
import { sponsorshipCartDetails } from "./sponsor-name";
import { SponsorRoyalties } from "./sponsor-royalties";
import { SponsoredStories } from "./sponsored-stories";
import { sponsorshipLines } from "./sponsorship-lines";

export { CREDIT_TERMS } from "./credit-terms";
export type { CreditLedger, ExpiryGroup } from "./credit-ledger";
export type { CreditExpiry } from "./credit-expiry";
export type { SponsoredStories, SponsoredStoryView } from "./sponsored-stories";
export type { CreditHistory, CreditHistoryEntry } from "./credit-history";
export type { AdjustmentFailure } from "./credit-adjustments";
export { SponsoredStory } from "./credits.types";
export { EXPIRY_REMINDER_TOPIC } from "./credit-expiry";

/** How often a gateway records expired credits and sends reminders. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface CreditsServices {
  ledger: CreditLedger;
  redemptions: RedemptionService;
  sponsored: SponsoredStories;
  adjustments: CreditAdjustments;
  /** A user's grants and spends as one ledger, for the operator. */
  history: CreditHistory;
  expiry: CreditExpiry;
  /** How a paid sponsorship line is delivered and refunded, for the orders module. */
  sponsorshipLines: ReturnType<typeof sponsorshipLines>;
  /** What the cart asks of a sponsorship: an account and a display name. */
  cartDetails: ReadonlyMap<ProductKind, CartDetailsPolicy>;
}

export interface CreditsDependencies {
  users: UsersService;
  stories: StoriesService;
  library: LibraryServices;
}

/** Credits: an expiring ledger, redeeming stories with it, sponsorships and the royalties they earn. */
export const creditsModule: ModuleDescriptor<CreditsServices, CreditsDependencies> = {
  name: "credits",
  entities: [CreditGrant, CreditSpend, CreditAllocation],
  resolvers: [CreditsResolver, ViewerCreditsResolver, SponsorshipOfferResolver],
  create({ config, uow, outbox, mailer, clock, rateLimits }, { users, stories, library }) {
    const ledger = new CreditLedger(uow, clock);
    const redemptions = new RedemptionService(uow, ledger, library.library, stories, outbox);
    const sponsored = new SponsoredStories(stories.sponsorships, ledger);
    const adjustments = new CreditAdjustments(uow, ledger, users);
    const expiry = new CreditExpiry(uow, outbox, clock);
    library.library.listen(new SponsorRoyalties(stories.sponsorships, ledger, users));
    return {
      services: {
        ledger,
        redemptions,
        sponsored,
        adjustments,
        history: new CreditHistory(uow, clock),
        expiry,
        sponsorshipLines: sponsorshipLines(stories.sponsorships, ledger, clock),
        cartDetails: new Map([[ProductKind.SPONSORSHIP, sponsorshipCartDetails]]),
      },
      resolvers: [
        new CreditsResolver(ledger, redemptions, sponsored, adjustments, rateLimits.limit("credit-redemptions", config.rateLimits.cartWritesPerMinute)),
        new ViewerCreditsResolver(ledger),
        new SponsorshipOfferResolver(),
      ],
      outboxHandlers: { [EXPIRY_REMINDER_TOPIC]: expiryReminderEmail({ uow, mailer, users, publicUrl: config.publicUrl }) },
      start: () => expiry.start(systemContext("credit-expiry"), SWEEP_INTERVAL_MS),
      stop: async () => expiry.stop(),
    };
  },
};
