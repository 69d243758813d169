import type { TransactionalContext } from "../../platform/request-context";
import type { AcquisitionListener, LibraryEntry } from "../library";
import type { SponsorshipsService } from "../stories";
import type { UsersService } from "../users";
import type { CreditLedger } from "./credit-ledger";
import { CreditSource } from "./credit-source";
import { CREDIT_TERMS } from "./credit-terms";

const grantKeyOf = (entry: LibraryEntry) => `royalty:${entry.id}`;

/**
 * A sponsor earns a credit each time someone else first acquires their story (bought or redeemed),
 * in the same transaction; a refund of that acquisition takes the credit back from what remains
 * of it. Repeat downloads make no new acquisition, and so no royalty.
 */
export class SponsorRoyalties implements AcquisitionListener {
  constructor(
    private readonly sponsorships: SponsorshipsService,
    private readonly ledger: CreditLedger,
    private readonly users: UsersService,
  ) {}

  async acquired(ctx: TransactionalContext, entry: LibraryEntry): Promise<void> {
    const sponsorship = await this.sponsorships.sponsorshipOf(ctx, entry.storyId);
    const sponsorId = sponsorship?.sponsorUserId ?? null;
    if (sponsorId === null || entry.userId === sponsorId) return;
    if (entry.userId === null && entry.email !== null) {
      // A visitor's purchase with the sponsor's own email is the sponsor's.
      const sponsor = await this.users.findById(ctx, sponsorId);
      if (sponsor?.email?.toLowerCase() === entry.email.toLowerCase()) return;
    }
    await this.ledger.grant(ctx, { userId: sponsorId, amount: CREDIT_TERMS.perRoyalty, source: CreditSource.ROYALTY, key: grantKeyOf(entry), storyId: entry.storyId });
  }

  async revoked(ctx: TransactionalContext, entry: LibraryEntry): Promise<void> {
    await this.ledger.takeBack(ctx, grantKeyOf(entry), { amount: CREDIT_TERMS.perRoyalty, key: `royalty-reversal:${entry.id}`, reason: "The acquisition that earned it was refunded." });
  }
}
