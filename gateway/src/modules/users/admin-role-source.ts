import { registerEnumType } from "type-graphql";

/** Who decides whether a user is an admin: the policy, or the operator who granted or revoked the role. */
export enum AdminRoleSource {
  POLICY = "POLICY",
  GRANTED = "GRANTED",
  REVOKED = "REVOKED",
}

registerEnumType(AdminRoleSource, {
  name: "AdminRoleSource",
  description: "Who decides whether a user is an admin.",
  valuesConfig: {
    POLICY: { description: "The policy: a verified email on the ADMIN_EMAILS list, or a token carrying the admin permission." },
    GRANTED: { description: "An admin granted the role, whatever the policy says." },
    REVOKED: { description: "An admin revoked the role, whatever the policy says." },
  },
});

export function roleSourceOf(adminOverride: boolean | null): AdminRoleSource {
  if (adminOverride === null) return AdminRoleSource.POLICY;
  return adminOverride ? AdminRoleSource.GRANTED : AdminRoleSource.REVOKED;
}
