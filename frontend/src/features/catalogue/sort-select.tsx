import { Select } from '@mantine/core';
import { IconArrowsSort } from '@tabler/icons-react';
import type { StorySort } from '../../graphql/types.generated';
import { typedKeys } from '../../shared/typed-keys';
import { storySortLabels } from './story-sort-labels';

const sortOptions = typedKeys(storySortLabels).map((value) => ({ value, label: storySortLabels[value] }));

interface SortSelectProps {
  value: StorySort;
  onChange: (sort: StorySort) => void;
  className?: string;
}

export function SortSelect({ value, onChange, className }: SortSelectProps) {
  return (
    <Select<StorySort>
      aria-label="Sort stories"
      size="md"
      data={sortOptions}
      value={value}
      onChange={(sort) => sort && onChange(sort)}
      allowDeselect={false}
      leftSection={<IconArrowsSort size={18} aria-hidden />}
      className={className}
    />
  );
}
