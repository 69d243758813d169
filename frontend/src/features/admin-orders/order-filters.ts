import type { AdminOrderFilter, OrderState, ProductKind } from '../../graphql/types.generated';
import { productKindLabels } from '../orders/product-kind-labels';
import { orderStateLabels } from './order-state-badge';

/** The orders list's filters as the URL holds them, so a view can be shared, bookmarked and gone back to. */
export interface OrderFilters {
  state: OrderState | null;
  kind: ProductKind | null;
  /** Placed on or after this day, `YYYY-MM-DD` on the operator's calendar; '' for no limit. */
  from: string;
  /** Placed on or before this day; '' for no limit. */
  to: string;
  /** An order number or the start of an email, as typed. */
  search: string;
}

export const orderStates = Object.keys(orderStateLabels) as OrderState[];
export const productKinds = Object.keys(productKindLabels) as ProductKind[];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayOf(param: string | null): string {
  return param && DAY.test(param) && !Number.isNaN(new Date(`${param}T00:00:00`).getTime()) ? param : '';
}

function oneOf<T extends string>(values: readonly T[], param: string | null): T | null {
  return values.find((value) => value === param) ?? null;
}

/** The filters a URL names; anything unknown is left out. */
export function orderFiltersOf(params: URLSearchParams): OrderFilters {
  return {
    state: oneOf(orderStates, params.get('state')),
    kind: oneOf(productKinds, params.get('kind')),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    search: params.get('search') ?? '',
  };
}

/** The URL parameters of some filters; those not set are left out, so the plain list has a plain address. */
export function orderFilterParams(filters: OrderFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.state) params.state = filters.state;
  if (filters.kind) params.kind = filters.kind;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  if (filters.search) params.search = filters.search;
  return params;
}

export function hasOrderFilters(filters: OrderFilters): boolean {
  return Object.keys(orderFilterParams(filters)).length > 0;
}

/** Why the dates cannot be used together, or null. */
export function dateRangeProblem(filters: OrderFilters): string | null {
  return filters.from && filters.to && filters.to < filters.from ? 'The end date comes before the start date.' : null;
}

/** The first moment of a day on the operator's clock, the clock the list's times are shown on. */
function startOfDay(day: string, daysLater = 0): string {
  const start = new Date(`${day}T00:00:00`);
  start.setDate(start.getDate() + daysLater);
  return start.toISOString();
}

/**
 * What the shop is asked for: orders placed from the start of `from` until the start of the day
 * after `to` (the shop leaves the end of a range out). A range that ends before it starts is left
 * out until it is corrected.
 */
export function adminOrderFilterOf(filters: OrderFilters): AdminOrderFilter {
  const filter: AdminOrderFilter = {};
  if (filters.state) filter.state = filters.state;
  if (filters.kind) filter.kind = filters.kind;
  const search = filters.search.trim();
  if (search) filter.search = search;
  if (dateRangeProblem(filters)) return filter;
  if (filters.from) filter.placedFrom = startOfDay(filters.from);
  if (filters.to) filter.placedTo = startOfDay(filters.to, 1);
  return filter;
}
