import type { AdminRoleSource } from '../../graphql/types.generated';

/** Where a user's role comes from, in the operator's words. */
export const roleSourceLabels: Record<AdminRoleSource, string> = {
  POLICY: "Follows the shop's admin list",
  GRANTED: 'Granted in the back office',
  REVOKED: 'Revoked in the back office',
};
