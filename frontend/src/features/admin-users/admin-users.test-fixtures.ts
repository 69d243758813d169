import type { MockedResponse } from '@apollo/client/testing';
import { vi } from 'vitest';
import { AdminCustomerDocument, type AdminCustomerQuery } from './admin-user.page.generated';
import { AdminUsersDocument } from './admin-users.page.generated';
import { AdjustCreditsDocument, type AdjustCreditsMutation } from './adjust-credits.generated';
import { SetAdminRoleDocument, type SetAdminRoleMutation } from './set-admin-role.generated';
import { usersPageSize } from './use-admin-user-list';

type Typed<T, Name extends string> = T & { __typename: Name };
type Detail = NonNullable<AdminCustomerQuery['adminUser']>;

export type AdminUserFixture = Typed<Detail['user'], 'AdminUser'>;
type LedgerEntryFixture = Typed<Detail['creditLedger'][number], 'CreditLedgerEntry'>;
type LibraryEntryFixture = Typed<Omit<Detail['library'][number], 'story'>, 'AdminLibraryEntry'> & {
  story: Typed<Detail['library'][number]['story'], 'Story'>;
};
type SponsorshipFixture = Typed<Omit<Detail['sponsorships'][number], 'story'>, 'SponsoredStory'> & {
  story: Typed<Detail['sponsorships'][number]['story'], 'Story'>;
};
export type AdminUserDetailFixture = {
  __typename: 'AdminUserDetail';
  user: AdminUserFixture;
  library: LibraryEntryFixture[];
  creditLedger: LedgerEntryFixture[];
  sponsorships: SponsorshipFixture[];
};

export const userId = 'usr_ada';

export function adminUserFixture(overrides: Partial<AdminUserFixture> = {}): AdminUserFixture {
  return {
    __typename: 'AdminUser',
    id: userId,
    email: 'ada@example.test',
    emailVerified: true,
    firstName: 'Ada',
    lastName: 'Lovelace',
    isAdmin: false,
    roleSource: 'POLICY',
    // Midday UTC is the same calendar day in every time zone the tests may run in.
    createdAt: '2026-10-02T12:00:00.000Z',
    credits: 20,
    libraryCount: 2,
    ...overrides,
  };
}

export function ledgerEntryFixture(overrides: Partial<LedgerEntryFixture> = {}): LedgerEntryFixture {
  return {
    __typename: 'CreditLedgerEntry',
    id: 'grant-1',
    kind: 'GRANT',
    amount: 20,
    source: 'sponsorship',
    reason: null,
    at: '2026-10-05T12:00:00.000Z',
    expiresAt: '2028-10-05T12:00:00.000Z',
    remaining: 20,
    ...overrides,
  };
}

export function adminUserDetailFixture(overrides: Partial<AdminUserDetailFixture> = {}): AdminUserDetailFixture {
  return {
    __typename: 'AdminUserDetail',
    user: adminUserFixture(),
    library: [
      {
        __typename: 'AdminLibraryEntry',
        id: '3',
        purchaseType: 'purchase',
        reference: 'CCK-7H3K-Q9TM',
        acquiredAt: '2026-10-04T12:00:00.000Z',
        revokedAt: null,
        story: { __typename: 'Story', id: 'the-salt-marsh-ledger', title: 'The Salt Marsh Ledger' },
      },
      {
        __typename: 'AdminLibraryEntry',
        id: '4',
        purchaseType: 'credits',
        reference: 'RDM-4Q2Z',
        acquiredAt: '2026-10-06T12:00:00.000Z',
        revokedAt: '2026-10-09T12:00:00.000Z',
        story: { __typename: 'Story', id: 'fog-over-lisbon', title: 'Fog Over Lisbon' },
      },
    ],
    creditLedger: [ledgerEntryFixture()],
    sponsorships: [
      {
        __typename: 'SponsoredStory',
        sponsorName: 'The Analytical Engine Club',
        sponsoredAt: '2026-10-05T12:00:00.000Z',
        downloads: 12,
        creditsEarned: 20,
        story: { __typename: 'Story', id: 'the-salt-marsh-ledger', title: 'The Salt Marsh Ledger' },
      },
    ],
    ...overrides,
  };
}

/** The user's page as the shop answers it; `result` counts how often it was read. */
export function customerMock(detail: AdminUserDetailFixture | null) {
  const result = vi.fn(() => ({ data: { adminUser: detail } }));
  const mock: MockedResponse = { request: { query: AdminCustomerDocument, variables: { id: userId } }, result };
  return { mock, result };
}

/** One page of the users list for a search (null: everyone), read after `after` when given. */
export function usersPageMock(
  search: string | null,
  items: readonly AdminUserFixture[],
  { after, endCursor = null }: { after?: string; endCursor?: string | null } = {},
): MockedResponse {
  const variables = after ? { search, limit: usersPageSize, after } : { search, limit: usersPageSize };
  return {
    request: { query: AdminUsersDocument, variables },
    result: { data: { adminUsers: { __typename: 'AdminUserPage', items, hasMore: endCursor !== null, endCursor } } },
  };
}

type RoleAnswer =
  | Exclude<SetAdminRoleMutation['setAdminRole'], { __typename: 'AdminUser' }>
  | Pick<AdminUserFixture, '__typename' | 'id' | 'isAdmin' | 'roleSource'>;

/** The shop's answer to granting (`admin` true) or revoking the user's admin role, counted. */
export function setAdminRoleSpy(admin: boolean, answer: RoleAnswer) {
  const result = vi.fn(() => ({ data: { setAdminRole: answer } }));
  const mock: MockedResponse = { request: { query: SetAdminRoleDocument, variables: { userId, admin } }, result };
  return { mock, calls: () => result.mock.calls.length };
}

type AdjustAnswer =
  | Exclude<AdjustCreditsMutation['adjustCredits'], { __typename: 'CreditAdjustmentResult' }>
  | { __typename: 'CreditAdjustmentResult'; userId: string; balance: number };

/** The shop's answer to one adjustment, sent under `idempotencyKey`, counted. */
export function adjustCreditsSpy(amount: number, reason: string, idempotencyKey: string, answer: AdjustAnswer) {
  const result = vi.fn(() => ({ data: { adjustCredits: answer } }));
  const mock: MockedResponse = {
    request: { query: AdjustCreditsDocument, variables: { userId, amount, reason, idempotencyKey } },
    result,
  };
  return { mock, calls: () => result.mock.calls.length };
}
