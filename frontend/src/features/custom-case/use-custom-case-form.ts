import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { briefErrors, checkBrief, type BriefErrors } from './brief-rules';
import { blankSuspect, MAX_SUSPECTS, type CustomCaseDraft, type SuspectField } from './custom-case-draft';
import type { MysteryCreatorClock } from './mystery-creator-clock';
import { suspectElementId, suspectFieldId } from './suspect-element-ids';
import type { CustomCaseBriefInput } from './use-add-custom-case.generated';
import { useCustomCaseDraft } from './use-custom-case-draft';

/** Spec 9: a new suspect is scrolled into view after 100 ms, once it has been laid out. */
const SUSPECT_SCROLL_DELAY_MS = 100;

type BriefField = Exclude<keyof CustomCaseDraft, 'suspects'>;

export interface CustomCaseForm {
  draft: CustomCaseDraft;
  /** The brief's own fields' messages: the browser's checks once a submit was tried, and the server's. */
  errors: BriefErrors;
  /** Whether a submit was tried, from when on every field says what is wrong with it as it changes. */
  checked: boolean;
  /** What the server refused, until the field is edited. */
  serverErrors: BriefErrors;
  setField: (field: BriefField, value: string) => void;
  setSuspectField: (index: number, field: SuspectField, value: string) => void;
  addSuspect: () => void;
  removeSuspect: (index: number) => void;
  /** The brief to confirm, or null when the form shows what to fix (and focus went to the first such field). */
  submit: () => CustomCaseBriefInput | null;
  /** The server refused fields: they are shown beside their fields until edited. */
  showServerErrors: (errors: BriefErrors) => void;
  reset: () => void;
  formRef: RefObject<HTMLFormElement | null>;
  addSuspectRef: RefObject<HTMLButtonElement | null>;
}

function without(errors: BriefErrors, drop: (path: string) => boolean): BriefErrors {
  const kept = Object.entries(errors).filter(([path]) => !drop(path));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/** The Mystery Creator's state: the draft, its checks, suspects coming and going, and focus after a refusal. */
export function useCustomCaseForm(clock: MysteryCreatorClock): CustomCaseForm {
  const { draft, update, setEmail, reset: resetDraft } = useCustomCaseDraft();
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<BriefErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const addSuspectRef = useRef<HTMLButtonElement>(null);
  const pendingScroll = useRef<(() => void) | null>(null);

  useEffect(() => () => pendingScroll.current?.(), []);

  // After a refused submit, focus lands on the first field to fix, whose message it reads out;
  // with no field to fix but the missing suspect, on the button that adds one.
  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? addSuspectRef.current)?.focus();
  }, [focusRequest]);

  const errors = checked ? { ...serverErrors, ...briefErrors(draft, clock.now()) } : serverErrors;

  const setField = useCallback(
    (field: BriefField, value: string) => {
      setServerErrors((current) => without(current, (path) => path === field));
      if (field === 'email') setEmail(value);
      else update((current) => ({ ...current, [field]: value }));
    },
    [update, setEmail],
  );

  const setSuspectField = useCallback(
    (index: number, field: SuspectField, value: string) => {
      setServerErrors((current) => without(current, (path) => path === `suspects.${index}.${field}`));
      update((current) => ({
        ...current,
        suspects: current.suspects.map((suspect, at) => (at === index ? { ...suspect, [field]: value } : suspect)),
      }));
    },
    [update],
  );

  const addSuspect = useCallback(() => {
    const added = blankSuspect();
    setServerErrors((current) => without(current, (path) => path === 'suspects'));
    update((current) =>
      current.suspects.length >= MAX_SUSPECTS ? current : { ...current, suspects: [...current.suspects, added] },
    );
    pendingScroll.current?.();
    pendingScroll.current = clock.later(() => {
      pendingScroll.current = null;
      document.getElementById(suspectElementId(added))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      document.getElementById(suspectFieldId(added, 'fullName'))?.focus({ preventScroll: true });
    }, SUSPECT_SCROLL_DELAY_MS);
  }, [update, clock]);

  const removeSuspect = useCallback(
    (index: number) => {
      // The server named suspects by their place, which the removal shifts.
      setServerErrors((current) => without(current, (path) => path.startsWith('suspects.')));
      update((current) => ({ ...current, suspects: current.suspects.filter((_, at) => at !== index) }));
      addSuspectRef.current?.focus();
    },
    [update],
  );

  const submit = () => {
    setChecked(true);
    const result = checkBrief(draft, clock.now());
    if (result.valid) return result.brief;
    setFocusRequest((count) => count + 1);
    return null;
  };

  const showServerErrors = (refused: BriefErrors) => {
    setServerErrors(refused);
    setFocusRequest((count) => count + 1);
  };

  const reset = () => {
    resetDraft();
    setChecked(false);
    setServerErrors({});
  };

  return {
    draft,
    errors,
    checked,
    serverErrors,
    setField,
    setSuspectField,
    addSuspect,
    removeSuspect,
    submit,
    showServerErrors,
    reset,
    formRef,
    addSuspectRef,
  };
}
