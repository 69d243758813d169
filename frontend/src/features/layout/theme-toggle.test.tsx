import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { colorSchemeStorageKey } from '../../app/color-scheme-manager';
import { renderWithProviders } from '../../test/render';
import { recordingAnalytics } from '../analytics/analytics.test-fixtures';
import { ThemeToggle } from './theme-toggle';

function rootColorScheme(): string | null {
  return document.documentElement.getAttribute('data-mantine-color-scheme');
}

function storedTheme(): string | null {
  return window.localStorage.getItem(colorSchemeStorageKey);
}

/** The test setup's matchMedia matches nothing, which reads as an operating system set to light. */
function prefersDarkOperatingSystem() {
  const lightMatchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...lightMatchMedia(query),
    matches: query === '(prefers-color-scheme: dark)',
  }));
}

describe('Toggle Theme', () => {
  it('starts dark and offers the light theme', () => {
    renderWithProviders(<ThemeToggle />);

    expect(rootColorScheme()).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('switches between dark and light with one click each, and remembers the choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThemeToggle />);

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(rootColorScheme()).toBe('light');
    expect(storedTheme()).toBe('light');

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(rootColorScheme()).toBe('dark');
    expect(storedTheme()).toBe('dark');
  });

  it('tracks each switch as Toggle Theme with the theme switched to', async () => {
    const user = userEvent.setup();
    const analytics = recordingAnalytics();
    renderWithProviders(<ThemeToggle />, { analytics });

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));

    expect(analytics.propertiesOf('Toggle Theme')).toEqual([{ new_theme: 'light' }, { new_theme: 'dark' }]);
  });

  it('starts from a remembered light theme', () => {
    window.localStorage.setItem(colorSchemeStorageKey, 'light');
    renderWithProviders(<ThemeToggle />);

    expect(rootColorScheme()).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('under a remembered "system" choice, switches away from a light operating system', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(colorSchemeStorageKey, 'system');
    renderWithProviders(<ThemeToggle />);
    expect(rootColorScheme()).toBe('light');

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(rootColorScheme()).toBe('dark');
    expect(storedTheme()).toBe('dark');
  });

  it('under a remembered "system" choice, switches away from a dark operating system', async () => {
    const user = userEvent.setup();
    prefersDarkOperatingSystem();
    window.localStorage.setItem(colorSchemeStorageKey, 'system');
    renderWithProviders(<ThemeToggle />);
    expect(rootColorScheme()).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(rootColorScheme()).toBe('light');
    expect(storedTheme()).toBe('light');
  });
});
