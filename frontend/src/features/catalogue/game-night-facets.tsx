import { Badge, VisuallyHidden, type MantineSize } from '@mantine/core';
import { IconClock, IconUsers } from '@tabler/icons-react';
import type { StoryDifficulty } from '../../graphql/types.generated';
import type { GameNightFacetsFieldsFragment } from './game-night-facets.generated';
import classes from './game-night-facets.module.css';
import { describeLength, describePlayers, formatLength, formatPlayers, storyDifficultyLabels } from './game-night-labels';

// A dot badge keeps the label in the text colour, readable in both themes whatever the colour.
const difficultyColors: Record<StoryDifficulty, string> = { EASY: 'teal', MEDIUM: 'yellow', HARD: 'crimson' };

interface GameNightFacetsProps {
  story: GameNightFacetsFieldsFragment;
  /** `xs` on catalogue cards, `sm` in the quick view and on the story page. */
  size?: Extract<MantineSize, 'xs' | 'sm'>;
}

/** Players, length and difficulty at a glance; short forms for the eye, whole sentences for a screen reader. */
export function GameNightFacets({ story, size = 'sm' }: GameNightFacetsProps) {
  const iconSize = size === 'xs' ? 14 : 16;

  return (
    <ul className={classes.facets} data-size={size} aria-label="Game night">
      <li className={classes.facet}>
        <IconUsers size={iconSize} aria-hidden />
        <span aria-hidden>{formatPlayers(story)}</span>
        <VisuallyHidden>{describePlayers(story)}</VisuallyHidden>
      </li>
      <li className={classes.facet}>
        <IconClock size={iconSize} aria-hidden />
        <span aria-hidden>{formatLength(story.lengthMinutes)}</span>
        <VisuallyHidden>{describeLength(story.lengthMinutes)}</VisuallyHidden>
      </li>
      <li className={classes.facet}>
        <Badge variant="dot" size={size === 'xs' ? 'sm' : 'md'} color={difficultyColors[story.difficulty]}>
          {storyDifficultyLabels[story.difficulty]}
          <VisuallyHidden> difficulty</VisuallyHidden>
        </Badge>
      </li>
    </ul>
  );
}
