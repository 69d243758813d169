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
        <StoryCard key={story.id} story={story} eager={index < eagerCount} />
      ))}
    </StoryGrid>
  );
}
