import { NativeSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminSection } from '../admin/admin-section';
import { OrdersSectionNav } from './orders-section-nav';

interface OrdersQueueSectionProps<Filter extends string> {
  title: string;
  description: string;
  /** The statuses offered, in order. */
  filters: readonly { value: Filter; label: string }[];
  /** The status a `?status=` parameter names; anything unknown opens `defaultFilter`. */
  filterOf: (param: string | null) => Filter;
  defaultFilter: Filter;
  /** The queue of the status chosen. */
  children: (filter: Filter) => ReactNode;
}

/**
 * A queue of the Orders section (hard copies, custom cases, refund requests): its heading, the
 * section's navigation, and a status choice kept in the address so a view can be shared.
 */
export function OrdersQueueSection<Filter extends string>(props: OrdersQueueSectionProps<Filter>) {
  const { title, description, filters, filterOf, defaultFilter, children } = props;
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('status'));

  const choose = (value: string) => {
    const chosen = filterOf(value);
    setParams(chosen === defaultFilter ? {} : { status: chosen }, { replace: true });
  };

  return (
    <AdminSection
      title={title}
      description={description}
      actions={
        <NativeSelect
          label="Status"
          w={180}
          value={filter}
          onChange={(event) => choose(event.currentTarget.value)}
          data={filters.map(({ value, label }) => ({ value, label }))}
        />
      }
    >
      <OrdersSectionNav />
      {children(filter)}
    </AdminSection>
  );
}
