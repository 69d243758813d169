import { type FieldNode, type GraphQLResolveInfo, Kind, type SelectionSetNode } from "graphql";

/** Every field of a selection set, through inline fragments and fragment spreads. */
function fieldsOf(info: GraphQLResolveInfo, selectionSet: SelectionSetNode | undefined, seenFragments: Set<string>): FieldNode[] {
  if (!selectionSet) return [];
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(info, selection.selectionSet, seenFragments);
    const name = selection.name.value;
    if (seenFragments.has(name)) return [];
    seenFragments.add(name);
    return fieldsOf(info, info.fragments[name]?.selectionSet, seenFragments);
  });
}

/**
 * The names (not aliases) of the fields the query selects below the field being resolved, following `path` (field
 * names) down from it. A field under @skip or @include counts as selected: the answer is what may be asked for, so a
 * resolver that reads only these never misses one.
 */
export function requestedFieldNames(info: GraphQLResolveInfo, path: readonly string[] = []): Set<string> {
  let level: FieldNode[] = [...info.fieldNodes];
  for (const name of path) {
    level = level.flatMap((field) => fieldsOf(info, field.selectionSet, new Set())).filter((field) => field.name.value === name);
  }
  return new Set(level.flatMap((field) => fieldsOf(info, field.selectionSet, new Set())).map((field) => field.name.value));
}
