import { createUnionType, Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { defineErrorResult, NotFoundError } from "../../platform/errors/error-result.type";
import { SponsoredStory } from "../credits";
import { Story } from "../stories";
import { AdminRoleSource } from "../users";

@ObjectType({ description: "A user as the operator sees them, with their role, credits and library size. Admins only." })
export class AdminUser {
  @Field(() => ID, { description: "The user's id in the shop." })
  id: string;

  @Field(() => String, { nullable: true, description: "Primary email, lower-cased, when the identity provider shares it." })
  email: string | null;

  @Field({ description: "Whether the identity provider verified the email." })
  emailVerified: boolean;

  @Field(() => String, { nullable: true, description: "First name." })
  firstName: string | null;

  @Field(() => String, { nullable: true, description: "Last name." })
  lastName: string | null;

  @Field({ description: "Whether the user is an admin: as of their latest request, or as the operator last set it." })
  isAdmin: boolean;

  @Field(() => AdminRoleSource, { description: "Who decides the role: the policy, or an admin who granted or revoked it." })
  roleSource: AdminRoleSource;

  @Field({ description: "When the user first signed in." })
  createdAt: Date;

  @Field(() => Int, { description: "Unexpired credits available to spend." })
  credits: number;

  @Field(() => Int, { description: "Stories the user holds now (rights taken back by a refund are not counted)." })
  libraryCount: number;
}

@ObjectType({ description: "A page of users, newest first. Admins only." })
export class AdminUserPage {
  @Field(() => [AdminUser], { description: "The users of this page." })
  items: AdminUser[];

  @Field({ description: "Whether more users follow; ask again with `after: endCursor`." })
  hasMore: boolean;

  @Field(() => String, { nullable: true, description: "The cursor after this page's last user, when more follow." })
  endCursor: string | null;
}

/** Whether a ledger row brought credits in or took them out. */
export enum CreditEntryKind {
  GRANT = "GRANT",
  SPEND = "SPEND",
}

registerEnumType(CreditEntryKind, {
  name: "CreditEntryKind",
  description: "Whether a ledger row brought credits in or took them out.",
  valuesConfig: {
    GRANT: { description: "Credits given; they expire." },
    SPEND: { description: "Credits taken out." },
  },
});

@ObjectType({ description: "One row of a user's credit ledger. Admins only." })
export class CreditLedgerEntry {
  @Field(() => ID, { description: "The row's id: `grant-<id>` or `spend-<id>`." })
  id: string;

  @Field(() => CreditEntryKind, { description: "Whether credits came in or went out." })
  kind: CreditEntryKind;

  @Field(() => Int, { description: "Credits, signed: positive for a grant, negative for a spend." })
  amount: number;

  @Field({
    description:
      "Where a grant came from (sponsorship, royalty, adjustment, refund, prize) or what a spend was (redemption, adjustment, reversal).",
  })
  source: string;

  @Field(() => String, { nullable: true, description: "The operator's reason, for adjustments and reversals." })
  reason: string | null;

  @Field(() => ID, { nullable: true, description: "The story the credits were earned on or spent on, when there is one." })
  storyId: string | null;

  @Field({ description: "When the credits were given or taken." })
  at: Date;

  @Field(() => Date, { nullable: true, description: "When a grant's credits stop counting; null for a spend." })
  expiresAt: Date | null;

  @Field(() => Int, { nullable: true, description: "Credits of a grant still spendable (none once it has expired); null for a spend." })
  remaining: number | null;
}

@ObjectType({ description: "A story a user holds or held. Admins only." })
export class AdminLibraryEntry {
  @Field(() => ID, { description: "The library entry's id." })
  id: string;

  @Field(() => Story, { description: "The story." })
  story: Story;

  @Field({ description: "How it was acquired: `purchase` (checkout) or `credits` (redeemed)." })
  purchaseType: string;

  @Field({ description: "The order number (or redemption reference) stamped on the case file." })
  reference: string;

  @Field({ description: "When it was acquired." })
  acquiredAt: Date;

  @Field(() => Date, { nullable: true, description: "When a refund took the right back; null while the user holds it." })
  revokedAt: Date | null;
}

@ObjectType({ description: "A user with their library, credit ledger and sponsorships. Admins only." })
export class AdminUserDetail {
  @Field(() => AdminUser, { description: "The user." })
  user: AdminUser;

  @Field(() => [AdminLibraryEntry], { description: "Every story the user has held, newest first, refunded ones included." })
  library: AdminLibraryEntry[];

  @Field(() => [CreditLedgerEntry], { description: "The user's grants and spends, newest first (the latest 200)." })
  creditLedger: CreditLedgerEntry[];

  @Field(() => [SponsoredStory], { description: "The stories the user sponsors, newest first, with what each earned." })
  sponsorships: SponsoredStory[];
}

export const RoleChangeRefusedError = defineErrorResult(
  "ROLE_CHANGE_REFUSED",
  "RoleChangeRefusedError",
  "The admin role cannot be changed so: never one's own, never the last admin's, and only by an admin",
);

export const SetAdminRoleResult = createUnionType({
  name: "SetAdminRoleResult",
  description: "The user with their new role, or why it was not changed.",
  types: () => [AdminUser, NotFoundError, RoleChangeRefusedError] as const,
});
