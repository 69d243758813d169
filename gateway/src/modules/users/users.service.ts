import type { DataSource } from "typeorm";
import { isDuplicateKeyError } from "../../platform/database-errors";
import { type AdminPolicy, isAdminIdentity } from "./admin-policy";
import { User } from "./user.entity";
import type { VerifiedIdentity } from "./verified-identity";

export interface UserStatus {
  isAdmin: boolean;
  credits: number;
}

export interface ProfileUpdate {
  firstName?: string;
  lastName?: string;
}


export class UsersService {
  constructor(
    private readonly db: DataSource,
    private readonly policy: AdminPolicy,
  ) {}

  /**
   * The caller's user record, created on first authenticated use and kept in step with what the
   * token says (email, verification, admin). Two first requests racing each other end with one record.
   */
  async syncFromIdentity(identity: VerifiedIdentity): Promise<User> {
    const repository = this.db.getRepository(User);
    const wanted = {
      email: identity.email?.toLowerCase() ?? null,
      emailVerified: identity.emailVerified,
      isAdmin: isAdminIdentity(identity, this.policy),
    };
    const where = { authIssuer: identity.issuer, authSubject: identity.subject };
    let user = await repository.findOneBy(where);
    if (!user) {
      try {
        user = await repository.save(repository.create({ ...where, ...wanted, firstName: null, lastName: null }));
        return user;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        user = await repository.findOneByOrFail(where);
      }
    }
    const tokenKnowsEmail = identity.email !== null;
    const changed =
      user.isAdmin !== wanted.isAdmin || (tokenKnowsEmail && (user.email !== wanted.email || user.emailVerified !== wanted.emailVerified));
    if (!changed) return user;
    const update = tokenKnowsEmail ? wanted : { isAdmin: wanted.isAdmin };
    await repository.update({ id: user.id }, update);
    return Object.assign(user, update);
  }

  async updateProfile(user: User, profile: ProfileUpdate): Promise<User> {
    const update = { firstName: profile.firstName ?? user.firstName, lastName: profile.lastName ?? user.lastName };
    await this.db.getRepository(User).update({ id: user.id }, update);
    return Object.assign(user, update);
  }

  status(user: User): UserStatus {
    // Credits arrive with the credits ledger; until then every balance is zero.
    return { isAdmin: user.isAdmin, credits: 0 };
  }

  /** Applies the configured admin list to everyone already known, so a change takes effect at start. */
  async applyAdminList(): Promise<void> {
    const repository = this.db.getRepository(User);
    const users = await repository.find({ select: { id: true, email: true, emailVerified: true, isAdmin: true } });
    for (const user of users) {
      const isAdmin = isAdminIdentity({ email: user.email, emailVerified: user.emailVerified, permissions: [] }, this.policy);
      if (isAdmin !== user.isAdmin) await repository.update({ id: user.id }, { isAdmin });
    }
  }

  count(): Promise<number> {
    return this.db.getRepository(User).count();
  }
}
