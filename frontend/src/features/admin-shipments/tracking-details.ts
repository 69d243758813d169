export interface TrackingDetails {
  carrier: string;
  trackingNumber: string;
}

export type TrackingField = keyof TrackingDetails;

export type TrackingErrors = Partial<Record<TrackingField, string>>;

// The shop's limits (it checks again): both required, at most 60 characters once trimmed.
const MAX_LENGTH = 60;

const requiredMessages: Record<TrackingField, string> = {
  carrier: 'Enter the carrier, e.g. Canada Post.',
  trackingNumber: 'Enter the tracking number.',
};

function problemOf(field: TrackingField, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return requiredMessages[field];
  if ([...trimmed].length > MAX_LENGTH) return `Keep it to ${MAX_LENGTH} characters or fewer.`;
  return null;
}

export function trackingProblems(details: TrackingDetails): TrackingErrors {
  const problems: TrackingErrors = {};
  for (const field of ['carrier', 'trackingNumber'] as const) {
    const problem = problemOf(field, details[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The form field an InvalidDetailsError's field path names (`carrier`, `trackingNumber`), if any. */
export function trackingFieldOf(path: string): TrackingField | null {
  const name = path.split('.').at(-1);
  return name === 'carrier' || name === 'trackingNumber' ? name : null;
}
