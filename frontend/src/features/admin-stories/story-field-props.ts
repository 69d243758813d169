import type { ChangeEvent } from 'react';
import { typedKeys } from '../../shared/typed-keys';
import type { StoryFormValues } from './story-form';
import type { StoryForm } from './use-story-form';

type TextField = 'id' | 'title' | 'city' | 'shortDescription' | 'mediumDescription' | 'longDescription' | 'videoUrl';
type NumberField = 'price' | 'playersMin' | 'playersMax' | 'playersBest' | 'lengthMinutes';
type SwitchField = 'isAvailable' | 'isFeatured';

/** Value, change, message and focus target of a text input or text area. */
export function textProps(form: StoryForm, field: TextField) {
  return {
    value: form.values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.setField(field, event.currentTarget.value),
    error: form.errorOf(field),
    ref: form.refFor(field),
  };
}

/** The same for a number input, whose text is kept as typed until the form is read. */
export function numberProps(form: StoryForm, field: NumberField) {
  return {
    value: form.values[field],
    onChange: (value: number | string) => form.setField(field, String(value)),
    error: form.errorOf(field),
    ref: form.refFor(field),
  };
}

export function switchProps(form: StoryForm, field: SwitchField) {
  return {
    checked: form.values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setField(field, event.currentTarget.checked),
    error: form.errorOf(field),
    ref: form.refFor(field),
  };
}

interface ChoiceProps {
  value: string;
  data: { value: string; label: string }[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  error: string | undefined;
  ref: (element: HTMLSelectElement | null) => void;
}

type ChoiceField = 'region' | 'type' | 'context' | 'difficulty';
type ChoiceOf<Field extends ChoiceField> = Exclude<StoryFormValues[Field], ''>;

/** A native select of one of the story's enums, starting on "Choose…" for a new story. */
export function choiceProps<Field extends ChoiceField>(
  form: StoryForm,
  field: Field,
  labels: Record<ChoiceOf<Field>, string>,
  placeholder: string,
): ChoiceProps {
  const choices = typedKeys(labels);
  return {
    value: form.values[field],
    data: [{ value: '', label: placeholder }, ...choices.map((choice) => ({ value: choice, label: labels[choice] }))],
    onChange: (event) => form.setField(field, choices.find((choice) => choice === event.currentTarget.value) ?? ''),
    error: form.errorOf(field),
    ref: form.refFor(field),
  };
}
