import type { Shop, ShopClient, TestUser } from "../../test-support/commerce.test-fixtures";
import type { GraphqlResponse } from "../../test-support/test-gateway";

/*
 * What the User Management suites share: its GraphQL documents, the answers' shapes, and users made known to the shop
 * with the names they go by.
 */

const ADMIN_USER_FIELDS = "id email emailVerified firstName lastName isAdmin roleSource createdAt credits libraryCount";

export const ADMIN_USERS = `query Users($search: String, $limit: Int, $after: String) {
  adminUsers(search: $search, limit: $limit, after: $after) { items { ${ADMIN_USER_FIELDS} } hasMore endCursor }
}`;

export const ADMIN_USER = `query User($id: ID!) {
  adminUser(id: $id) {
    user { ${ADMIN_USER_FIELDS} }
    library { id story { id title } purchaseType reference acquiredAt revokedAt }
    creditLedger { id kind amount source reason storyId at expiresAt remaining }
    sponsorships { story { id } sponsorName sponsoredAt downloads creditsEarned }
  }
}`;

export const SET_ADMIN_ROLE = `mutation Role($userId: ID!, $admin: Boolean!) {
  setAdminRole(userId: $userId, admin: $admin) { __typename ... on AdminUser { ${ADMIN_USER_FIELDS} } ... on ErrorResult { errorCode message } }
}`;

export interface AdminUserData {
  id: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
  roleSource: "POLICY" | "GRANTED" | "REVOKED";
  createdAt: string;
  credits: number;
  libraryCount: number;
}

export interface AdminUserPageData {
  items: AdminUserData[];
  hasMore: boolean;
  endCursor: string | null;
}

export interface AdminUserDetailData {
  user: AdminUserData;
  library: { id: string; story: { id: string; title: string }; purchaseType: string; reference: string; acquiredAt: string; revokedAt: string | null }[];
  creditLedger: {
    id: string;
    kind: "GRANT" | "SPEND";
    amount: number;
    source: string;
    reason: string | null;
    storyId: string | null;
    at: string;
    expiresAt: string | null;
    remaining: number | null;
  }[];
  sponsorships: { story: { id: string }; sponsorName: string; sponsoredAt: string; downloads: number; creditsEarned: number }[];
}

export type SetAdminRoleAnswer = Partial<AdminUserData> & { __typename: string; errorCode?: string; message?: string };

/** The data of a request that must not fail at the GraphQL level. */
async function dataOf<T>(client: ShopClient, query: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await client.graphql<T>(query, variables);
  if (response.errors || !response.data) throw new Error(`GraphQL failed (${response.status}): ${JSON.stringify(response.errors)}`);
  return response.data;
}

export async function adminUsers(client: ShopClient, variables: { search?: string; limit?: number; after?: string | null } = {}): Promise<AdminUserPageData> {
  return (await dataOf<{ adminUsers: AdminUserPageData }>(client, ADMIN_USERS, variables)).adminUsers;
}

export async function adminUser(client: ShopClient, id: number | string): Promise<AdminUserDetailData | null> {
  return (await dataOf<{ adminUser: AdminUserDetailData | null }>(client, ADMIN_USER, { id: String(id) })).adminUser;
}

/** The whole answer: callers check who may change roles. */
export function setAdminRole(client: ShopClient, userId: number | string, admin: boolean): Promise<GraphqlResponse<{ setAdminRole: SetAdminRoleAnswer }>> {
  return client.graphql<{ setAdminRole: SetAdminRoleAnswer }>(SET_ADMIN_ROLE, { userId: String(userId), admin });
}

/** Whether the shop takes the user for an admin on this request (which works the role out again). */
export async function isAdminNow(shop: Shop, user: TestUser): Promise<boolean> {
  return (await dataOf<{ me: { isAdmin: boolean } }>(shop.as(user), "{ me { isAdmin } }")).me.isAdmin;
}

/** Makes the user known to the shop with the names they go by; returns their id. */
export async function signUp(shop: Shop, user: TestUser, names: { firstName?: string; lastName?: string } = {}): Promise<number> {
  const response = await shop.as(user).request("/api-coldcase/users/create", { headers: { "content-type": "application/json" }, body: JSON.stringify(names) });
  if (response.status !== 200) throw new Error(`Could not sign ${user.sub} up: ${response.status} ${response.text()}`);
  const rows: { id: number | string }[] = await shop.gateway.db.query("SELECT id FROM users WHERE auth_subject = ?", [user.sub]);
  const [row] = rows;
  if (!row) throw new Error(`No user ${user.sub}`);
  return Number(row.id);
}
