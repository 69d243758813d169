import { Button, Group, Paper, Select, SimpleGrid } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { StoryContext, StoryRegion, StoryType } from '../../graphql/types.generated';
import { storyContextLabels, storyRegionLabels, storyTypeLabels } from '../../shared/stories/story-labels';
import { typedKeys } from '../../shared/typed-keys';
import { clearedPanelFilters, countActiveFilters, type CatalogueView } from './catalogue-view';

interface CatalogueFiltersProps {
  id: string;
  view: CatalogueView;
  onChange: (changes: Partial<CatalogueView>) => void;
}

function optionsFrom<Value extends string>(labels: Record<Value, string>) {
  return typedKeys(labels).map((value) => ({ value, label: labels[value] }));
}

const typeOptions = optionsFrom(storyTypeLabels);
const regionOptions = optionsFrom(storyRegionLabels);
const contextOptions = optionsFrom(storyContextLabels);
const sponsoredOptions = [
  { value: true, label: 'Sponsored' },
  { value: false, label: 'Not yet sponsored' },
];

export function CatalogueFilters({ id, view, onChange }: CatalogueFiltersProps) {
  return (
    <Paper id={id} withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Select<StoryType>
          label="Type"
          placeholder="All types"
          data={typeOptions}
          value={view.type}
          onChange={(type) => onChange({ type })}
          clearable
        />
        <Select<StoryRegion>
          label="Region"
          placeholder="All regions"
          data={regionOptions}
          value={view.region}
          onChange={(region) => onChange({ region })}
          clearable
        />
        <Select<StoryContext>
          label="Context"
          placeholder="High and low tech"
          data={contextOptions}
          value={view.context}
          onChange={(context) => onChange({ context })}
          clearable
        />
        <Select<boolean>
          label="Sponsorship"
          placeholder="Any"
          data={sponsoredOptions}
          value={view.sponsored}
          onChange={(sponsored) => onChange({ sponsored })}
          clearable
        />
      </SimpleGrid>
      {countActiveFilters(view) > 0 && (
        <Group justify="flex-end" mt="sm">
          <Button variant="subtle" size="xs" leftSection={<IconX size={14} aria-hidden />} onClick={() => onChange(clearedPanelFilters)}>
            Clear filters
          </Button>
        </Group>
      )}
    </Paper>
  );
}
