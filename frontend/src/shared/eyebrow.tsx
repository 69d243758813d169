import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './eyebrow.module.css';

/** The small capitals line that introduces a page heading. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <Text className={classes.eyebrow}>{children}</Text>;
}
