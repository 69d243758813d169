import type { z } from "zod";
import { seedStorySchema, type SeedStory } from "./seed-story";

export interface LocatedStory {
  story: SeedStory;
  /** Where the story is written, e.g. `americas.json, story at index 3`, for error messages. */
  location: string;
}

export interface StoryFileContents {
  stories: LocatedStory[];
  /** One line per problem, each naming the file, the story and the offending field. */
  problems: string[];
}

function fieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(the story itself)";
  return path.map((key, position) => (typeof key === "number" ? `[${key}]` : `${position === 0 ? "" : "."}${String(key)}`)).join("");
}

function slugOf(candidate: unknown): string | undefined {
  const slug = typeof candidate === "object" && candidate !== null && "slug" in candidate ? candidate.slug : undefined;
  return typeof slug === "string" ? slug : undefined;
}

function describeIssues(location: string, candidate: unknown, issues: readonly z.core.$ZodIssue[]): string[] {
  const slug = slugOf(candidate);
  const story = slug === undefined ? location : `${location} ("${slug}")`;
  return issues.map((issue) => `${story}, ${fieldPath(issue.path)}: ${issue.message}`);
}

/** Validates every story in one data file, collecting all problems so one run reports every typo at once. */
export function parseStoryFile(fileName: string, json: string): StoryFileContents {
  let candidates: unknown;
  try {
    candidates = JSON.parse(json);
  } catch (error) {
    return { stories: [], problems: [`${fileName}: not valid JSON (${error instanceof Error ? error.message : String(error)})`] };
  }
  if (!Array.isArray(candidates)) return { stories: [], problems: [`${fileName}: must hold a JSON array of stories`] };

  const contents: StoryFileContents = { stories: [], problems: [] };
  candidates.forEach((candidate: unknown, index) => {
    const location = `${fileName}, story at index ${index}`;
    const result = seedStorySchema.safeParse(candidate);
    if (result.success) contents.stories.push({ story: result.data, location });
    else contents.problems.push(...describeIssues(location, candidate, result.error.issues));
  });
  return contents;
}
