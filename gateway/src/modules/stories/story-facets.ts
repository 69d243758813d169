import { StoryLength } from "./story.enums";

/** How many people may sit down to one case: a story's players range lies within it, and so does the `players` filter. */
export const PLAYER_COUNT = { min: 1, max: 20 } as const;

/** How long a case may take, in minutes: a quarter of an hour to a ten-hour marathon. */
export const LENGTH_MINUTES = { min: 15, max: 600 } as const;

/** The longest a SHORT and a MEDIUM case may take, in minutes. */
const SHORT_UP_TO = 60;
const MEDIUM_UP_TO = 120;

/** The band a length in minutes falls in: stored beside the minutes so the length filter reads an index. */
export function lengthBandOf(lengthMinutes: number): StoryLength {
  if (lengthMinutes <= SHORT_UP_TO) return StoryLength.SHORT;
  if (lengthMinutes <= MEDIUM_UP_TO) return StoryLength.MEDIUM;
  return StoryLength.LONG;
}

export interface PlayerRange {
  id: string;
  playersMin: number;
  playersMax: number;
}

/** One row per number of players the story can be played by, for the indexed `players` filter. */
export function playerCountsOf(story: PlayerRange): { players: number; storyId: string }[] {
  const counts: { players: number; storyId: string }[] = [];
  for (let players = story.playersMin; players <= story.playersMax; players++) counts.push({ players, storyId: story.id });
  return counts;
}
