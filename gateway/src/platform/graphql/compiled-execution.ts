import type { ApolloServerOptionsWithGateway, BaseContext } from "@apollo/server";
import { type DocumentNode, execute, type ExecutionResult, getOperationAST, GraphQLError, type GraphQLSchema, type Source } from "graphql";
import { type CompiledQuery, compileQuery, isCompiledQuery } from "graphql-jit";
import { LRUCache } from "lru-cache";

type ExecutionGateway = ApolloServerOptionsWithGateway<BaseContext>["gateway"];
type GatewayExecutor = NonNullable<Awaited<ReturnType<ExecutionGateway["load"]>>["executor"]>;
type GatewayRequest = Parameters<GatewayExecutor>[0];

export interface CompiledExecutionOptions {
  /** Documents whose compiled form is kept; the least recently used is dropped first. */
  maxDocuments?: number;
  /**
   * The characters of query text those documents may add up to: the code graphql-jit writes grows with the query, so
   * a client sending the longest documents the limits allow fills a bounded cache, not the heap.
   */
  maxQueryCharacters?: number;
  /**
   * Runs of a document before it is compiled. Compiling costs several executions, so a document sent once (or a flood
   * of different documents) is executed as it is.
   */
  compileAfterRuns?: number;
}

/** A document not compiled yet, compiled, or one graphql-jit cannot compile (executed the standard way for good). */
interface KnownDocument {
  runs: number;
  compiled: CompiledQuery | null | undefined;
  queryCharacters: number;
}

/** Line and column (both from 1) to an offset in the text, as graphql-js reports locations. */
function offsetOf(body: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current += 1) {
    const next = body.indexOf("\n", offset);
    if (next === -1) break;
    offset = next + 1;
  }
  return offset + column - 1;
}

/**
 * graphql-jit's field errors carry the same message, path, locations and original error as graphql-js's, in an object
 * of its own; Apollo's error formatting expects graphql-js's (extensions always present), so each is rebuilt as one.
 */
function asStandardError(error: GraphQLError, source: Source | undefined): GraphQLError {
  const positions = source && error.locations ? error.locations.map(({ line, column }) => offsetOf(source.body, line, column)) : undefined;
  return new GraphQLError(error.message, { source: positions ? source : undefined, positions, path: error.path, originalError: error.originalError ?? undefined });
}

/**
 * Executes queries compiled by graphql-jit, behind Apollo Server's whole request pipeline: Apollo still parses,
 * validates, runs every plugin (the limits among them) and formats errors; only the execution step is replaced, through
 * the gateway hook Apollo Server offers for it. Resolvers, and type-graphql's auth checks and middlewares inside them,
 * run as they do under graphql-js. Mutations, documents graphql-jit cannot compile and variables that do not coerce
 * (whose refusal Apollo words from graphql-js's messages) take graphql-js's own `execute`.
 */
export class CompiledExecution {
  private readonly documents: LRUCache<string, KnownDocument>;
  private readonly compileAfterRuns: number;

  constructor(options: CompiledExecutionOptions = {}) {
    this.documents = new LRUCache({
      max: options.maxDocuments ?? 1_000,
      maxSize: options.maxQueryCharacters ?? 2_000_000,
      sizeCalculation: (known) => known.queryCharacters,
    });
    this.compileAfterRuns = options.compileAfterRuns ?? 1;
  }

  /** For `new ApolloServer({ gateway })`: serves `schema` and executes with this executor. */
  gatewayFor(schema: GraphQLSchema): ExecutionGateway {
    return {
      onSchemaLoadOrUpdate(callback) {
        callback({ apiSchema: schema, coreSupergraphSdl: "" });
        return () => {};
      },
      load: async () => ({ executor: (request) => this.execute(request) }),
      stop: async () => {},
    };
  }

  /** How many documents are held compiled; tests read it to know which path a request took. */
  get compiledDocuments(): number {
    let compiled = 0;
    for (const known of this.documents.values()) if (known.compiled) compiled += 1;
    return compiled;
  }

  async execute(request: GatewayRequest): Promise<ExecutionResult> {
    const { schema, document, context } = request;
    // The request's own name: Apollo's `operationName` is that of the operation it resolved, null when a name it was
    // sent (an empty one, say) resolves none, which must not run the document's only operation.
    const operationName = request.request.operationName ?? undefined;
    const variables = request.request.variables;
    const compiled = this.compiledFor(schema, document, request.queryHash, operationName);
    if (compiled) {
      const result = await compiled.query(undefined, context, variables);
      // No data at all means the variables were refused before anything ran: graphql-js words that refusal.
      if (result.data !== undefined) {
        return result.errors ? { ...result, errors: result.errors.map((error) => asStandardError(error, document.loc?.source)) } : result;
      }
    }
    return execute({ schema, document, contextValue: context, variableValues: variables, operationName });
  }

  private compiledFor(schema: GraphQLSchema, document: DocumentNode, queryHash: string, operationName: string | undefined): CompiledQuery | null {
    // An operation name of "" names no operation, unlike none: graphql-js refuses it, so it must not find the unnamed one.
    const key = JSON.stringify([queryHash, operationName ?? null]);
    let known = this.documents.get(key);
    if (!known) {
      known = { runs: 0, compiled: undefined, queryCharacters: Math.max(document.loc?.source.body.length ?? 0, 1) };
      this.documents.set(key, known);
    }
    if (known.compiled !== undefined) return known.compiled;
    known.runs += 1;
    if (known.runs <= this.compileAfterRuns) return null;
    known.compiled = this.compile(schema, document, operationName);
    return known.compiled;
  }

  private compile(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): CompiledQuery | null {
    // A mutation runs once per request and changes things: graphql-js, which every mutation test runs under, keeps it.
    if (getOperationAST(document, operationName)?.operation !== "query") return null;
    try {
      const compiled = compileQuery(schema, document, operationName);
      return isCompiledQuery(compiled) ? compiled : null;
    } catch {
      // A construct graphql-jit does not support: graphql-js executes it.
      return null;
    }
  }
}
