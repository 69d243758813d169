import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ColorSchemeRootClass } from '../../app/color-scheme-root-class';
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

describe('SiteLayout', () => {
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

    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Browse Stories', 'FAQ']);
    expect(within(nav).getByRole('link', { name: 'Browse Stories' })).toHaveAttribute('aria-current', 'page');
  });

  it('switches the colour theme from the header menu and remembers it', async () => {
    const user = userEvent.setup();
    renderLayout();
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));

    await user.click(await screen.findByRole('button', { name: 'Colour theme: Dark' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Light' }));

    expect(window.localStorage.getItem('vite-ui-theme')).toBe('light');
    await waitFor(() => expect(document.documentElement).toHaveClass('light'));
    expect(document.documentElement).not.toHaveClass('dark');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Colour theme: Light' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'System' }));
    expect(window.localStorage.getItem('vite-ui-theme')).toBe('system');
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
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Cold Case Kits Digital Inc. All rights reserved.`),
    ).toBeInTheDocument();
  });
});
