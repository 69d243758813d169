import { Badge } from '@mantine/core';

interface StoryStatusBadgesProps {
  isSponsored: boolean;
  isAvailable: boolean;
}

/** Solid badges, legible both on paper and laid over cover art. */
export function StoryStatusBadges({ isSponsored, isAvailable }: StoryStatusBadgesProps) {
  return (
    <>
      {isSponsored && (
        <Badge color="brass" variant="filled" autoContrast>
          Sponsored
        </Badge>
      )}
      {!isAvailable && (
        <Badge color="crimson" variant="filled">
          Coming Soon!
        </Badge>
      )}
    </>
  );
}
