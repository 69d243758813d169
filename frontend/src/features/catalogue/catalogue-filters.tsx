import { Button, Group, Paper, SimpleGrid } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { storyContextLabels, storyRegionLabels, storyTypeLabels } from '../../shared/stories/story-labels';
import { clearedPanelFilters, countActiveFilters, playerCountChoices, type CatalogueView } from './catalogue-view';
import { FilterSelect } from './filter-select';
import { storyDifficultyLabels, storyLengthLabels } from './game-night-labels';

const sponsorshipLabels = { sponsored: 'Sponsored', unsponsored: 'Not yet sponsored' } as const;
type Sponsorship = keyof typeof sponsorshipLabels;

const largestGroupChoice = Math.max(...playerCountChoices);

function playerCountLabel(count: number): string {
  if (count === 1) return '1 player';
  return count === largestGroupChoice ? `${count}+ players` : `${count} players`;
}

const playerCountLabels: Record<string, string> = Object.fromEntries(
  playerCountChoices.map((count) => [String(count), playerCountLabel(count)]),
);

function toSponsorship(sponsored: boolean | null): Sponsorship | null {
  if (sponsored === null) return null;
  return sponsored ? 'sponsored' : 'unsponsored';
}

interface CatalogueFiltersProps {
  id: string;
  view: CatalogueView;
  onChange: (changes: Partial<CatalogueView>) => void;
}

export function CatalogueFilters({ id, view, onChange }: CatalogueFiltersProps) {
  return (
    <Paper id={id} withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <FilterSelect
          label="Type"
          anyLabel="All types"
          labels={storyTypeLabels}
          value={view.type}
          onChange={(type) => onChange({ type })}
        />
        <FilterSelect
          label="Region"
          anyLabel="All regions"
          labels={storyRegionLabels}
          value={view.region}
          onChange={(region) => onChange({ region })}
        />
        <FilterSelect
          label="Context"
          anyLabel="High and low tech"
          labels={storyContextLabels}
          value={view.context}
          onChange={(context) => onChange({ context })}
        />
        <FilterSelect
          label="Sponsorship"
          anyLabel="Any"
          labels={sponsorshipLabels}
          value={toSponsorship(view.sponsored)}
          onChange={(sponsorship) => onChange({ sponsored: sponsorship === null ? null : sponsorship === 'sponsored' })}
        />
        <FilterSelect
          label="Players"
          anyLabel="Any group size"
          labels={playerCountLabels}
          value={view.players === null ? null : String(view.players)}
          onChange={(players) => onChange({ players: players === null ? null : Number(players) })}
        />
        <FilterSelect
          label="Length"
          anyLabel="Any length"
          labels={storyLengthLabels}
          value={view.length}
          onChange={(length) => onChange({ length })}
        />
        <FilterSelect
          label="Difficulty"
          anyLabel="Any difficulty"
          labels={storyDifficultyLabels}
          value={view.difficulty}
          onChange={(difficulty) => onChange({ difficulty })}
        />
      </SimpleGrid>
      {countActiveFilters(view) > 0 && (
        <Group justify="flex-end" mt="sm">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => onChange(clearedPanelFilters)}
          >
            Clear filters
          </Button>
        </Group>
      )}
    </Paper>
  );
}
