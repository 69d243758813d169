import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { themeChoiceFor } from './theme-choices';

/** The header button; its icon shows the chosen theme. */
export function ThemeToggleButton(props: ComponentPropsWithRef<'button'>) {
  const { colorScheme } = useMantineColorScheme();
  const current = themeChoiceFor(colorScheme);
  const CurrentIcon = current.icon;

  return (
    <ActionIcon variant="default" size="lg" aria-label={`Colour theme: ${current.label}`} {...props}>
      <CurrentIcon size={18} aria-hidden />
    </ActionIcon>
  );
}
