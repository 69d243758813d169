import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useIsHydrated } from '../../shared/use-is-hydrated';
import { useAnalytics } from '../analytics/use-analytics';
import classes from './theme-toggle.module.css';

const switchTo = {
  light: 'Switch to light theme',
  dark: 'Switch to dark theme',
} as const;

/**
 * Flips the scheme the visitor sees now, so a saved "system" choice turns into the opposite
 * of what the operating system shows.
 */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const { track } = useAnalytics();
  const resolvedScheme = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  // The server renders the default scheme; the saved one takes over once the browser has the page.
  const shownScheme = useIsHydrated() ? resolvedScheme : 'dark';
  const targetScheme = shownScheme === 'dark' ? 'light' : 'dark';

  const toggle = () => {
    track('Toggle Theme', { new_theme: targetScheme });
    setColorScheme(targetScheme);
  };

  // Both icons are in the markup and the stylesheet shows the one for the page's scheme, so the
  // right icon appears at once, before the scripts arrive.
  return (
    <ActionIcon variant="default" size="lg" aria-label={switchTo[targetScheme]} onClick={toggle}>
      <IconSun size={18} className={classes.sunIcon} aria-hidden />
      <IconMoon size={18} className={classes.moonIcon} aria-hidden />
    </ActionIcon>
  );
}
