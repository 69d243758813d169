import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** The widest layout shows four cards a row; those are the ones above the fold. */
export const cardsPerWidestRow = 4;

export function StoryGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: cardsPerWidestRow }} spacing="lg" verticalSpacing="lg">
      {children}
    </SimpleGrid>
  );
}
