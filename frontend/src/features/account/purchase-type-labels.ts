import type { PurchaseType } from '../../graphql/types.generated';

export const purchaseTypeLabels: Record<PurchaseType, string> = {
  PURCHASE: 'Purchase',
  CREDITS: 'Credits',
};
