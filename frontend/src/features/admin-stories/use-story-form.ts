import { useEffect, useRef, useState } from 'react';
import {
  readStoryForm,
  slugOfTitle,
  storyFormFields,
  type StoryFormContext,
  type StoryFormErrors,
  type StoryFormField,
  type StoryFormReading,
  type StoryFormValues,
} from './story-form';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function firstFieldOf(errors: StoryFormErrors): StoryFormField | null {
  return storyFormFields.find((field) => errors[field] !== undefined) ?? null;
}

/**
 * The editor's state: the values, the problems the browser finds (shown from the first save on,
 * then following the typing) and those the shop answered (each until its field changes).
 */
export function useStoryForm(initial: StoryFormValues, context: StoryFormContext) {
  const [values, setValues] = useState(initial);
  // A new story's id follows its title until the operator types an id of their own.
  const [idFollowsTitle, setIdFollowsTitle] = useState(context.isNew && initial.id === '');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<StoryFormErrors>({});
  const elements = useRef<Partial<Record<StoryFormField, FieldElement | null>>>({});
  // Focus moves once the messages are on screen, so the field is read out with its message.
  const [focusRequest, setFocusRequest] = useState<{ field: StoryFormField } | null>(null);

  useEffect(() => {
    if (focusRequest) elements.current[focusRequest.field]?.focus();
  }, [focusRequest]);

  const reading = readStoryForm(values, context);
  const problems = reading.ok ? {} : reading.errors;

  const errorOf = (field: StoryFormField): string | undefined =>
    (submitted ? problems[field] : undefined) ?? serverErrors[field];

  const setField = <Field extends StoryFormField>(field: Field, value: StoryFormValues[Field]) => {
    const changed: StoryFormField[] = [field];
    setValues((before) => {
      const next: StoryFormValues = { ...before, [field]: value };
      return field === 'title' && idFollowsTitle ? { ...next, id: slugOfTitle(next.title) } : next;
    });
    if (field === 'id') setIdFollowsTitle(false);
    if (field === 'title' && idFollowsTitle) changed.push('id');
    setServerErrors((before) => {
      const after = { ...before };
      for (const answered of changed) delete after[answered];
      return after;
    });
  };

  const refFor = (field: StoryFormField) => (element: FieldElement | null) => {
    elements.current[field] = element;
  };

  /** Marks the form submitted and answers what to send, moving focus to the first problem if any. */
  const submit = (): StoryFormReading => {
    setSubmitted(true);
    setServerErrors({});
    const first = reading.ok ? null : firstFieldOf(reading.errors);
    if (first) setFocusRequest({ field: first });
    return reading;
  };

  /** Shows the shop's refusal beside each field it names, and moves focus to the first. */
  const showServerErrors = (errors: StoryFormErrors) => {
    setServerErrors(errors);
    const first = firstFieldOf(errors);
    if (first) setFocusRequest({ field: first });
  };

  return { values, setField, errorOf, refFor, submit, showServerErrors };
}

export type StoryForm = ReturnType<typeof useStoryForm>;
