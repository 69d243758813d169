import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  isNarrowed,
  parseCatalogueView,
  toCatalogueSearchParams,
  toStoryFilter,
  type CatalogueView,
} from './catalogue-view';

const everythingSet: CatalogueView = {
  search: 'harbour',
  type: 'BRAIN_TEASER',
  region: 'SOUTH_AMERICA',
  context: 'HIGH_TECH',
  sponsored: false,
  players: 8,
  length: 'LONG',
  difficulty: 'EASY',
  sort: 'DATE',
};

describe('catalogue view in the URL', () => {
  it('writes readable lower-case values', () => {
    expect(toCatalogueSearchParams(everythingSet).toString()).toBe(
      'search=harbour&type=brain-teaser&region=south-america&context=high-tech&sponsored=false' +
        '&players=8&length=long&difficulty=easy&sort=date',
    );
  });

  it('reads back what it wrote', () => {
    expect(parseCatalogueView(toCatalogueSearchParams(everythingSet))).toEqual(everythingSet);
  });

  it('leaves defaults and empty search out of the URL', () => {
    const view = parseCatalogueView(new URLSearchParams());
    expect(view).toEqual({
      search: '',
      type: null,
      region: null,
      context: null,
      sponsored: null,
      players: null,
      length: null,
      difficulty: null,
      sort: 'DOWNLOADS',
    });
    expect(toCatalogueSearchParams({ ...view, search: '   ' }).toString()).toBe('');
  });

  it('ignores values it does not know', () => {
    const view = parseCatalogueView(
      new URLSearchParams('type=arson&region=mars&sponsored=maybe&players=21&length=epic&difficulty=brutal&sort=random'),
    );
    expect(view).toMatchObject({
      type: null,
      region: null,
      sponsored: null,
      players: null,
      length: null,
      difficulty: null,
      sort: 'DOWNLOADS',
    });
  });
});

describe('toStoryFilter', () => {
  it('maps the view to GraphQL enums and trims the search', () => {
    expect(toStoryFilter({ ...everythingSet, search: '  harbour ' })).toEqual({
      search: 'harbour',
      type: 'BRAIN_TEASER',
      region: 'SOUTH_AMERICA',
      context: 'HIGH_TECH',
      sponsored: false,
      players: 8,
      length: 'LONG',
      difficulty: 'EASY',
    });
  });

  it('sends nothing for unset filters', () => {
    expect(toStoryFilter(parseCatalogueView(new URLSearchParams()))).toEqual({});
  });
});

describe('narrowing', () => {
  it('counts panel filters and treats search as narrowing', () => {
    const view = parseCatalogueView(new URLSearchParams('search=fog'));
    expect(countActiveFilters(view)).toBe(0);
    expect(isNarrowed(view)).toBe(true);
    expect(countActiveFilters(everythingSet)).toBe(7);
    expect(isNarrowed({ ...view, search: '' })).toBe(false);
  });
});
