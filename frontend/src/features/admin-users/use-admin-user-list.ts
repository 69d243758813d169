import { nextCursorOf, useLoadMore } from '../admin/use-load-more';
import { useAdminUsersQuery } from './admin-users.page.generated';

export const usersPageSize = 25;

/** The users matching a search (null: everyone), newest first, read on page by page. */
export function useAdminUserList(search: string | null) {
  const { data, error, networkStatus, fetchMore, refetch } = useAdminUsersQuery({
    variables: { search, limit: usersPageSize },
    // Users sign up and change while the page is open: a search typed again is read afresh.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.adminUsers;
  const more = useLoadMore(nextCursorOf(page), networkStatus, (after) =>
    fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        adminUsers: { ...fetchMoreResult.adminUsers, items: [...shown.adminUsers.items, ...fetchMoreResult.adminUsers.items] },
      }),
    }),
  );

  return {
    users: page?.items ?? null,
    failed: !page && error !== undefined,
    retry: () => void refetch().catch(() => undefined),
    ...more,
  };
}
