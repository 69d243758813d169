import type { ArtMotif } from "../../platform/artwork/artwork-subject";
import { renderStoryArtwork, type StoryArtwork } from "../../platform/artwork/render-artwork";
import type { Story } from "./story.entity";
import { StoryContext, StoryType } from "./story.enums";

/** Words of a story's title or blurb that call for a scene, the first match winning. */
const MOTIF_WORDS: readonly [ArtMotif, RegExp][] = [
  ["lighthouse", /\b(lighthouse|light station|lamp room)/],
  ["harbor", /\b(harbou?r|port|pier|docks?|wharf|quay|ships?|ferry|marina)\b/],
  ["train", /\b(trains?|railway|railroad|station|siding|locomotive|sleeper)\b/],
  ["museum", /\b(museum|gallery|exhibit|curator|auction)/],
  ["server-room", /\b(servers?|crypto|data|hack\w*|code|app|algorithm|network|smart)\b/],
  ["bridge", /\bbridges?\b/],
  ["snowfield", /\b(snow\w*|ice|icy|blizzard|winter|glacier|frozen|aurora)\b/],
  ["mountain", /\b(mountains?|alpine|peak|summit|gondola|cliffs?)\b/],
  ["desert", /\b(desert|dunes?|sahara|outback|canyon)\b/],
  ["jungle", /\b(jungle|rainforest|mangroves?)\b/],
  ["forest", /\b(forest|woods|woodland|pines?)\b/],
  ["mansion", /\b(mansion|manor|estate|villa|heir\w*|inheritance|will)\b/],
  ["alley", /\b(alley|streets?|club|bar|market)\b/],
];

/** With no telling word, a modern case gets a city at night, an old one a lamp-lit alley. */
const FALLBACK_MOTIFS: Record<StoryContext, ArtMotif> = { [StoryContext.HIGH_TECH]: "skyline", [StoryContext.LOW_TECH]: "alley" };

/** The house colours of the three kinds of case. */
const ACCENTS: Record<StoryType, string> = { [StoryType.MURDER]: "#b03a2e", [StoryType.THEFT]: "#c9a227", [StoryType.BRAIN_TEASER]: "#2e86c1" };

/** What a house cover is drawn from: the words printed on it, and those that choose its scene. */
export const HOUSE_COVER_FIELDS = ["title", "city", "type", "context", "shortDescription"] as const;

export type HouseCoverSubject = Pick<Story, "id" | (typeof HOUSE_COVER_FIELDS)[number]>;

function motifOf(story: HouseCoverSubject): ArtMotif {
  const words = `${story.title} ${story.shortDescription}`.toLowerCase();
  return MOTIF_WORDS.find(([, pattern]) => pattern.test(words))?.[0] ?? FALLBACK_MOTIFS[story.context];
}

/**
 * A cover and thumbnail in the house style of the seeded catalogue, for a story the operator adds before its own art
 * exists: a scene chosen from its words, its type's colour, and its title set on the cover. The same story always gets
 * the same picture.
 */
export function houseCoverArtwork(story: HouseCoverSubject): Promise<StoryArtwork> {
  return renderStoryArtwork({ slug: story.id, title: story.title, city: story.city, type: story.type, art: { motif: motifOf(story), accent: ACCENTS[story.type] } });
}

/** The base of a house cover's file names, told apart from an uploaded cover's (`<id>-<hash>`): only a house cover is redrawn when what it is drawn from changes. */
export function houseCoverBaseName(storyId: string): string {
  return `${storyId}-house`;
}

export function isHouseCover(story: Pick<Story, "id" | "coverFile">): boolean {
  return story.coverFile.startsWith(`${houseCoverBaseName(story.id)}-`);
}
