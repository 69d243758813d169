import { Suspense } from 'react';
import type { StoryCardFieldsFragment } from './story-card.generated';
import { StoryCard } from './story-card';
import { cardsPerWidestRow, StoryGrid, type StoryGridLayout } from './story-grid';

interface StoryCardListProps {
  stories: readonly StoryCardFieldsFragment[];
  layout: StoryGridLayout;
  /** Whether this list's first row is at the top of the page, where images should load at once. */
  startsAboveFold: boolean;
}

export function StoryCardList({ stories, layout, startsAboveFold }: StoryCardListProps) {
  const eagerCount = startsAboveFold ? cardsPerWidestRow(layout) : 0;
  return (
    <StoryGrid layout={layout}>
      {stories.map((story, index) => (
        // A boundary per card lets React take a server-rendered page over one card at a time, in short tasks. Nothing in
        // a card suspends, so the empty fallback never shows.
        <Suspense key={story.id} fallback={null}>
          <StoryCard story={story} eager={index < eagerCount} />
        </Suspense>
      ))}
    </StoryGrid>
  );
}
