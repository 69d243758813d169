import { StoryCardSkeleton } from './story-card-skeleton';
import { StoryGrid } from './story-grid';

const skeletonCardCount = 8;

export function StoryGridSkeleton() {
  return (
    <StoryGrid layout="catalogue">
      {Array.from({ length: skeletonCardCount }, (_, index) => (
        <StoryCardSkeleton key={index} />
      ))}
    </StoryGrid>
  );
}
