import { Textarea } from '@mantine/core';
import { characterCount, storyTextLimits } from './story-form-rules';
import { textProps } from './story-field-props';
import { StoryFormSection } from './story-form-section';
import type { StoryForm } from './use-story-form';

type DescriptionField = 'shortDescription' | 'mediumDescription' | 'longDescription';

const descriptions: readonly { field: DescriptionField; label: string; purpose: string; rows: number }[] = [
  { field: 'shortDescription', label: 'Short description', purpose: 'One sentence on catalogue cards.', rows: 2 },
  { field: 'mediumDescription', label: 'Medium description', purpose: 'Two or three sentences in the quick view.', rows: 3 },
  {
    field: 'longDescription',
    label: 'Long description',
    purpose: 'The story page; a blank line starts a new paragraph.',
    rows: 6,
  },
];

function countOf(length: number, max: number): string {
  return `${length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`;
}

export function StoryDescriptionFields({ form }: { form: StoryForm }) {
  return (
    <StoryFormSection title="Descriptions">
      {descriptions.map(({ field, label, purpose, rows }) => (
        <Textarea
          key={field}
          label={label}
          required
          description={`${purpose} ${countOf(characterCount(form.values[field].trim()), storyTextLimits[field])}`}
          rows={rows}
          resize="vertical"
          {...textProps(form, field)}
        />
      ))}
    </StoryFormSection>
  );
}
