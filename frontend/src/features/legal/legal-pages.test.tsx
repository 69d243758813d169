import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SiteLayout } from '../layout/site-layout';
import { DisclaimerPage } from './disclaimer.page';
import { PrivacyPage } from './privacy.page';
import { RefundPage } from './refund.page';
import { TermsPage } from './terms.page';

interface LegalPageCase {
  route: string;
  Page: ComponentType;
  title: string;
  effective: [isoDate: string, shown: string];
  lastUpdated: [isoDate: string, shown: string];
}

const legalPages: readonly LegalPageCase[] = [
  {
    route: '/privacy',
    Page: PrivacyPage,
    title: 'Privacy Policy',
    effective: ['2025-01-01', 'January 1, 2025'],
    lastUpdated: ['2025-02-20', 'February 20, 2025'],
  },
  {
    route: '/refund',
    Page: RefundPage,
    title: 'Refund Policy',
    effective: ['2025-01-01', 'January 1, 2025'],
    lastUpdated: ['2025-02-20', 'February 20, 2025'],
  },
  {
    route: '/terms',
    Page: TermsPage,
    title: 'Terms of Service',
    effective: ['2025-01-01', 'January 1, 2025'],
    lastUpdated: ['2025-02-20', 'February 20, 2025'],
  },
  {
    route: '/disclaimer',
    Page: DisclaimerPage,
    title: 'Disclaimer',
    effective: ['2024-01-01', 'January 1, 2024'],
    lastUpdated: ['2024-01-20', 'January 20, 2024'],
  },
];

function sectionHeadings(): HTMLElement[] {
  return screen.getAllByRole('heading', { level: 2 });
}

describe.each(legalPages)('$title page', ({ route, Page, title, effective, lastUpdated }) => {
  it('names the page in its heading and in the document title', () => {
    renderWithProviders(<Page />, { route });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} · Cold Case Kits`);
  });

  it('shows when the document took effect and when it was last updated', () => {
    renderWithProviders(<Page />, { route });
    expect(screen.getByText('Effective')).toBeInTheDocument();
    expect(screen.getByText('Last updated')).toBeInTheDocument();
    for (const [isoDate, shown] of [effective, lastUpdated]) {
      expect(screen.getAllByText(shown).some((element) => element.getAttribute('datetime') === isoDate)).toBe(true);
    }
  });

  it('links every contents entry to its own section heading, in order', () => {
    renderWithProviders(<Page />, { route });
    const contents = screen.getByRole('navigation', { name: 'Table of contents' });
    const targets = within(contents)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    const headingIds = sectionHeadings().map((heading) => heading.id);

    expect(targets).toEqual(headingIds.map((id) => `#${id}`));
    expect(new Set(headingIds).size).toBe(headingIds.length);
    for (const id of headingIds) expect(document.getElementById(id)).toHaveTextContent(/^\d+\. \S/);
  });

  it('jumps to the section named in the address once the page has rendered', () => {
    const scrollIntoView = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    renderWithProviders(<Page />, { route: `${route}#contact` });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('contact'));
  });
});

describe('section numbering', () => {
  it.each([
    { Page: TermsPage, route: '/terms', count: 15 },
    { Page: DisclaimerPage, route: '/disclaimer', count: 9 },
  ])('numbers the $count sections of $route from 1', ({ Page, route, count }) => {
    renderWithProviders(<Page />, { route });
    const numbers = sectionHeadings().map((heading) => heading.textContent?.match(/^(\d+)\. /)?.[1]);
    expect(numbers).toEqual(Array.from({ length: count }, (_, index) => String(index + 1)));
  });
});

describe('footer legal links', () => {
  it('lead to every legal page', () => {
    renderWithProviders(<SiteLayout />, { route: '/stories' });
    const legalNav = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Legal' });

    for (const { route, title } of legalPages) {
      expect(within(legalNav).getByRole('link', { name: title })).toHaveAttribute('href', route);
    }
  });
});
