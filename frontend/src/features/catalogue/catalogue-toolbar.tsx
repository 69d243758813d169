import { Badge, Button, Collapse, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useId } from 'react';
import { useIsHydrated } from '../../shared/use-is-hydrated';
import { CatalogueFilters } from './catalogue-filters';
import { countActiveFilters, type CatalogueView } from './catalogue-view';
import classes from './catalogue-toolbar.module.css';
import { SearchInput } from './search-input';
import { SortSelect } from './sort-select';

interface CatalogueToolbarProps {
  view: CatalogueView;
  onChange: (changes: Partial<CatalogueView>) => void;
}

export function CatalogueToolbar({ view, onChange }: CatalogueToolbarProps) {
  const activeFilterCount = countActiveFilters(view);
  // A shared link with filters in it opens the panel, so the visitor sees why the list is short.
  const [filtersOpen, filtersPanel] = useDisclosure(activeFilterCount > 0);
  const panelId = useId();
  // In the server's HTML the controls would take a choice that nothing acts on yet: they wait for the browser to take over.
  const ready = useIsHydrated();

  return (
    <div role="search" aria-label="Find stories">
      <fieldset className={classes.controls} disabled={!ready}>
        <div className={classes.row}>
          <div className={classes.search}>
            <SearchInput
              aria-label="Search stories"
              placeholder="Search by title, city or keyword…"
              size="md"
              value={view.search}
              onSearch={(search) => onChange({ search })}
            />
          </div>
          <Group gap="sm" wrap="nowrap" className={classes.actions}>
            <Button
              size="md"
              variant={filtersOpen ? 'light' : 'default'}
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              rightSection={
                activeFilterCount > 0 && (
                  <Badge component="span" circle size="sm">
                    {activeFilterCount}
                  </Badge>
                )
              }
              aria-label={activeFilterCount > 0 ? `Filters, ${activeFilterCount} active` : undefined}
              aria-expanded={filtersOpen}
              aria-controls={panelId}
              onClick={filtersPanel.toggle}
            >
              Filters
            </Button>
            <SortSelect value={view.sort} onChange={(sort) => onChange({ sort })} className={classes.sort} />
          </Group>
        </div>
        <Collapse expanded={filtersOpen}>
          <CatalogueFilters id={panelId} view={view} onChange={onChange} />
        </Collapse>
      </fieldset>
    </div>
  );
}
