import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { NotFoundError } from "../../platform/errors/error-result.type";
import { toGraphQLError } from "../../platform/errors/graphql-errors";
import type { GraphqlContext } from "../../platform/graphql/graphql-context";
import { USER_PAGE_MAX_LIMIT, USER_SEARCH_MAX_LENGTH } from "../users";
import { adminUserDetailOf, adminUserOf } from "./admin-users.graphql-shape";
import { AdminUsersService } from "./admin-users.service";
import { AdminUserDetail, AdminUserPage, RoleChangeRefusedError, SetAdminRoleResult } from "./admin-users.types";

/** User Management in GraphQL: the users list, one user in full, and the admin role. */
@Resolver()
export class AdminUsersResolver {
  constructor(private readonly management: AdminUsersService) {}

  @Authorized("admin")
  @Query(() => AdminUserPage, {
    description: "Users newest first, optionally those whose email, first name or last name (or first and last name) starts with `search`, ignoring case. Admins only.",
  })
  async adminUsers(
    @Ctx() ctx: GraphqlContext,
    @Arg("search", () => String, { nullable: true, description: `A prefix of the email or name, at most ${USER_SEARCH_MAX_LENGTH} characters.` }) search: string | null,
    @Arg("limit", () => Int, { defaultValue: 25, description: `How many, 1 to ${USER_PAGE_MAX_LIMIT}.` }) limit: number,
    @Arg("after", () => String, { nullable: true, description: "The `endCursor` of the page before, asked with the same search." }) after: string | null,
  ): Promise<AdminUserPage> {
    const result = await this.management.page(ctx, { search: search ?? null, limit, after: after ?? null });
    if (!result.ok) throw toGraphQLError(result.error);
    const { items, nextCursor } = result.value;
    return Object.assign(new AdminUserPage(), { items: items.map(adminUserOf), hasMore: nextCursor !== null, endCursor: nextCursor });
  }

  @Authorized("admin")
  @Query(() => AdminUserDetail, { nullable: true, description: "One user with their library, credit ledger and sponsorships; null when there is no such user. Admins only." })
  async adminUser(@Ctx() ctx: GraphqlContext, @Arg("id", () => ID, { description: "The user's id." }) id: string): Promise<AdminUserDetail | null> {
    const record = await this.management.record(ctx, id);
    return record ? adminUserDetailOf(record) : null;
  }

  @Authorized("admin")
  @Mutation(() => SetAdminRoleResult, {
    description:
      "Grants (`admin: true`) or revokes another user's admin role, whatever ADMIN_EMAILS or their token says; it takes effect on their next request. Never one's own role, never the last admin's. Admins only.",
  })
  async setAdminRole(
    @Ctx() ctx: GraphqlContext,
    @Arg("userId", () => ID, { description: "The user whose role changes." }) userId: string,
    @Arg("admin", { description: "true to grant the role, false to revoke it." }) admin: boolean,
  ): Promise<typeof SetAdminRoleResult> {
    const result = await this.management.setAdminRole(ctx, userId, admin);
    if (result.ok) return adminUserOf(result.value);
    return result.error.errorCode === "NOT_FOUND" ? NotFoundError.from(result.error) : RoleChangeRefusedError.from(result.error);
  }
}
