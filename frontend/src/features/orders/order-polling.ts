import type { OrderState } from '../../graphql/types.generated';

/**
 * The payment provider's webhook, not the browser, moves an order on, seconds after the
 * customer returns (or before). Until then the page asks again this often.
 */
export const orderPollIntervalMs = 2000;

/** Orders still on their way to their customer; the others will not change by themselves. */
function isOrderInProgress(state: OrderState): boolean {
  return state === 'PENDING' || state === 'PAID';
}

export function orderPollInterval(state: OrderState | undefined): number {
  return state && isOrderInProgress(state) ? orderPollIntervalMs : 0;
}
