import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SeedStory } from "./seed-story";
import { parseStoryFile, type LocatedStory } from "./story-file";

/** The data lives outside src so tsc never compiles it; src/seed/catalogue and dist/seed/catalogue are both three levels below gateway/. */
const SEED_CATALOGUE_DIR = path.resolve(__dirname, "../../../seed/catalogue");

function duplicateSlugProblems(stories: readonly LocatedStory[]): string[] {
  const locationsBySlug = new Map<string, string[]>();
  for (const { story, location } of stories) locationsBySlug.set(story.slug, [...(locationsBySlug.get(story.slug) ?? []), location]);
  return [...locationsBySlug]
    .filter(([, locations]) => locations.length > 1)
    .map(([slug, locations]) => `Slug "${slug}" is used more than once: ${locations.join("; ")}`);
}

/**
 * The shop's own catalogue, loaded into an empty database on first start: every `*.json` file in `dir`, in file-name
 * order. Throws one error listing every invalid field and duplicate slug, so a broken data file stops the start-up.
 */
export async function loadSeedCatalogue(dir = SEED_CATALOGUE_DIR): Promise<SeedStory[]> {
  const fileNames = (await readdir(dir)).filter((name) => name.endsWith(".json")).sort();
  if (fileNames.length === 0) throw new Error(`The seed catalogue folder ${dir} holds no *.json story files`);

  const files = await Promise.all(fileNames.map(async (fileName) => parseStoryFile(fileName, await readFile(path.join(dir, fileName), "utf8"))));
  const stories = files.flatMap((file) => file.stories);
  const problems = [...files.flatMap((file) => file.problems), ...duplicateSlugProblems(stories)];
  if (problems.length > 0) throw new Error(`The seed catalogue in ${dir} is invalid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  return stories.map(({ story }) => story);
}
