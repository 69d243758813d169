import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useAnalytics } from '../analytics/use-analytics';

const switchTo = {
  light: { label: 'Switch to light theme', icon: IconSun },
  dark: { label: 'Switch to dark theme', icon: IconMoon },
} as const;

/**
 * Flips the scheme the visitor sees now, so a saved "system" choice turns into the opposite
 * of what the operating system shows.
 */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const { track } = useAnalytics();
  // Resolved on the first render, not in an effect, so the button never shows the other icon first.
  const shownScheme = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  const targetScheme = shownScheme === 'dark' ? 'light' : 'dark';
  const { label, icon: TargetIcon } = switchTo[targetScheme];

  const toggle = () => {
    track('Toggle Theme', { new_theme: targetScheme });
    setColorScheme(targetScheme);
  };

  return (
    <ActionIcon variant="default" size="lg" aria-label={label} onClick={toggle}>
      <TargetIcon size={18} aria-hidden />
    </ActionIcon>
  );
}
