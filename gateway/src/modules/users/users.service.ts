import type { EntityManager } from "typeorm";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { isDuplicateKeyError } from "../../platform/database/database-errors";
import { characterCount, isPlainText, PLAIN_TEXT_MESSAGE } from "../../platform/plain-text";
import { type BusinessError, failure, invalidArgument, type Result, success } from "../../platform/errors/business-error";
import type { VerifiedIdentity } from "../../platform/http/verified-identity";
import { type RequestContext, systemContext } from "../../platform/request-context";
import { type AdminPolicy, isAdminIdentity } from "./admin-policy";
import { AdminRoles } from "./admin-roles";
import { NAME_MAX_LENGTH } from "./profile.inputs";
import { User } from "./user.entity";
import { UserByIdentity } from "./user-by-identity";
import { UserDirectory } from "./user-directory";

export interface ProfileUpdate {
  firstName?: string | null;
  lastName?: string | null;
}

function normalisedName(field: "firstName" | "lastName", value: string | null | undefined): Result<string | undefined, BusinessError<"INVALID_ARGUMENT">> {
  if (value === undefined || value === null) return success(undefined);
  const name = value.trim();
  if (characterCount(name) > NAME_MAX_LENGTH) return invalidArgument(field, `${field} must be at most ${NAME_MAX_LENGTH} characters`);
  // A name goes on case files and into emails, where a reordering mark could disguise what it says.
  if (!isPlainText(name)) return invalidArgument(field, `${field}: ${PLAIN_TEXT_MESSAGE}`);
  return success(name);
}

/**
 * Writes the role in effect as the row's override or else the policy, the override read as the row is written: a
 * grant or revocation committed since the row was read wins over the policy this request worked out.
 */
async function writeRoleInEffect(manager: EntityManager, id: number, policyAdmin: boolean, fields: Partial<Pick<User, "email" | "emailVerified">>): Promise<void> {
  const inEffect = `COALESCE(admin_override, ${policyAdmin ? 1 : 0})`;
  await manager.createQueryBuilder().update(User).set({ ...fields, isAdmin: () => inEffect }).where("id = :id", { id }).execute();
}

export class UsersService {
  /** Granting and revoking the admin role. */
  readonly roles: AdminRoles;
  /** Searching and paging through users, for the operator. */
  readonly directory: UserDirectory;
  private readonly byIdentity = new UserByIdentity();

  constructor(
    private readonly uow: UnitOfWork,
    private readonly policy: AdminPolicy,
  ) {
    this.roles = new AdminRoles(uow);
    this.directory = new UserDirectory(uow);
  }

  /**
   * The caller's user record, created on first authenticated use and kept in step with what the
   * token says (email, verification) and with the admin role in effect: the operator's grant or
   * revocation when there is one, else the policy. Two first requests racing each other end with one record.
   */
  async syncFromIdentity(identity: VerifiedIdentity): Promise<User> {
    const ctx = systemContext("sign-in");
    const policyAdmin = isAdminIdentity(identity, this.policy);
    const tokenSays = { email: identity.email?.toLowerCase() ?? null, emailVerified: identity.emailVerified };
    const where = { authIssuer: identity.issuer, authSubject: identity.subject };
    let user = await this.byIdentity.read(this.uow.manager(ctx), identity.issuer, identity.subject);
    if (!user) {
      try {
        return await this.uow.run(ctx, (tx) =>
          tx.transaction.manager.save(
            tx.transaction.manager.create(User, { ...where, ...tokenSays, isAdmin: policyAdmin, adminOverride: null, firstName: null, lastName: null }),
          ),
        );
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        user = await this.uow.manager(ctx).findOneByOrFail(User, where);
      }
    }
    const isAdmin = user.adminOverride ?? policyAdmin;
    const tokenKnowsEmail = identity.email !== null;
    const changed = user.isAdmin !== isAdmin || (tokenKnowsEmail && (user.email !== tokenSays.email || user.emailVerified !== tokenSays.emailVerified));
    if (!changed) return user;
    const update = tokenKnowsEmail ? tokenSays : {};
    const id = user.id;
    await this.uow.run(ctx, (tx) => writeRoleInEffect(tx.transaction.manager, id, policyAdmin, update));
    return Object.assign(user, update, { isAdmin });
  }

  /** Keeps the names the signed-in user goes by; a name left out stays as it is. */
  async updateProfile(ctx: RequestContext, profile: ProfileUpdate): Promise<Result<User, BusinessError<"INVALID_ARGUMENT" | "UNAUTHENTICATED">>> {
    const viewer = ctx.viewer;
    if (!viewer) return failure("UNAUTHENTICATED", "Sign in to continue");
    const firstName = normalisedName("firstName", profile.firstName);
    if (!firstName.ok) return firstName;
    const lastName = normalisedName("lastName", profile.lastName);
    if (!lastName.ok) return lastName;
    // Only the names given are written, so two requests changing one name each both keep theirs.
    const changes = { ...(firstName.value === undefined ? {} : { firstName: firstName.value }), ...(lastName.value === undefined ? {} : { lastName: lastName.value }) };
    const user = await this.uow.run(ctx, async (tx) => {
      const manager = tx.transaction.manager;
      if (Object.keys(changes).length > 0) await manager.update(User, { id: viewer.id }, changes);
      return manager.findOneByOrFail(User, { id: viewer.id });
    });
    return success(user);
  }

  /** The account whose owner proved they hold this email; the oldest, should two identities share it. */
  async accountIdOfVerifiedEmail(ctx: RequestContext, email: string): Promise<number | null> {
    const wanted = email.toLowerCase();
    const candidates = await this.uow.manager(ctx).find(User, { select: { id: true, email: true }, where: { email: wanted, emailVerified: true }, order: { id: "ASC" } });
    // MySQL's collation for users.email takes "exämple" or a full-width letter for the same address: only the exact one is.
    return candidates.find((user) => user.email === wanted)?.id ?? null;
  }

  findById(ctx: RequestContext, id: number): Promise<User | null> {
    return this.uow.manager(ctx).findOneBy(User, { id });
  }

  /** Applies the configured admin list to everyone already known (but those an admin granted or revoked), so a change takes effect at start. */
  applyAdminList(ctx: RequestContext): Promise<void> {
    return this.uow.run(ctx, async (tx) => {
      const manager = tx.transaction.manager;
      const users = await manager.find(User, { select: { id: true, email: true, emailVerified: true, isAdmin: true, adminOverride: true } });
      for (const user of users) {
        const policyAdmin = isAdminIdentity({ email: user.email, emailVerified: user.emailVerified, permissions: [] }, this.policy);
        if ((user.adminOverride ?? policyAdmin) !== user.isAdmin) await writeRoleInEffect(manager, user.id, policyAdmin, {});
      }
    });
  }

  count(ctx: RequestContext): Promise<number> {
    return this.uow.manager(ctx).count(User);
  }
}
