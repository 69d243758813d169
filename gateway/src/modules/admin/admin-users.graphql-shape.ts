import type { CreditHistoryEntry, SponsoredStoryView } from "../credits";
import { SponsoredStory } from "../credits";
import type { LibraryEntry } from "../library";
import { roleSourceOf } from "../users";
import type { AdminUserRecord, AdminUserSummary } from "./admin-users.service";
import { AdminLibraryEntry, AdminUser, AdminUserDetail, CreditEntryKind, CreditLedgerEntry } from "./admin-users.types";

// The service's answers as the GraphQL types of User Management.

export function adminUserOf({ user, credits, libraryCount }: AdminUserSummary): AdminUser {
  return Object.assign(new AdminUser(), {
    id: String(user.id),
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
    roleSource: roleSourceOf(user.adminOverride),
    createdAt: user.createdAt,
    credits,
    libraryCount,
  });
}

function ledgerEntryOf(entry: CreditHistoryEntry): CreditLedgerEntry {
  const grant = entry.kind === "grant" ? entry : null;
  return Object.assign(new CreditLedgerEntry(), {
    id: `${entry.kind}-${entry.id}`,
    kind: grant ? CreditEntryKind.GRANT : CreditEntryKind.SPEND,
    amount: entry.amount,
    source: entry.source,
    reason: entry.reason,
    storyId: entry.storyId,
    at: entry.at,
    expiresAt: grant?.expiresAt ?? null,
    remaining: grant?.remaining ?? null,
  });
}

function libraryEntryOf(entry: LibraryEntry): AdminLibraryEntry[] {
  if (!entry.story) return [];
  return [
    Object.assign(new AdminLibraryEntry(), {
      id: String(entry.id),
      story: entry.story,
      purchaseType: entry.purchaseType,
      reference: entry.reference,
      acquiredAt: entry.acquiredAt,
      revokedAt: entry.revokedAt,
    }),
  ];
}

function sponsoredStoryOf(view: SponsoredStoryView): SponsoredStory {
  return Object.assign(new SponsoredStory(), view);
}

export function adminUserDetailOf(record: AdminUserRecord): AdminUserDetail {
  return Object.assign(new AdminUserDetail(), {
    user: adminUserOf(record.summary),
    library: record.library.flatMap(libraryEntryOf),
    creditLedger: record.ledger.map(ledgerEntryOf),
    sponsorships: record.sponsorships.map(sponsoredStoryOf),
  });
}
