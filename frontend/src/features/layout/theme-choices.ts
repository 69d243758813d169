import type { MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun, type Icon } from '@tabler/icons-react';

export interface ThemeChoice {
  scheme: MantineColorScheme;
  label: string;
  icon: Icon;
}

export const themeChoices: readonly ThemeChoice[] = [
  { scheme: 'light', label: 'Light', icon: IconSun },
  { scheme: 'dark', label: 'Dark', icon: IconMoon },
  { scheme: 'auto', label: 'System', icon: IconDeviceDesktop },
];

export function themeChoiceFor(scheme: MantineColorScheme): ThemeChoice {
  return themeChoices.find((choice) => choice.scheme === scheme) ?? themeChoices[1];
}
