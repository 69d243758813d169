import { useLoadMore } from '../admin/use-load-more';
import { useAdminCustomCasesQuery } from './admin-custom-cases.page.generated';
import { statusOfFilter, type CustomCaseFilter } from './custom-case-filter';

export const customCasesPageSize = 20;

/** One status's queue, oldest first, read on page by page with the shop's cursor. */
export function useCustomCaseQueue(filter: CustomCaseFilter) {
  const { data, error, networkStatus, fetchMore, refetch } = useAdminCustomCasesQuery({
    variables: { status: statusOfFilter(filter), limit: customCasesPageSize },
    // Cases move between statuses while the page is open: a filter chosen again is read afresh.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.customCases;
  const more = useLoadMore(page?.nextCursor ?? null, networkStatus, (after) =>
    fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        customCases: {
          ...fetchMoreResult.customCases,
          items: [...shown.customCases.items, ...fetchMoreResult.customCases.items],
        },
      }),
    }),
  );

  return {
    customCases: page?.items ?? null,
    failed: !page && error !== undefined,
    retry: () => void refetch().catch(() => undefined),
    ...more,
  };
}
