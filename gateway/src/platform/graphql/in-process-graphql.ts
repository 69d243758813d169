import { type DocumentNode, type ExecutionResult, execute, GraphQLError, type GraphQLSchema, parse, validate } from "graphql";
import { LRUCache } from "lru-cache";
import type { RequestContext } from "../request-context";
import type { RequestLoaders } from "./graphql-context";
import { checkQueryLimits, GRAPHQL_LIMITS } from "./graphql-limits";

/** An operation as a client sends it over HTTP. */
export interface GraphqlOperation {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

/** Runs an operation against the schema with a request's context, without an HTTP round trip. */
export type InProcessGraphql = (ctx: RequestContext, operation: GraphqlOperation) => Promise<ExecutionResult>;

/**
 * The schema answering the gateway's own callers (pages rendered on the server): the same
 * resolvers, services, per-request loaders and limits as /graphql, so the answers are the same.
 * Documents are few and fixed (the storefront's), so each is parsed and validated once; the
 * limits that depend on the variables (which come from the page's URL) are checked every time.
 */
export function createInProcessGraphql(schema: GraphQLSchema, loaders: (ctx: RequestContext) => RequestLoaders): InProcessGraphql {
  const documents = new LRUCache<string, DocumentNode | ExecutionResult>({ max: 500 });

  function documentFor(query: string): DocumentNode | ExecutionResult {
    const known = documents.get(query);
    if (known) return known;
    let prepared: DocumentNode | ExecutionResult;
    try {
      const document = parse(query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
      const errors = validate(schema, document);
      prepared = errors.length > 0 ? { errors } : document;
    } catch (error) {
      prepared = { errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))] };
    }
    documents.set(query, prepared);
    return prepared;
  }

  return async (ctx, operation) => {
    const document = documentFor(operation.query);
    if (!("kind" in document)) return document;
    const refusals = checkQueryLimits(schema, document, { operationName: operation.operationName, variables: operation.variables });
    if (refusals.length > 0) return { errors: refusals };
    return execute({
      schema,
      document,
      operationName: operation.operationName,
      variableValues: operation.variables,
      contextValue: { ...ctx, loaders: loaders(ctx) },
    });
  };
}
