import { Button, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo, type ChangeEvent } from 'react';
import { optionsOf, skinToneLabels, suspectSexLabels } from './brief-options';
import { suspectErrors, type BriefErrors } from './brief-rules';
import type { SuspectDraft, SuspectField, SuspectTextField } from './custom-case-draft';
import classes from './suspect-fieldset.module.css';
import { suspectElementId, suspectFieldId } from './suspect-element-ids';

interface SuspectFieldsetProps {
  suspect: SuspectDraft;
  index: number;
  /** Whether a submit was tried: from then on the fields say what is wrong as they change. */
  checked: boolean;
  /** What the server refused, for the whole brief. */
  serverErrors: BriefErrors;
  onChange: (index: number, field: SuspectField, value: string) => void;
  onRemove: (index: number) => void;
}

const notGiven = { value: '', label: 'Not given' };
const sexOptions = [notGiven, ...optionsOf(suspectSexLabels)];
const skinToneOptions = [notGiven, ...optionsOf(skinToneLabels)];

const placeholders: Record<Exclude<SuspectTextField, 'fullName'>, string> = {
  age: 'e.g. 42',
  eyes: 'e.g. green',
  hairColor: 'e.g. auburn',
  height: `e.g. 5'8"`,
  occupation: 'e.g. lighthouse keeper',
  relationship: "e.g. the victim's business partner",
};

/**
 * One suspect: a name, and as much description as the customer cares to give. Each suspect checks
 * its own fields, so typing in one leaves the other five as they are.
 */
export const SuspectFieldset = memo(function SuspectFieldset(props: SuspectFieldsetProps) {
  const { suspect, index, checked, serverErrors, onChange, onRemove } = props;
  const number = index + 1;
  const browserErrors = checked ? suspectErrors(suspect, index) : {};
  const errorOf = (field: SuspectField) => {
    const path = `suspects.${index}.${field}`;
    return browserErrors[path] ?? serverErrors[path];
  };
  const fieldProps = (field: SuspectField) => ({
    id: suspectFieldId(suspect, field),
    error: errorOf(field),
    value: suspect[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(index, field, event.currentTarget.value),
  });
  // Customers describe people they know: the browser's saved names and addresses have no place here.
  const textProps = (field: SuspectTextField) => ({
    ...fieldProps(field),
    autoComplete: 'off',
    placeholder: field === 'fullName' ? undefined : placeholders[field],
  });

  return (
    <fieldset id={suspectElementId(suspect)} className={classes.suspect}>
      <legend className={classes.legend}>
        <span className={classes.number} aria-hidden>
          {number}
        </span>
        Suspect {number}
      </legend>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        className={classes.remove}
        leftSection={<IconTrash size={14} aria-hidden />}
        aria-label={`Remove suspect ${number}`}
        onClick={() => onRemove(index)}
      >
        Remove
      </Button>
      <SimpleGrid cols={2} spacing={{ base: 'sm', sm: 'md' }} verticalSpacing="sm" className={classes.fields}>
        <TextInput label="Full Name" required className={classes.wide} {...textProps('fullName')} />
        <TextInput label="Age" {...textProps('age')} />
        <NativeSelect label="Sex" data={sexOptions} {...fieldProps('sex')} />
        <TextInput label="Eyes" {...textProps('eyes')} />
        <TextInput label="Hair Color" {...textProps('hairColor')} />
        <TextInput label="Height" {...textProps('height')} />
        <NativeSelect label="Skin Tone" data={skinToneOptions} {...fieldProps('skinTone')} />
        <TextInput label="Occupation" className={classes.wideOnPhones} {...textProps('occupation')} />
        <TextInput label="Relationship" className={classes.wideOnPhones} {...textProps('relationship')} />
      </SimpleGrid>
    </fieldset>
  );
});
