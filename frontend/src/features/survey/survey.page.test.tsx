import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shopConfig } from '../../app/shop-config';
import { renderWithProviders } from '../../test/render';
import { SurveyPage } from './survey.page';

describe('SurveyPage', () => {
  it('invites visitors with a title, the prize and the steps', () => {
    renderWithProviders(<SurveyPage />, { route: '/survey' });

    expect(document.title).toBe('Survey · Cold Case Kits');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('free cold case downloads to win')).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Look around the shop',
      'Open the survey',
      'Answer for about 5 minutes',
      'Leave your email at the end',
    ]);
  });

  it('opens the configured survey in a new tab, safely, and says so', () => {
    renderWithProviders(<SurveyPage />, { route: '/survey' });

    const link = screen.getByRole('link', { name: 'Start the survey (opens in a new tab)' });
    expect(link).toHaveAttribute('href', shopConfig.surveyUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
