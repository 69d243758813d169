import type { StoryDifficulty, StoryLength } from '../../graphql/types.generated';

export const storyDifficultyLabels: Record<StoryDifficulty, string> = {
  EASY: 'Easy',
  MEDIUM: 'Medium',
  HARD: 'Hard',
};

/** The shop's length bands: short is at most 60 minutes, medium 61 to 120, long over 120. */
export const storyLengthLabels: Record<StoryLength, string> = {
  SHORT: 'Up to 1 hour',
  MEDIUM: '1–2 hours',
  LONG: 'Over 2 hours',
};

export interface PlayerCounts {
  playersMin: number;
  playersMax: number;
  playersBest: number;
}

/** "1 player", "4 players". */
export function players(count: number): string {
  return count === 1 ? '1 player' : `${count} players`;
}

/** "2–6 players (best 4)", or "4 players" for a story played by exactly four. */
export function formatPlayers({ playersMin, playersMax, playersBest }: PlayerCounts): string {
  if (playersMin === playersMax) return players(playersMin);
  return `${playersMin}–${playersMax} players (best ${playersBest})`;
}

/** The same, worded for a screen reader, which may read the dash as a dash. */
export function describePlayers({ playersMin, playersMax, playersBest }: PlayerCounts): string {
  if (playersMin === playersMax) return `For ${players(playersMin)}`;
  return `For ${playersMin} to ${playersMax} players, best with ${playersBest}`;
}

/** "90 min" up to two hours, then "2 h 30 min": a long evening reads better in hours. */
export function formatLength(minutes: number): string {
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function describeLength(minutes: number): string {
  return `Takes about ${minutes} minutes`;
}
