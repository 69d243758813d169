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

/** The answers for one place in a query, by path: the same for every request that runs it. */
interface Remembered {
  fieldNodes: readonly FieldNode[];
  byPath: Map<string, ReadonlySet<string>>;
}

/** By the first of the field's nodes, which belong to the parsed query, so an answer is forgotten with its query. */
const remembered = new WeakMap<FieldNode, Remembered>();

function sameNodes(a: readonly FieldNode[], b: readonly FieldNode[]): boolean {
  return a.length === b.length && a.every((node, index) => node === b[index]);
}

/**
 * The names (not aliases) of the fields the query selects below the field being resolved, following `path` (field
 * names) down from it. A field under @skip or @include counts as selected: the answer is what may be asked for, so a
 * resolver that reads only these never misses one. Worked out once for each place in a parsed query.
 */
export function requestedFieldNames(info: GraphQLResolveInfo, path: readonly string[] = []): ReadonlySet<string> {
  const [first] = info.fieldNodes;
  if (!first) return new Set();
  let place = remembered.get(first);
  if (!place || !sameNodes(place.fieldNodes, info.fieldNodes)) {
    place = { fieldNodes: [...info.fieldNodes], byPath: new Map() };
    remembered.set(first, place);
  }
  const pathKey = path.join(".");
  let names = place.byPath.get(pathKey);
  if (!names) {
    names = selectedBelow(info, path);
    place.byPath.set(pathKey, names);
  }
  return names;
}

function selectedBelow(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  let level: FieldNode[] = [...info.fieldNodes];
  for (const name of path) {
    level = level.flatMap((field) => fieldsOf(info, field.selectionSet, new Set())).filter((field) => field.name.value === name);
  }
  return new Set(level.flatMap((field) => fieldsOf(info, field.selectionSet, new Set())).map((field) => field.name.value));
}
