import type { ApolloServerPlugin } from "@apollo/server";
import { type DocumentNode, type FragmentDefinitionNode, Kind, type SelectionSetNode } from "graphql";
import { rateLimitedGraphqlError, type RateLimit } from "../rate-limit";
import type { GraphqlContext } from "./graphql-context";

/** The root fields a mutation will run, through its fragments; `__typename` changes nothing. */
export function rootFieldCount(selectionSet: SelectionSetNode, document: DocumentNode, seen: ReadonlySet<string> = new Set()): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== "__typename") count += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += rootFieldCount(selection.selectionSet, document, seen);
    } else if (!seen.has(selection.name.value)) {
      const fragment = document.definitions.find(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
      );
      if (fragment) count += rootFieldCount(fragment.selectionSet, document, new Set([...seen, selection.name.value]));
    }
  }
  return count;
}

/**
 * Counts each root field of a mutation against the caller's account and address before anything runs, so a document
 * of many aliased mutations costs what it does; queries are never counted and pay nothing for this.
 */
export function mutationRateLimitPlugin(limit: RateLimit): ApolloServerPlugin<GraphqlContext> {
  return {
    async requestDidStart() {
      if (!limit.enabled) return undefined;
      return {
        async didResolveOperation({ operation, document, contextValue }) {
          if (operation?.operation !== "mutation") return;
          const fields = rootFieldCount(operation.selectionSet, document);
          if (fields === 0) return;
          const counted = await limit.consume(contextValue, fields);
          if (!counted.ok) throw rateLimitedGraphqlError(counted.error);
        },
      };
    },
  };
}
