import type { SeedStory } from "../catalogue/seed-story";

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Murder · Low tech" */
export function caseKind(story: SeedStory): string {
  return `${capitalise(story.type)} \u00b7 ${capitalise(story.context)}`;
}

/** "Halifax, Canada" */
export function casePlace(story: SeedStory): string {
  return `${story.city}, ${story.region}`;
}

export const HOW_TO_PLAY = {
  players: "1\u20138",
  minutes: "60\u201390",
  ages: "13+",
  steps: [
    "Read the case briefing aloud to the whole table.",
    "Hand out the suspect sheets and study every motive and alibi.",
    "Work through the exhibits together and test each theory against them.",
    "Agree on one accusation, write it down, then open the sealed solution.",
  ],
} as const;
