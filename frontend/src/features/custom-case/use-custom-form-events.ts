import { useEffect, useMemo, useRef } from 'react';
import { useAnalytics } from '../analytics/use-analytics';
import { MAX_SUSPECTS } from './custom-case-draft';
import type { MysteryCreatorClock } from './mystery-creator-clock';
import type { CustomCaseForm } from './use-custom-case-form';

/** A field's Custom Form Update goes once typing in it has paused this long: one per edit, not per keystroke. */
export const FIELD_UPDATE_PAUSE_MS = 1000;

export interface CustomFormEvents {
  /** The form's own changes, each tracked as it is made. */
  setField: CustomCaseForm['setField'];
  setSuspectField: CustomCaseForm['setSuspectField'];
  addSuspect: CustomCaseForm['addSuspect'];
  removeSuspect: CustomCaseForm['removeSuspect'];
  submitted: () => void;
  confirmed: (suspectCount: number) => void;
  succeeded: (suspectCount: number) => void;
  failed: (message: string) => void;
}

/**
 * Spec 7's Mystery Creator events: the view, suspects added and removed, each field's update, the
 * submit, the confirmation and how it ended. The changes stay stable functions, as the memoised
 * suspect fieldsets need.
 */
export function useCustomFormEvents(form: CustomCaseForm, clock: MysteryCreatorClock): CustomFormEvents {
  const { track } = useAnalytics();
  const { setField, setSuspectField, addSuspect, removeSuspect } = form;
  const suspectCount = useRef(form.draft.suspects.length);
  useEffect(() => {
    suspectCount.current = form.draft.suspects.length;
  });
  // Per field: cancels its update still waiting for typing to pause.
  const waitingUpdates = useRef(new Map<string, () => void>());

  useEffect(() => {
    track('Custom Form View', {});
  }, [track]);

  // A field changed just before the visitor left still counts as updated.
  useEffect(() => {
    const waiting = waitingUpdates.current;
    return () => {
      for (const [field, cancel] of waiting) {
        cancel();
        track('Custom Form Update', { field });
      }
      waiting.clear();
    };
  }, [track]);

  return useMemo(() => {
    const updated = (field: string) => {
      waitingUpdates.current.get(field)?.();
      const cancel = clock.later(() => {
        waitingUpdates.current.delete(field);
        track('Custom Form Update', { field });
      }, FIELD_UPDATE_PAUSE_MS);
      waitingUpdates.current.set(field, cancel);
    };
    return {
      setField: (field, value) => {
        setField(field, value);
        updated(field);
      },
      setSuspectField: (index, field, value) => {
        setSuspectField(index, field, value);
        updated(`suspects.${index}.${field}`);
      },
      addSuspect: () => {
        addSuspect();
        track('Custom Suspect Add', { suspect_count: Math.min(suspectCount.current + 1, MAX_SUSPECTS) });
      },
      removeSuspect: (index) => {
        removeSuspect(index);
        track('Custom Suspect Remove', { suspect_count: Math.max(suspectCount.current - 1, 0) });
      },
      submitted: () => track('Custom Form Submit', { suspect_count: suspectCount.current }),
      confirmed: (count) => track('Custom Form Confirm', { suspect_count: count }),
      succeeded: (count) => track('Custom Form Success', { suspect_count: count }),
      failed: (message) => track('Custom Form Error', { message }),
    };
  }, [clock, track, setField, setSuspectField, addSuspect, removeSuspect]);
}
