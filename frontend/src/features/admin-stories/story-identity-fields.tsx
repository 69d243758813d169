import { NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { storyContextLabels, storyRegionLabels, storyTypeLabels } from '../../shared/stories/story-labels';
import classes from './story-editor.module.css';
import { choiceProps, textProps } from './story-field-props';
import { StoryFormSection } from './story-form-section';
import type { StoryForm } from './use-story-form';

export function StoryIdentityFields({ form, isNew }: { form: StoryForm; isNew: boolean }) {
  return (
    <StoryFormSection title="Story">
      <TextInput label="Title" required {...textProps(form, 'title')} />
      {isNew ? (
        <TextInput
          label="Id"
          required
          description={`The story's address in the shop, /stories/${form.values.id || '…'}; suggested from the title, and fixed once created.`}
          autoComplete="off"
          spellCheck={false}
          {...textProps(form, 'id')}
        />
      ) : (
        <Text size="sm" c="dimmed" className={classes.address}>
          Address in the shop: /stories/{form.values.id}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="City" required {...textProps(form, 'city')} />
        <NativeSelect label="Region" required {...choiceProps(form, 'region', storyRegionLabels, 'Choose a region')} />
        <NativeSelect label="Type" required {...choiceProps(form, 'type', storyTypeLabels, 'Choose a type')} />
        <NativeSelect
          label="Context"
          required
          {...choiceProps(form, 'context', storyContextLabels, 'Choose high or low tech')}
        />
      </SimpleGrid>
    </StoryFormSection>
  );
}
