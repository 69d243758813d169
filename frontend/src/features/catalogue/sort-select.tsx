import { NativeSelect } from '@mantine/core';
import { IconArrowsSort } from '@tabler/icons-react';
import type { StorySort } from '../../graphql/types.generated';
import { typedKeys } from '../../shared/typed-keys';
import { storySortLabels } from './story-sort-labels';

const sortValues = typedKeys(storySortLabels);
const sortOptions = sortValues.map((value) => ({ value, label: storySortLabels[value] }));

interface SortSelectProps {
  value: StorySort;
  onChange: (sort: StorySort) => void;
  className?: string;
}

export function SortSelect({ value, onChange, className }: SortSelectProps) {
  return (
    <NativeSelect
      aria-label="Sort stories"
      size="md"
      data={sortOptions}
      value={value}
      onChange={(event) => {
        const chosen = sortValues.find((sort) => sort === event.currentTarget.value);
        if (chosen) onChange(chosen);
      }}
      leftSection={<IconArrowsSort size={18} aria-hidden />}
      className={className}
    />
  );
}
