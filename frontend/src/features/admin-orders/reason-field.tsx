import { Textarea } from '@mantine/core';
import { REASON_MAX_LENGTH } from '../orders/refund-reason';

interface ReasonFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/** The operator's reason for a refund, or note declining one: one paragraph, in plain text. */
export function ReasonField({ label, value, onChange, error }: ReasonFieldProps) {
  return (
    <Textarea
      label={label}
      description={`One paragraph, up to ${REASON_MAX_LENGTH} characters. The customer reads it in their email.`}
      required
      rows={4}
      data-autofocus
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
