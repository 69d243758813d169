import { Paper, SimpleGrid } from '@mantine/core';
import { clearedPanelFilters, countActiveFilters, playerCountChoices, type CatalogueView } from './catalogue-view';
import { ClearFiltersButton } from './clear-filters-button';
import { FilterSelect } from './filter-select';
import { players, storyDifficultyLabels, storyLengthLabels } from './game-night-labels';
import { StoryKindSelects } from './story-kind-selects';

const sponsorshipLabels = { sponsored: 'Sponsored', unsponsored: 'Not yet sponsored' } as const;
type Sponsorship = keyof typeof sponsorshipLabels;

const playerCountLabels: Record<string, string> = Object.fromEntries(
  playerCountChoices.map((count) => [String(count), players(count)]),
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
        <StoryKindSelects kind={view} onChange={onChange} />
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
          onChange={(count) => onChange({ players: count === null ? null : Number(count) })}
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
      {countActiveFilters(view) > 0 && <ClearFiltersButton onClear={() => onChange(clearedPanelFilters)} />}
    </Paper>
  );
}
