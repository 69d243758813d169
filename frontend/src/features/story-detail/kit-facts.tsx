import { Text } from '@mantine/core';
import { IconUserShield, type Icon } from '@tabler/icons-react';
import classes from './kit-facts.module.css';
import metaClasses from './story-meta.module.css';

// The same for every kit in the shop, so they live here rather than in the catalogue data. Players
// and length differ from story to story: the story's summary shows its own.
const kitFacts: readonly { icon: Icon; text: string }[] = [
  { icon: IconUserShield, text: 'For teens and adults aged 13 and over' },
];

export function KitFacts() {
  return (
    <ul className={classes.list} aria-label="About every kit">
      {kitFacts.map(({ icon: FactIcon, text }) => (
        <li key={text}>
          <Text size="sm" className={metaClasses.item}>
            <FactIcon size={16} aria-hidden />
            {text}
          </Text>
        </li>
      ))}
    </ul>
  );
}
