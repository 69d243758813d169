import { type OperationDefinitionNode, parse } from "graphql";
import { LRUCache } from "lru-cache";
import { GRAPHQL_LIMITS } from "../graphql/graphql-limits";

const MAX_REMEMBERED_QUERY_LENGTH = 8 * 1024;

/**
 * Tells whether a GraphQL request is a single query that reads only root fields whose answers
 * are the same for every anonymous visitor. Verdicts are remembered per query text.
 */
export class PublicQueryClassifier {
  private readonly verdicts = new LRUCache<string, boolean>({ max: 1_000 });

  constructor(private readonly publicFields: ReadonlySet<string>) {}

  isPublic(body: unknown): boolean {
    if (typeof body !== "object" || body === null || !("query" in body) || typeof body.query !== "string") return false;
    return this.isPublicQueryText(body.query);
  }

  isPublicQueryText(query: string): boolean {
    if (query.length > MAX_REMEMBERED_QUERY_LENGTH) return false;
    const known = this.verdicts.get(query);
    if (known !== undefined) return known;
    const verdict = this.classify(query);
    this.verdicts.set(query, verdict);
    return verdict;
  }

  private classify(query: string): boolean {
    try {
      const operations = parse(query, { maxTokens: GRAPHQL_LIMITS.maxTokens }).definitions.filter(
        (definition): definition is OperationDefinitionNode => definition.kind === "OperationDefinition",
      );
      const [operation] = operations;
      return operations.length === 1 && operation !== undefined && this.isPublicOperation(operation);
    } catch {
      return false;
    }
  }

  /** A query whose root selections are all public fields (fragments at the root are not followed, so they count as not public). */
  isPublicOperation(operation: OperationDefinitionNode): boolean {
    return (
      operation.operation === "query" &&
      operation.selectionSet.selections.every((selection) => selection.kind === "Field" && this.publicFields.has(selection.name.value))
    );
  }
}
