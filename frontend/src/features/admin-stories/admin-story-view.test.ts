import { describe, expect, it } from 'vitest';
import {
  nextSort,
  parseAdminStoryView,
  toAdminStoryFilter,
  toAdminStorySearchParams,
  type AdminStoryView,
} from './admin-story-view';

const everythingSet: AdminStoryView = {
  search: 'harbour',
  type: 'BRAIN_TEASER',
  region: 'SOUTH_AMERICA',
  context: 'LOW_TECH',
  available: false,
  featured: true,
  sponsored: false,
  sort: 'PRICE',
  descending: false,
};

describe('Story Management view in the URL', () => {
  it('writes readable values, and reads back what it wrote', () => {
    const params = toAdminStorySearchParams(everythingSet);
    expect(params.toString()).toBe(
      'search=harbour&type=brain-teaser&region=south-america&context=low-tech&available=false&featured=true' +
        '&sponsored=false&sort=price&order=asc',
    );
    expect(parseAdminStoryView(params)).toEqual(everythingSet);
  });

  it('opens on the newest stories first and leaves defaults out of the URL', () => {
    const view = parseAdminStoryView(new URLSearchParams());
    expect(view).toMatchObject({ sort: 'DATE_ADDED', descending: true, available: null });
    expect(toAdminStorySearchParams(view).toString()).toBe('');
  });

  it('sorts titles A to Z unless told otherwise', () => {
    expect(parseAdminStoryView(new URLSearchParams('sort=title'))).toMatchObject({ sort: 'TITLE', descending: false });
    expect(parseAdminStoryView(new URLSearchParams('sort=title&order=desc'))).toMatchObject({ descending: true });
  });

  it('ignores values it does not know', () => {
    const view = parseAdminStoryView(new URLSearchParams('type=arson&available=maybe&sort=random&order=up'));
    expect(view).toMatchObject({ type: null, available: null, sort: 'DATE_ADDED', descending: true });
  });
});

describe('toAdminStoryFilter', () => {
  it('sends only the filters that are set, with the search trimmed', () => {
    expect(toAdminStoryFilter({ ...everythingSet, search: '  harbour ' })).toEqual({
      search: 'harbour',
      type: 'BRAIN_TEASER',
      region: 'SOUTH_AMERICA',
      context: 'LOW_TECH',
      available: false,
      featured: true,
      sponsored: false,
    });
    expect(toAdminStoryFilter(parseAdminStoryView(new URLSearchParams()))).toEqual({});
  });
});

describe('nextSort', () => {
  it('turns the order round on the sorted column, and starts another in its natural order', () => {
    const byDate = parseAdminStoryView(new URLSearchParams());
    expect(nextSort(byDate, 'DATE_ADDED')).toEqual({ sort: 'DATE_ADDED', descending: false });
    expect(nextSort(byDate, 'TITLE')).toEqual({ sort: 'TITLE', descending: false });
    expect(nextSort(byDate, 'DOWNLOADS')).toEqual({ sort: 'DOWNLOADS', descending: true });
  });
});
