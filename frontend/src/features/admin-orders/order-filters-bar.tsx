import { Button, NativeSelect, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useDebouncedCommit } from '../catalogue/use-debounced-commit';
import { productKindLabels } from '../orders/product-kind-labels';
import classes from './admin-orders.module.css';
import { dateRangeProblem, hasOrderFilters, orderStates, productKinds, type OrderFilters } from './order-filters';
import { orderStateLabels } from './order-state-badge';

interface OrderFiltersBarProps {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
}

const noFilters: OrderFilters = { state: null, kind: null, from: '', to: '', search: '' };

/** The orders list's filters: state, product, the days placed, and an order number or email. */
export function OrderFiltersBar({ filters, onChange }: OrderFiltersBarProps) {
  const change = (changed: Partial<OrderFilters>) => onChange({ ...filters, ...changed });
  // Typing searches once the operator pauses, so each keystroke is not a request.
  const [searchText, setSearchText] = useDebouncedCommit(filters.search, (search) => change({ search }));

  return (
    <div className={classes.filters} role="search" aria-label="Filter orders">
      <TextInput
        type="search"
        label="Search"
        placeholder="Order number or email"
        autoComplete="off"
        spellCheck={false}
        className={classes.search}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(event) => setSearchText(event.currentTarget.value)}
      />
      <NativeSelect
        label="State"
        value={filters.state ?? ''}
        onChange={(event) => change({ state: orderStates.find((state) => state === event.currentTarget.value) ?? null })}
        data={[{ value: '', label: 'Any state' }, ...orderStates.map((state) => ({ value: state, label: orderStateLabels[state] }))]}
      />
      <NativeSelect
        label="Product"
        value={filters.kind ?? ''}
        onChange={(event) => change({ kind: productKinds.find((kind) => kind === event.currentTarget.value) ?? null })}
        data={[{ value: '', label: 'Any product' }, ...productKinds.map((kind) => ({ value: kind, label: productKindLabels[kind] }))]}
      />
      <TextInput
        type="date"
        label="Placed from"
        value={filters.from}
        onChange={(event) => change({ from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label="Placed to"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => change({ to: event.currentTarget.value })}
        error={dateRangeProblem(filters)}
      />
      {hasOrderFilters(filters) && (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => {
            setSearchText('');
            onChange(noFilters);
          }}
        >
          Clear filters
        </Button>
      )}
    </div>
  );
}
