import type { VerifiedIdentity } from "../../platform/http/verified-identity";

export interface AdminPolicy {
  adminEmails: ReadonlySet<string>;
  adminPermission: string;
}

/** Admin is granted to a verified email on the list, or to a token carrying the admin permission. */
export function isAdminIdentity(identity: Pick<VerifiedIdentity, "email" | "emailVerified" | "permissions">, policy: AdminPolicy): boolean {
  const byEmail = identity.emailVerified && identity.email !== null && policy.adminEmails.has(identity.email.toLowerCase());
  return byEmail || identity.permissions.includes(policy.adminPermission);
}
