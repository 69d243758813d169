import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { formatLongDate } from '../../shared/format/format-date';
import { dateRequiredRange } from './brief-dates';
import { optionsOf, referralSourceLabels } from './brief-options';
import type { BriefErrors } from './brief-rules';
import type { CustomCaseDraft } from './custom-case-draft';
import { FormSection } from './form-section';

interface BriefDetailsSectionProps {
  draft: CustomCaseDraft;
  errors: BriefErrors;
  now: Date;
  onChange: (field: 'email' | 'dateRequired' | 'source', value: string) => void;
}

const sourceOptions = [{ value: '', label: 'Choose one', disabled: true }, ...optionsOf(referralSourceLabels)];

/** Steps 1, 3 and 4: where the case goes, when it is needed, and how the customer found the shop. */
export function BriefDetailsSection({ draft, errors, now, onChange }: BriefDetailsSectionProps) {
  const { min, max } = dateRequiredRange(now);
  return (
    <FormSection title="Your details" description="Where we send your case, and when you need it.">
      <Stack gap="md">
        <TextInput
          type="email"
          label="Email"
          description="Your finished case is sent here."
          required
          autoComplete="email"
          leftSection={<IconMail size={16} aria-hidden />}
          value={draft.email}
          onChange={(event) => onChange('email', event.currentTarget.value)}
          error={errors.email}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            type="date"
            label="Date Required"
            description={`From ${formatLongDate(min)}`}
            required
            min={min}
            max={max}
            value={draft.dateRequired}
            onChange={(event) => onChange('dateRequired', event.currentTarget.value)}
            error={errors.dateRequired}
          />
          <NativeSelect
            label="Where did you hear about us?"
            description="Just so we know."
            required
            data={sourceOptions}
            value={draft.source}
            onChange={(event) => onChange('source', event.currentTarget.value)}
            error={errors.source}
          />
        </SimpleGrid>
      </Stack>
    </FormSection>
  );
}
