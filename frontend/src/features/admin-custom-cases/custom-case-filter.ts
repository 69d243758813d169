import type { CustomCaseStatus } from '../../graphql/types.generated';
import { customCaseStatusLabels } from '../custom-case/custom-case-status';

/** A status, or every case at once. */
export type CustomCaseFilter = CustomCaseStatus | 'ALL';

/** The queue opens on every case, oldest first, so nothing waiting is missed. */
export const defaultCustomCaseFilter: CustomCaseFilter = 'ALL';

export const customCaseFilters: readonly { value: CustomCaseFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'BRIEF_RECEIVED', label: customCaseStatusLabels.BRIEF_RECEIVED },
  { value: 'WRITING', label: customCaseStatusLabels.WRITING },
  { value: 'DELIVERED', label: customCaseStatusLabels.DELIVERED },
  { value: 'CANCELLED', label: customCaseStatusLabels.CANCELLED },
];

/** The filter a `?status=` parameter names; anything unknown opens the default. */
export function customCaseFilterOf(param: string | null): CustomCaseFilter {
  return customCaseFilters.find((filter) => filter.value === param)?.value ?? defaultCustomCaseFilter;
}

export function statusOfFilter(filter: CustomCaseFilter): CustomCaseStatus | null {
  return filter === 'ALL' ? null : filter;
}

const emptyTexts: Record<CustomCaseFilter, string> = {
  ALL: 'No custom case has been ordered yet.',
  BRIEF_RECEIVED: 'No brief is waiting: every paid case is being written or done.',
  WRITING: 'No case is being written right now.',
  DELIVERED: 'No custom case has been delivered yet.',
  CANCELLED: 'No custom case was cancelled.',
};

export function emptyQueueText(filter: CustomCaseFilter): string {
  return emptyTexts[filter];
}
