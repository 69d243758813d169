import { Paper, SimpleGrid } from '@mantine/core';
import { ClearFiltersButton } from '../catalogue/clear-filters-button';
import { FilterSelect } from '../catalogue/filter-select';
import { SearchInput } from '../catalogue/search-input';
import { StoryKindSelects } from '../catalogue/story-kind-selects';
import { clearedAdminStoryFilters, isAdminStoryViewNarrowed, type AdminStoryView } from './admin-story-view';
import classes from './admin-stories.module.css';

type YesNo = 'yes' | 'no';

function toYesNo(value: boolean | null): YesNo | null {
  if (value === null) return null;
  return value ? 'yes' : 'no';
}

function fromYesNo(value: YesNo | null): boolean | null {
  return value === null ? null : value === 'yes';
}

const availabilityLabels: Record<YesNo, string> = { yes: 'Available', no: 'Coming Soon' };
const featuredLabels: Record<YesNo, string> = { yes: 'Featured', no: 'Not featured' };
const sponsoredLabels: Record<YesNo, string> = { yes: 'Sponsored', no: 'Not sponsored' };

interface AdminStoryFiltersProps {
  view: AdminStoryView;
  onChange: (changes: Partial<AdminStoryView>) => void;
}

export function AdminStoryFilters({ view, onChange }: AdminStoryFiltersProps) {
  return (
    <Paper withBorder radius="lg" className={classes.filters} role="search" aria-label="Find stories">
      <SearchInput
        label="Search"
        placeholder="Title, city or words of the descriptions"
        value={view.search}
        onSearch={(search) => onChange({ search })}
      />
      {/* Two a row on a phone keeps the list within a thumb's reach below the filters. */}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" mt="md">
        <StoryKindSelects kind={view} onChange={onChange} />
        <FilterSelect
          label="Availability"
          anyLabel="Any"
          labels={availabilityLabels}
          value={toYesNo(view.available)}
          onChange={(available) => onChange({ available: fromYesNo(available) })}
        />
        <FilterSelect
          label="Featured"
          anyLabel="Any"
          labels={featuredLabels}
          value={toYesNo(view.featured)}
          onChange={(featured) => onChange({ featured: fromYesNo(featured) })}
        />
        <FilterSelect
          label="Sponsorship"
          anyLabel="Any"
          labels={sponsoredLabels}
          value={toYesNo(view.sponsored)}
          onChange={(sponsored) => onChange({ sponsored: fromYesNo(sponsored) })}
        />
      </SimpleGrid>
      {isAdminStoryViewNarrowed(view) && <ClearFiltersButton onClear={() => onChange(clearedAdminStoryFilters)} />}
    </Paper>
  );
}
