import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorSchemeRootClass } from '../../app/color-scheme-root-class';
import { loadLazyModulesBeforeTests } from '../../test/load-lazy-modules';
import { currentLocation, renderWithProviders } from '../../test/render';
import { SiteLayout } from './site-layout';

function renderLayout() {
  return renderWithProviders(
    <>
      <ColorSchemeRootClass />
      <SiteLayout />
    </>,
    { route: '/stories' },
  );
}

loadLazyModulesBeforeTests(() => import('./mobile-menu'));

describe('SiteLayout', () => {
  afterEach(() => vi.useRealTimers());

  it('links the logo to the catalogue and the Home link to the main website, in the same tab', () => {
    renderLayout();
    const header = screen.getByRole('banner');

    expect(within(header).getByRole('link', { name: 'Cold Case Kits' })).toHaveAttribute('href', '/stories');
    const home = within(header).getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('href', 'https://coldcasekits.com');
    expect(home).not.toHaveAttribute('target');
  });

  it('lists only pages that exist, and marks the current one', () => {
    renderLayout();
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });

    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Browse Stories',
      'Create Custom',
      'FAQ',
    ]);
    expect(within(nav).getByRole('link', { name: 'Browse Stories' })).toHaveAttribute('aria-current', 'page');
  });

  it('switches the colour theme from the header toggle', async () => {
    const user = userEvent.setup();
    renderLayout();
    expect(document.documentElement).toHaveClass('dark');

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Switch to light theme' }));

    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('opens a mobile menu that closes when a link is followed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteLayout />, { route: '/stories/some-case' });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('link', { name: 'Browse Stories' }));

    expect(currentLocation()).toBe('/stories');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers support by email and names the company in the footer', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');

    expect(within(footer).getByText('Interactive murder mystery games for detectives at heart')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'support@coldcasekits.com' })).toHaveAttribute(
      'href',
      'mailto:support@coldcasekits.com',
    );
    expect(within(footer).getByRole('link', { name: 'Browse Stories' })).toHaveAttribute('href', '/stories');
  });

  it('dates the copyright with the current year', () => {
    // A fixed clock, so a run that crosses midnight on New Year's Eve cannot see two different years.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-07-01T12:00:00Z'));
    renderLayout();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('© 2031 Cold Case Kits Digital Inc. All rights reserved.')).toBeInTheDocument();
  });
});
