import type { CustomCaseStatus } from '../../graphql/types.generated';

/** Where a custom case stands, as its customer reads it. */
export const customCaseStatusLabels: Record<CustomCaseStatus, string> = {
  BRIEF_RECEIVED: 'Brief received',
  WRITING: 'Being written',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};
