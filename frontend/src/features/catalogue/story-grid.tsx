import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** Featured stories get larger cards, three to a row; the full catalogue fits four. */
export type StoryGridLayout = 'featured' | 'catalogue';

const columns = {
  featured: { base: 1, xs: 2, md: 3 },
  catalogue: { base: 1, xs: 2, md: 3, lg: 4 },
} as const satisfies Record<StoryGridLayout, Record<string, number>>;

/** How many cards the widest row holds: the ones above the fold. */
export function cardsPerWidestRow(layout: StoryGridLayout): number {
  return Math.max(...Object.values(columns[layout]));
}

interface StoryGridProps {
  layout: StoryGridLayout;
  children: ReactNode;
}

export function StoryGrid({ layout, children }: StoryGridProps) {
  return (
    <SimpleGrid cols={columns[layout]} spacing="lg" verticalSpacing="lg">
      {children}
    </SimpleGrid>
  );
}
