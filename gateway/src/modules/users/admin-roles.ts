import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { type BusinessError, failure, type Result, success } from "../../platform/errors/business-error";
import type { RequestContext } from "../../platform/request-context";
import { User } from "./user.entity";

export type RoleChangeFailure = BusinessError<"NOT_FOUND" | "ROLE_CHANGE_REFUSED">;

export const OWN_ROLE_MESSAGE = "You cannot change your own admin role.";
export const NOT_AN_ADMIN_MESSAGE = "You are no longer an admin, so you cannot change admin roles.";

function nameOf(user: User): string {
  const name = [user.firstName, user.lastName].filter((part) => part !== null && part !== "").join(" ");
  return user.email ?? (name || `User ${user.id}`);
}

/**
 * The operator's grants and revocations of the admin role. A change is written as the user's override of the policy
 * and as the role in effect, which their next request keeps (it works the role out again from the override).
 */
export class AdminRoles {
  constructor(private readonly uow: UnitOfWork) {}

  /**
   * Grants (`admin` true) or revokes the role of another user. Never one's own, and never the last admin's: every
   * change locks the admins' rows first, so two admins revoking each other at once take turns and the second finds
   * the other one the last admin (or, with more admins left, finds itself no longer one).
   */
  async setAdminRole(ctx: RequestContext, userId: number, admin: boolean): Promise<Result<User, RoleChangeFailure>> {
    const actor = ctx.viewer;
    if (!actor?.isAdmin) return failure("ROLE_CHANGE_REFUSED", NOT_AN_ADMIN_MESSAGE);
    if (actor.id === userId) return failure("ROLE_CHANGE_REFUSED", OWN_ROLE_MESSAGE);
    return this.uow.run(ctx, async (tx): Promise<Result<User, RoleChangeFailure>> => {
      const manager = tx.transaction.manager;
      const admins = await this.uow.forUpdate(manager.createQueryBuilder(User, "u").select("u.id").where("u.isAdmin = :admin", { admin: 1 })).getMany();
      const target = await this.uow.forUpdate(manager.createQueryBuilder(User, "u").where("u.id = :id", { id: userId })).getOne();
      if (!target) return failure("NOT_FOUND", "There is no user with this id.");
      const othersAdmin = admins.some((other) => other.id !== target.id);
      if (!admin && target.isAdmin && !othersAdmin) {
        return failure("ROLE_CHANGE_REFUSED", `${nameOf(target)} is the last admin; make someone else an admin first.`);
      }
      // The request was let in as an admin's; under the lock, the role may have been taken from them since.
      if (!admins.some((other) => other.id === actor.id)) return failure("ROLE_CHANGE_REFUSED", NOT_AN_ADMIN_MESSAGE);
      await manager.update(User, { id: target.id }, { adminOverride: admin, isAdmin: admin });
      return success(Object.assign(target, { adminOverride: admin, isAdmin: admin }));
    });
  }
}
