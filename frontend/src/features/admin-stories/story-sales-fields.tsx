import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { NumberInput, Switch, TextInput } from '@mantine/core';
import { IconCurrencyDollar } from '@tabler/icons-react';
import { numberProps, switchProps, textProps } from './story-field-props';
import { StoryFormSection } from './story-form-section';
import type { StoryForm } from './use-story-form';

interface StorySalesFieldsProps {
  form: StoryForm;
  hasKitFile: boolean;
}

export function StorySalesFields({ form, hasKitFile }: StorySalesFieldsProps) {
  return (
    <StoryFormSection title="In the shop">
      <NumberInput
        label="Price in US dollars"
        required
        description="What the downloadable kit costs, e.g. 14.95."
        leftSection={<IconCurrencyDollar size={16} aria-hidden />}
        decimalScale={2}
        allowNegative={false}
        hideControls
        inputMode="decimal"
        {...numberProps(form, 'price')}
      />
      <TextInput
        label="Trailer video URL"
        description="Optional: the full address of the story's trailer."
        type="url"
        placeholder="https://"
        {...textProps(form, 'videoUrl')}
      />
      <Switch
        label="Available"
        description={
          hasKitFile
            ? 'Off: the story shows as Coming Soon and cannot be bought.'
            : 'The story stays Coming Soon until its kit PDF is uploaded.'
        }
        {...switchProps(form, 'isAvailable')}
      />
      <Switch label="Featured" description="Shown among Featured Stories at the top of the catalogue." {...switchProps(form, 'isFeatured')} />
    </StoryFormSection>
  );
}
