import { NativeSelect } from '@mantine/core';
import { typedKeys } from '../../shared/typed-keys';

interface FilterSelectProps<Value extends string> {
  label: string;
  /** Label of the empty choice that turns this filter off, e.g. "All types". */
  anyLabel: string;
  labels: Record<Value, string>;
  value: Value | null;
  onChange: (value: Value | null) => void;
}

/** A native select: light to ship, and the platform's own picker on phones. */
export function FilterSelect<Value extends string>(props: FilterSelectProps<Value>) {
  const { label, anyLabel, labels, value, onChange } = props;
  const values = typedKeys(labels);
  const options = [
    { value: '', label: anyLabel },
    ...values.map((option) => ({ value: option, label: labels[option] })),
  ];

  return (
    <NativeSelect
      label={label}
      data={options}
      value={value ?? ''}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        onChange(values.find((option) => option === chosen) ?? null);
      }}
    />
  );
}
