import { z } from "zod";
import { ART_MOTIFS } from "../../platform/artwork/artwork-subject";
import { LENGTH_MINUTES, PLAYER_COUNT } from "../../modules/stories/story-facets";
import { StoryContext, StoryDifficulty, StoryRegion, StoryType } from "../../modules/stories/story.enums";

const nonBlank = z.string().regex(/\S/, "Must not be blank");

const artMotifSchema = z.enum(ART_MOTIFS);

const suspectSchema = z.strictObject({
  name: nonBlank,
  /** Who they are to the case, e.g. "Night-shift harbour pilot". */
  role: nonBlank,
  age: z.int().positive(),
  motive: nonBlank,
  alibi: nonBlank,
});

const kitSchema = z
  .strictObject({
    victim: nonBlank,
    /** When and where the crime happened, one sentence. */
    incident: nonBlank,
    suspects: z.array(suspectSchema).min(3).max(5),
    /** Numbered exhibits, each one sentence a player can reason about. */
    evidence: z.array(nonBlank).min(5).max(8),
    /** The culprit's name, exactly as in suspects. */
    culprit: nonBlank,
    /** How the clues prove it, 3 to 5 sentences. */
    solution: nonBlank,
  })
  .superRefine((kit, context) => {
    const names = kit.suspects.map((suspect) => suspect.name);
    names.forEach((name, index) => {
      if (names.indexOf(name) === index) return;
      context.addIssue({
        code: "custom",
        path: ["suspects", index, "name"],
        message: `Suspect name "${name}" appears twice, so the culprit would be ambiguous`,
      });
    });
    if (!names.includes(kit.culprit)) {
      context.addIssue({ code: "custom", path: ["culprit"], message: `Culprit "${kit.culprit}" is not one of the suspects: ${names.join(", ")}` });
    }
  });

const playerCount = z.int().min(PLAYER_COUNT.min).max(PLAYER_COUNT.max);

const playersSchema = z
  .strictObject({ min: playerCount, max: playerCount, best: playerCount })
  .superRefine((players, context) => {
    if (players.max < players.min) {
      context.addIssue({ code: "custom", path: ["max"], message: `The most players (${players.max}) must be at least the fewest (${players.min})` });
    } else if (players.best < players.min || players.best > players.max) {
      context.addIssue({ code: "custom", path: ["best"], message: `The best number of players (${players.best}) must lie between ${players.min} and ${players.max}` });
    }
  });

function hasThreeToFiveParagraphs(text: string): boolean {
  const paragraphs = text.split("\n\n");
  return paragraphs.length >= 3 && paragraphs.length <= 5 && paragraphs.every((paragraph) => /\S/.test(paragraph));
}

export const seedStorySchema = z.strictObject({
  /** Becomes the story's id and the file names of its art and kit; uniqueness across files is checked by the loader. */
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Slug must be lower-case words joined by single hyphens")
    // The longest product id, "print-intl-<slug>", must fit the 64-character id columns.
    .max(50),
  title: nonBlank,
  city: nonBlank,
  region: z.enum(StoryRegion),
  type: z.enum(StoryType),
  context: z.enum(StoryContext),
  /** One sentence: the card blurb. */
  shortDescription: nonBlank.max(140),
  /** Two to three sentences: the modal text. */
  mediumDescription: nonBlank,
  /** The story page. */
  longDescription: z.string().refine(hasThreeToFiveParagraphs, 'Long description must be 3 to 5 non-blank paragraphs separated by a blank line ("\\n\\n")'),
  /** How many days before the seed's reference date the story was added. */
  addedDaysAgo: z.int().min(0).max(730),
  downloads: z.int().nonnegative(),
  /** The fewest, the most and the best number of players, each from 1 to 20. */
  players: playersSchema,
  /** About how long a game night the case makes. */
  lengthMinutes: z.int().min(LENGTH_MINUTES.min).max(LENGTH_MINUTES.max),
  difficulty: z.enum(StoryDifficulty),
  featured: z.boolean().optional(),
  /** False marks the story "Coming Soon!". */
  available: z.boolean().optional(),
  /** Display name of the story's sponsor, when sponsored. */
  sponsorName: nonBlank.optional(),
  /** Handed to clients as a link to follow, so only http(s) addresses. */
  videoUrl: z.httpUrl().optional(),
  art: z.strictObject({
    motif: artMotifSchema,
    /** Only #rgb and #rrggbb, the forms the artwork renderer parses; anything else would silently render the fallback colour. */
    accent: z.string().regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'Accent must be a CSS hex colour such as "#c0392b"'),
  }),
  kit: kitSchema,
});

/** The scene painted on a story's cover; each motif is a distinct composition. */
export type ArtMotif = z.infer<typeof artMotifSchema>;
export type SeedSuspect = z.infer<typeof suspectSchema>;
export type SeedKit = z.infer<typeof kitSchema>;
export type SeedStory = z.infer<typeof seedStorySchema>;
