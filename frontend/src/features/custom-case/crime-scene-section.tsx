import { SimpleGrid, TextInput } from '@mantine/core';
import { IconBuildingCommunity, IconMapPin } from '@tabler/icons-react';
import type { BriefErrors } from './brief-rules';
import type { CustomCaseDraft } from './custom-case-draft';
import { FormSection } from './form-section';

interface CrimeSceneSectionProps {
  draft: CustomCaseDraft;
  errors: BriefErrors;
  onChange: (field: 'city' | 'location', value: string) => void;
}

/** Step 2: where the crime took place. */
export function CrimeSceneSection({ draft, errors, onChange }: CrimeSceneSectionProps) {
  return (
    <FormSection title="Crime scene" description="Where the case takes place: your home town, a holiday spot, anywhere.">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="City"
          description="The city the case is set in."
          required
          leftSection={<IconBuildingCommunity size={16} aria-hidden />}
          value={draft.city}
          onChange={(event) => onChange('city', event.currentTarget.value)}
          error={errors.city}
        />
        <TextInput
          label="Location"
          description="Optional: a street, building or landmark."
          leftSection={<IconMapPin size={16} aria-hidden />}
          value={draft.location}
          onChange={(event) => onChange('location', event.currentTarget.value)}
          error={errors.location}
        />
      </SimpleGrid>
    </FormSection>
  );
}
