/** Story properties a GraphQL field of Story reads, for the fields that are not a property of the same name. */
const PROPERTIES_OF_FIELD = new Map<string, readonly string[]>([
  ["__typename", []],
  ["coverImage", ["coverFile"]],
  ["smallCoverImage", ["coverFile"]],
  ["thumbnailImage", ["thumbnailFile"]],
  ["sponsor", ["isSponsored"]],
  ["similarStories", ["type"]],
  // The credits module's field: an offer while the story has no sponsor (story-projection.test.ts compares it).
  ["sponsorshipOffer", ["isSponsored"]],
]);

/**
 * The Story properties that answer these GraphQL fields of Story (the id, which every story is read with, aside). A
 * field this does not know is taken for a property; a name that is no column makes the read take every column.
 */
export function storyPropertiesFor(fields: Iterable<string>): string[] {
  return [...fields].flatMap((field) => PROPERTIES_OF_FIELD.get(field) ?? [field]);
}
