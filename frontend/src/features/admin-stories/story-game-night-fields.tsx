import '@mantine/core/styles/NumberInput.css';
import { NativeSelect, NumberInput, SimpleGrid } from '@mantine/core';
import { storyDifficultyLabels } from '../catalogue/game-night-labels';
import { choiceProps, numberProps } from './story-field-props';
import { StoryFormSection } from './story-form-section';
import type { StoryForm } from './use-story-form';

const wholeNumber = { allowDecimal: false, allowNegative: false, hideControls: true, inputMode: 'numeric' } as const;

export function StoryGameNightFields({ form }: { form: StoryForm }) {
  return (
    <StoryFormSection title="Game night" description="Shown on the story's card and page, and used by the catalogue's filters.">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <NumberInput label="Fewest players" required {...wholeNumber} {...numberProps(form, 'playersMin')} />
        <NumberInput label="Most players" required {...wholeNumber} {...numberProps(form, 'playersMax')} />
        <NumberInput label="Best with" required {...wholeNumber} {...numberProps(form, 'playersBest')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberInput
          label="Length in minutes"
          required
          description="Up to 60 is short, 61 to 120 medium, longer is long."
          {...wholeNumber}
          {...numberProps(form, 'lengthMinutes')}
        />
        <NativeSelect
          label="Difficulty"
          required
          {...choiceProps(form, 'difficulty', storyDifficultyLabels, 'Choose a difficulty')}
        />
      </SimpleGrid>
    </StoryFormSection>
  );
}
