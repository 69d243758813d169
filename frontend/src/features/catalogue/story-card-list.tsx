import type { StoryCardFieldsFragment } from './story-card.generated';
import { StoryCard } from './story-card';
import { cardsPerWidestRow, StoryGrid } from './story-grid';

interface StoryCardListProps {
  stories: readonly StoryCardFieldsFragment[];
  /** Whether this list's first row is at the top of the page, where images should load at once. */
  startsAboveFold: boolean;
}

export function StoryCardList({ stories, startsAboveFold }: StoryCardListProps) {
  return (
    <StoryGrid>
      {stories.map((story, index) => (
        <StoryCard key={story.id} story={story} eager={startsAboveFold && index < cardsPerWidestRow} />
      ))}
    </StoryGrid>
  );
}
