import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconUserPlus } from '@tabler/icons-react';
import { useId, type RefObject } from 'react';
import type { BriefErrors } from './brief-rules';
import { MAX_SUSPECTS, type SuspectDraft, type SuspectField } from './custom-case-draft';
import { FormSection } from './form-section';
import { SuspectFieldset } from './suspect-fieldset';
import classes from './suspects-section.module.css';

interface SuspectsSectionProps {
  suspects: readonly SuspectDraft[];
  /** Why the number of suspects will not do, if it will not. */
  countProblem: string | undefined;
  checked: boolean;
  serverErrors: BriefErrors;
  onChange: (index: number, field: SuspectField, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  addButtonRef: RefObject<HTMLButtonElement | null>;
}

/** Step 5: one to six suspects, each in a fieldset of its own. */
export function SuspectsSection(props: SuspectsSectionProps) {
  const { suspects, countProblem, checked, serverErrors, onChange, onAdd, onRemove, addButtonRef } = props;
  const hintId = useId();
  const full = suspects.length >= MAX_SUSPECTS;

  return (
    <FormSection
      title="Suspects"
      description="Who could have done it? Only a full name is needed; every other detail is optional and makes the case richer."
    >
      <Stack gap="md">
        {suspects.map((suspect, index) => (
          <SuspectFieldset
            key={suspect.id}
            suspect={suspect}
            index={index}
            checked={checked}
            serverErrors={serverErrors}
            onChange={onChange}
            onRemove={onRemove}
          />
        ))}
        {suspects.length === 0 && !countProblem && (
          <Text c="dimmed" className={classes.empty}>
            No suspects yet. Add the first one to get started.
          </Text>
        )}
        {countProblem && (
          <Alert role="alert" color="crimson" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {countProblem}
          </Alert>
        )}
        <Group justify="space-between" gap="sm" className={classes.footer}>
          <Button
            ref={addButtonRef}
            variant="light"
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={onAdd}
            disabled={full}
            aria-describedby={hintId}
          >
            Add Suspect
          </Button>
          <Group gap="xs" id={hintId}>
            <Badge variant="light" color={full ? 'brass' : 'gray'} size="lg" tt="none" className={classes.count}>
              {suspects.length} of {MAX_SUSPECTS}
            </Badge>
            <Text size="sm" c="dimmed">
              Minimum 1, maximum {MAX_SUSPECTS}
            </Text>
          </Group>
        </Group>
        {/* Always present, so screen readers hear the limit the moment it is reached. */}
        <div role="status">
          {full && (
            <Text size="sm" className={classes.limit}>
              Maximum number of suspects reached ({MAX_SUSPECTS})
            </Text>
          )}
        </div>
      </Stack>
    </FormSection>
  );
}
