import type { SuspectDraft, SuspectField } from './custom-case-draft';

// Named by the suspect's own id, not its number, so they survive the removal of another suspect.
export function suspectElementId(suspect: SuspectDraft): string {
  return `suspect-${suspect.id}`;
}

export function suspectFieldId(suspect: SuspectDraft, field: SuspectField): string {
  return `suspect-${suspect.id}-${field}`;
}
