import { Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { AdminSection } from '../admin/admin-section';
import { LoadMoreFooter } from '../admin/load-more-footer';
import { SearchInput } from '../catalogue/search-input';
import classes from './admin-users.module.css';
import { useAdminUserList } from './use-admin-user-list';
import { searchOf, userSearchParam } from './user-search';
import { UsersTable } from './users-table';

function UserList({ search }: { search: string | null }) {
  const list = useAdminUserList(search);

  if (list.failed) return <LoadError onRetry={list.retry} />;
  if (!list.users) return <FingerprintLoader />;
  if (list.users.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        {search ? `No user's email or name starts with “${search}”.` : 'No one has signed up yet.'}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <UsersTable users={list.users} />
      <LoadMoreFooter {...list} failedText="The next users did not load." />
    </Stack>
  );
}

/** `/admin/users`: every user, newest first, found by email or name. */
export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const typed = params.get(userSearchParam) ?? '';

  // The text goes to the URL as typed: trimming it there would take a space the operator is
  // still typing out of the box under their cursor.
  const search = (text: string) => setParams(text === '' ? {} : { [userSearchParam]: text }, { replace: true });

  return (
    <AdminSection
      title="User Management"
      description="Find a customer by email or name: their library, orders, credits and role."
      actions={
        <SearchInput
          label="Search users"
          placeholder="Email or name"
          autoComplete="off"
          spellCheck={false}
          className={classes.search}
          value={typed}
          onSearch={search}
        />
      }
    >
      <UserList search={searchOf(typed)} />
    </AdminSection>
  );
}
