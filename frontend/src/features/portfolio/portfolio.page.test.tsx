import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import rawPortfolio from '../../content/portfolio.json';
import { renderWithProviders } from '../../test/render';
import { PortfolioPage } from './portfolio.page';

describe('PortfolioPage', () => {
  it('is headed with the company name from the content file', () => {
    renderWithProviders(<PortfolioPage />, { route: '/portfolio' });

    expect(document.title).toBe('Portfolio · Cold Case Kits');
    expect(screen.getByRole('heading', { level: 1, name: rawPortfolio.companyName })).toBeInTheDocument();
  });

  it('lists seven sister sites, each with its picture, category, four features and a safe link', () => {
    renderWithProviders(<PortfolioPage />, { route: '/portfolio' });

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(7);
    cards.forEach((card, index) => {
      const site = rawPortfolio.sites[index]!;
      expect(card).toHaveAccessibleName(site.name);
      expect(within(card).getByRole('img', { name: site.imageAlt })).toHaveAttribute('src', site.image);
      expect(within(card).getByText(site.category)).toBeInTheDocument();
      expect(within(card).getByText(site.description)).toBeInTheDocument();
      expect(within(card).getAllByRole('listitem')).toHaveLength(4);
      const visit = within(card).getByRole('link', { name: `Visit Site ${site.name} (opens in a new tab)` });
      expect(visit).toHaveAttribute('href', site.url);
      expect(visit).toHaveAttribute('target', '_blank');
      expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });
});
