import { LRUCache } from "lru-cache";
import { Sponsorship } from "./sponsorship.entity";
import { Story } from "./story.entity";

/**
 * About how much memory the stories held may take (counted at two bytes a character, twice what most text takes). A
 * synthetic story counts about 1.1 kB, so a catalogue of 100,000 such stories is held whole, as its index is: a
 * catalogue page's sixteen stories, each read where it is not held, would otherwise cost one more query for every
 * page of a large catalogue. A larger one keeps the stories read most recently.
 */
export const STORY_CARDS_MAX_BYTES = 160 * 1024 * 1024;
/** Stories whose sponsor (or its absence) is held: a sponsorship is a few short fields. */
const SPONSORS_HELD = 100_000;
const NO_SPONSOR = "none";
/** Stories read at a time while warming. */
const WARMING_CHUNK = 1_000;

/** What a story's object, its numbers, flags and date cost beside its strings. */
const STORY_OBJECT_BYTES = 400;

function approximateBytes(story: Story): number {
  let bytes = STORY_OBJECT_BYTES;
  // Two bytes a character: a string with any character beyond Latin-1 is stored that way.
  for (const value of Object.values(story)) if (typeof value === "string") bytes += value.length * 2;
  return bytes;
}

/** Where the stories not held yet come from, and each story's downloads as they are now. */
export interface StoryCardsSource {
  /** The stories with these ids, every column; an id with no story is left out. */
  readStories(ids: readonly string[]): Promise<Story[]>;
  /** The sponsorships of these stories; a story without one is left out. */
  readSponsorships(storyIds: readonly string[]): Promise<Sponsorship[]>;
  /** Undefined for a story the index does not hold. */
  downloadsOf(id: string): number | undefined;
}

/**
 * The catalogue's stories as read by id for one generation of the catalogue's index: a catalogue page, a story page
 * and its similar stories take them from memory rather than read the same rows again. A catalogue write makes a new
 * index and, with it, a new set of stories, so none of these outlives the generation it was read in. Sales change
 * downloads without a catalogue write: each story's downloads are taken from the index, which sales keep current.
 */
export class StoryCards {
  private readonly stories: LRUCache<string, Story>;
  /** Sponsoring a story is a catalogue write, so a story's sponsor is held for the generation like the story. */
  private readonly sponsors = new LRUCache<string, Sponsorship | typeof NO_SPONSOR>({ max: SPONSORS_HELD });

  constructor(
    private readonly source: StoryCardsSource,
    maxBytes = STORY_CARDS_MAX_BYTES,
  ) {
    this.stories = new LRUCache({ maxSize: maxBytes, sizeCalculation: approximateBytes });
  }

  /**
   * The stories with these ids, in the order given, each a copy of its own the caller may change; an id with no
   * story is left out. Those not held are read in one go.
   */
  async read(ids: readonly string[]): Promise<Story[]> {
    // Taken before the read below, which may make room for the stories it brings by dropping some of these.
    const found = new Map<string, Story>();
    const missing: string[] = [];
    for (const id of ids) {
      const held = this.stories.get(id);
      if (held) found.set(id, held);
      else missing.push(id);
    }
    if (missing.length > 0) {
      for (const story of await this.source.readStories(missing)) {
        found.set(story.id, story);
        this.stories.set(story.id, story);
      }
    }
    return ids.flatMap((id) => {
      const held = found.get(id);
      if (!held) return [];
      const story = Object.assign(new Story(), held);
      story.downloads = this.source.downloadsOf(id) ?? held.downloads;
      return [story];
    });
  }

  /**
   * Reads the stories with these ids not held yet, and their sponsors, in the order given (the most wanted first), a
   * chunk at a time, until they are all held, one did not fit (the room is full: the rest would push out the most
   * wanted), or `abandoned` says the cards are no longer wanted. How many are held.
   */
  async warm(ids: readonly string[], abandoned: () => boolean): Promise<number> {
    for (let from = 0; from < ids.length && !abandoned(); from += WARMING_CHUNK) {
      const missing = ids.slice(from, from + WARMING_CHUNK).filter((id) => !this.stories.has(id));
      if (missing.length === 0) continue;
      const read = await this.source.readStories(missing);
      for (const story of read) this.stories.set(story.id, story);
      await this.readSponsors(read.map((story) => story.id));
      if (!read.every((story) => this.stories.has(story.id))) break;
    }
    return this.stories.size;
  }

  /** The sponsorships of these stories, each a copy of its own; a story without one is left out. Those not held are read in one go. */
  async sponsorships(storyIds: readonly string[]): Promise<Sponsorship[]> {
    const found = new Map<string, Sponsorship | typeof NO_SPONSOR>();
    const missing: string[] = [];
    for (const id of storyIds) {
      const held = this.sponsors.get(id);
      if (held) found.set(id, held);
      else missing.push(id);
    }
    if (missing.length > 0) for (const [id, sponsorship] of await this.readSponsors(missing)) found.set(id, sponsorship);
    return storyIds.flatMap((id) => {
      const held = found.get(id);
      return held && held !== NO_SPONSOR ? [Object.assign(new Sponsorship(), held)] : [];
    });
  }

  /** Reads these stories' sponsors, holds them, and gives each story's. */
  private async readSponsors(storyIds: readonly string[]): Promise<Map<string, Sponsorship | typeof NO_SPONSOR>> {
    const read = new Map((await this.source.readSponsorships(storyIds)).map((sponsorship) => [sponsorship.storyId, sponsorship]));
    const sponsors = new Map<string, Sponsorship | typeof NO_SPONSOR>();
    for (const id of storyIds) {
      const sponsorship = read.get(id) ?? NO_SPONSOR;
      sponsors.set(id, sponsorship);
      this.sponsors.set(id, sponsorship);
    }
    return sponsors;
  }
}
