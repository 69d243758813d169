import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatCredits } from '../../shared/credits/format-credits';
import { formatPurchaseDate } from '../account/format-purchase-date';
import { AdminTable } from '../admin/admin-table';
import type { AdminUserRowFieldsFragment } from './admin-users.page.generated';
import { AdminRoleBadge } from './admin-role-badge';
import classes from './admin-users.module.css';
import { userNameOf } from './user-name';

function UserRow({ user }: { user: AdminUserRowFieldsFragment }) {
  const name = userNameOf(user);
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/admin/users/${user.id}`} fw={600} className={classes.email}>
          {user.email ?? `User ${user.id} (no email)`}
        </Anchor>
      </Table.Td>
      <Table.Td>{name ?? <Text span c="dimmed" size="sm">—</Text>}</Table.Td>
      <Table.Td>
        <AdminRoleBadge isAdmin={user.isAdmin} />
      </Table.Td>
      <Table.Td className={classes.number}>{formatCredits(user.credits)}</Table.Td>
      <Table.Td className={classes.number}>{user.libraryCount}</Table.Td>
      <Table.Td>
        <Text size="sm" component="time" dateTime={user.createdAt} className={classes.date}>
          {formatPurchaseDate(user.createdAt)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

export function UsersTable({ users }: { users: readonly AdminUserRowFieldsFragment[] }) {
  return (
    <AdminTable label="Users" minWidth={760}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Email</Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th>Role</Table.Th>
          <Table.Th>Credits</Table.Th>
          <Table.Th>Library</Table.Th>
          <Table.Th>Joined</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <UserRow key={user.id} user={user} />
        ))}
      </Table.Tbody>
    </AdminTable>
  );
}
