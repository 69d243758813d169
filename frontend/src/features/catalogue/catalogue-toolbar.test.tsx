import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, currentSearchParams, renderWithProviders } from '../../test/render';
import { CatalogueToolbar } from './catalogue-toolbar';
import { searchDebounceMs } from './use-debounced-commit';
import { useCatalogueView } from './use-catalogue-view';

function ToolbarWithUrlState() {
  const { view, updateView } = useCatalogueView();
  return <CatalogueToolbar view={view} onChange={updateView} />;
}

describe('CatalogueToolbar', () => {
  describe('filters and sort', () => {
    it('keeps the filter panel closed until asked, then reveals the filters', async () => {
      const user = userEvent.setup();
      renderWithProviders(<ToolbarWithUrlState />, { route: '/stories' });
      const toggle = screen.getByRole('button', { name: 'Filters' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByLabelText('Type')).not.toBeInTheDocument();

      await user.click(toggle);

      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByLabelText('Type')).toBeVisible();
    });

    it('writes each chosen filter to the URL in readable words', async () => {
      const user = userEvent.setup();
      renderWithProviders(<ToolbarWithUrlState />, { route: '/stories' });
      await user.click(screen.getByRole('button', { name: 'Filters' }));

      await user.selectOptions(screen.getByLabelText('Type'), 'Brain Teaser');
      await user.selectOptions(screen.getByLabelText('Region'), 'South America');
      await user.selectOptions(screen.getByLabelText('Context'), 'High Tech');
      await user.selectOptions(screen.getByLabelText('Sponsorship'), 'Sponsored');

      expect(Object.fromEntries(currentSearchParams())).toEqual({
        type: 'brain-teaser',
        region: 'south-america',
        context: 'high-tech',
        sponsored: 'true',
      });
      expect(screen.getByRole('button', { name: 'Filters, 4 active' })).toBeInTheDocument();
    });

    it('can ask for stories still open for sponsorship', async () => {
      const user = userEvent.setup();
      renderWithProviders(<ToolbarWithUrlState />, { route: '/stories' });
      await user.click(screen.getByRole('button', { name: 'Filters' }));

      await user.selectOptions(screen.getByLabelText('Sponsorship'), 'Not yet sponsored');

      expect(currentSearchParams().get('sponsored')).toBe('false');
    });

    it('narrows to a game night: group size, length and difficulty, in readable words', async () => {
      const user = userEvent.setup();
      renderWithProviders(<ToolbarWithUrlState />, { route: '/stories' });
      await user.click(screen.getByRole('button', { name: 'Filters' }));
      expect(
        Array.from(screen.getByRole('combobox', { name: 'Players' }).querySelectorAll('option'), (option) => option.text),
      ).toEqual(['Any group size', '1 player', ...Array.from({ length: 19 }, (_, index) => `${index + 2} players`)]);

      await user.selectOptions(screen.getByRole('combobox', { name: 'Players' }), '4 players');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Length' }), '1–2 hours');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'Hard');

      expect(Object.fromEntries(currentSearchParams())).toEqual({ players: '4', length: 'medium', difficulty: 'hard' });
      expect(screen.getByRole('button', { name: 'Filters, 3 active' })).toBeInTheDocument();
    });

    it('reads the game-night filters of a shared link back into the panel, and clears them', async () => {
      const user = userEvent.setup();
      renderWithProviders(<ToolbarWithUrlState />, { route: '/stories?players=12&length=short&difficulty=easy' });
      expect(screen.getByRole('combobox', { name: 'Players' })).toHaveDisplayValue('12 players');
      expect(screen.getByRole('combobox', { name: 'Length' })).toHaveDisplayValue('Up to 1 hour');
      expect(screen.getByRole('combobox', { name: 'Difficulty' })).toHaveDisplayValue('Easy');

      await user.click(screen.getByRole('button', { name: 'Clear filters' }));

      expect(currentLocation()).toBe('/stories');
    });

    it('opens with the filters of a shared link and clears them on request', async () => {
      const user = userEvent.setup();
      renderWithProviders(<ToolbarWithUrlState />, { route: '/stories?type=murder&region=usa&sort=title' });
      expect(screen.getByLabelText('Type')).toHaveValue('MURDER');
      expect(screen.getByLabelText('Region')).toHaveValue('USA');

      await user.click(screen.getByRole('button', { name: 'Clear filters' }));

      expect(currentLocation()).toBe('/stories?sort=title');
    });

    it('writes the sort to the URL and leaves the default out', async () => {
      const user = userEvent.setup();
      renderWithProviders(<ToolbarWithUrlState />, { route: '/stories' });
      const sort = screen.getByRole('combobox', { name: 'Sort stories' });
      expect(sort).toHaveDisplayValue('Most Popular');

      await user.selectOptions(sort, 'Latest');
      expect(currentSearchParams().get('sort')).toBe('date');

      await user.selectOptions(sort, 'Type');
      expect(currentSearchParams().get('sort')).toBe('type');

      await user.selectOptions(sort, 'Most Popular');
      expect(currentLocation()).toBe('/stories');
    });
  });

  describe('search', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('applies the search only after a 300 ms pause in typing', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
      renderWithProviders(<ToolbarWithUrlState />, { route: '/stories' });
      const searchBox = screen.getByRole('searchbox', { name: 'Search stories' });

      await user.type(searchBox, 'fog');
      act(() => vi.advanceTimersByTime(searchDebounceMs - 50));
      expect(currentSearchParams().get('search')).toBeNull();

      await user.type(searchBox, 'horn');
      act(() => vi.advanceTimersByTime(searchDebounceMs - 50));
      expect(currentSearchParams().get('search')).toBeNull();

      act(() => vi.advanceTimersByTime(100));
      expect(currentSearchParams().get('search')).toBe('foghorn');
      expect(searchBox).toHaveValue('foghorn');
    });

    it('shows the search of a shared link and clears it at once', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
      renderWithProviders(<ToolbarWithUrlState />, { route: '/stories?search=harbour&type=theft' });
      expect(screen.getByRole('searchbox', { name: 'Search stories' })).toHaveValue('harbour');

      await user.click(screen.getByRole('button', { name: 'Clear search' }));

      expect(currentLocation()).toBe('/stories?type=theft');
      expect(screen.getByRole('searchbox', { name: 'Search stories' })).toHaveValue('');
    });
  });
});
