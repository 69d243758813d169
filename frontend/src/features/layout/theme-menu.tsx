import { Menu, useMantineColorScheme } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { themeChoices } from './theme-choices';
import classes from './theme-menu.module.css';
import { ThemeToggleButton } from './theme-toggle-button';

export function ThemeMenu({ defaultOpened }: { defaultOpened: boolean }) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();

  return (
    <Menu position="bottom-end" width={170} shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <ThemeToggleButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Colour theme</Menu.Label>
        <Menu.RadioGroup
          value={colorScheme}
          onChange={(value) => {
            const choice = themeChoices.find(({ scheme }) => scheme === value);
            if (choice) setColorScheme(choice.scheme);
          }}
        >
          {themeChoices.map(({ scheme, label, icon: ChoiceIcon }) => (
            <Menu.RadioItem
              key={scheme}
              value={scheme}
              checkIcon={<IconCheck size={14} aria-hidden />}
              closeMenuOnClick
            >
              <span className={classes.choice}>
                <ChoiceIcon size={16} aria-hidden />
                {label}
              </span>
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
