import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatPurchaseDate } from '../account/format-purchase-date';
import { DetailPanel } from '../admin/detail-panel';
import { FactList } from '../admin-orders/fact-list';
import { AdminRoleButton } from './admin-role-button';
import { useIsOwnAccount } from './own-account';
import { roleSourceLabels } from './role-source';
import type { AdminUserIdentityFieldsFragment } from './user-identity-panel.generated';
import { userNameOf } from './user-name';

function RoleFact({ user, who }: { user: AdminUserIdentityFieldsFragment; who: string }) {
  const ownAccount = useIsOwnAccount(user.email);
  return (
    <Stack gap={6} align="flex-start">
      <Group gap="xs">
        <Badge variant="light" color={user.isAdmin ? 'crimson' : 'gray'}>
          {user.isAdmin ? 'Admin' : 'Customer'}
        </Badge>
        <Text size="sm" c="dimmed">
          {roleSourceLabels[user.roleSource]}
        </Text>
      </Group>
      {ownAccount ? (
        <Text size="sm" c="dimmed">
          This is your account: another admin can change its role.
        </Text>
      ) : (
        <AdminRoleButton user={user} who={who} />
      )}
    </Stack>
  );
}

/** Who the user is, and their role in the shop. */
export function UserIdentityPanel({ user, who }: { user: AdminUserIdentityFieldsFragment; who: string }) {
  return (
    <DetailPanel title="Account">
      <FactList
        facts={[
          {
            label: 'Email',
            value: user.email ? (
              <Group gap="xs" component="span">
                <span>{user.email}</span>
                <Badge variant="outline" color={user.emailVerified ? 'teal' : 'gray'} size="sm">
                  {user.emailVerified ? 'Verified' : 'Not verified'}
                </Badge>
              </Group>
            ) : (
              'None given'
            ),
          },
          { label: 'Name', value: userNameOf(user) ?? 'None given' },
          { label: 'Joined', value: formatPurchaseDate(user.createdAt) },
          { label: 'Role', value: <RoleFact user={user} who={who} /> },
        ]}
      />
    </DetailPanel>
  );
}
