import type { ApolloServerOptionsWithSchema, ApolloServerPlugin, BaseContext } from "@apollo/server";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  validate,
  type ValidationContext,
  type ValidationRule,
} from "graphql";
import { type ErrorCode, httpStatusOf } from "../errors/error-codes";
import { estimateBreadth } from "./graphql-breadth";

/**
 * The abuse limits of `/graphql`. Every query the storefront sends stays well inside each one
 * (storefront-queries.test.ts fails if a limit would refuse one of them).
 */
export const GRAPHQL_LIMITS = {
  /** Levels of nested fields, fragments flattened. The storefront's deepest query has 3. */
  maxDepth: 8,
  /** Aliased fields in one operation, aliases of `__typename` aside. The storefront uses none. */
  maxAliases: 15,
  /**
   * Lexical tokens in one document, counted while parsing so a flood is never parsed whole. The
   * storefront's largest has 126 (with the `__typename`s Apollo Client adds), introspection 163;
   * the rest of the room lets the alias and directive limits, not this one, name what is wrong.
   */
  maxTokens: 2_000,
  /** Directives in one operation. The storefront uses at most 1. */
  maxDirectives: 10,
  /**
   * graphql-armor's cost: 2 per object field and 1 per scalar, multiplied by 1.5 per level of
   * nesting. The storefront's costliest query, the catalogue page, costs 192.
   */
  maxCost: 1_000,
  /**
   * Result objects a query may ask for, each list counted at its `limit` argument. The
   * storefront's broadest query, the catalogue page, asks for 23 (107 at the largest page).
   */
  maxBreadth: 5_000,
  /** The size assumed for a list whose field has no `limit` argument. */
  defaultListSize: 10,
} as const;

export const GRAPHQL_LIMIT_CODES = {
  depth: "QUERY_TOO_DEEP",
  aliases: "TOO_MANY_ALIASES",
  tokens: "TOO_MANY_TOKENS",
  directives: "TOO_MANY_DIRECTIVES",
  cost: "QUERY_TOO_COSTLY",
  breadth: "QUERY_TOO_BROAD",
} as const satisfies Record<string, ErrorCode>;

type GraphqlLimitCode = (typeof GRAPHQL_LIMIT_CODES)[keyof typeof GRAPHQL_LIMIT_CODES];

export interface QueryLimitsRequest {
  operationName?: string | null;
  variables?: Record<string, unknown>;
}

function limitExceeded(code: GraphqlLimitCode, message: string): GraphQLError {
  // Errors thrown by Apollo plugins answer 500 unless they name their HTTP status.
  return new GraphQLError(message, { extensions: { code, http: { status: httpStatusOf(code) } } });
}

/** graphql-armor words its refusals as syntax errors; they are not, so the prefix goes. */
function reportAs(code: GraphqlLimitCode) {
  return (context: ValidationContext | null, error: GraphQLError) =>
    context?.reportError(limitExceeded(code, error.message.replace(/^Syntax Error: /, "")));
}

const armor = new ApolloArmor({
  maxDepth: {
    n: GRAPHQL_LIMITS.maxDepth,
    flattenFragments: true,
    propagateOnRejection: false,
    onReject: [reportAs(GRAPHQL_LIMIT_CODES.depth)],
  },
  maxAliases: { n: GRAPHQL_LIMITS.maxAliases, propagateOnRejection: false, onReject: [reportAs(GRAPHQL_LIMIT_CODES.aliases)] },
  maxDirectives: {
    n: GRAPHQL_LIMITS.maxDirectives,
    propagateOnRejection: false,
    onReject: [reportAs(GRAPHQL_LIMIT_CODES.directives)],
  },
  costLimit: {
    maxCost: GRAPHQL_LIMITS.maxCost,
    flattenFragments: true,
    propagateOnRejection: false,
    onReject: [reportAs(GRAPHQL_LIMIT_CODES.cost)],
  },
  // graphql-js's own `maxTokens` (see graphqlLimitOptions) stops Apollo's single parse; armor's would parse each new document twice.
  maxTokens: { enabled: false },
  blockFieldSuggestion: { enabled: true },
}).protect();

/** The objects the request's answer can hold (see estimateBreadth); undefined when its variables do not coerce or it names no operation. */
export function breadthOf(schema: GraphQLSchema, document: DocumentNode, request: QueryLimitsRequest): number | undefined {
  const operation = getOperationAST(document, request.operationName);
  if (!operation) return undefined;
  const { coerced, errors } = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {});
  // Variables that do not coerce are refused by execution, with its own message, before any resolver runs.
  if (errors) return undefined;
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  return estimateBreadth({ schema, operation, fragments, variables: coerced, defaultListSize: GRAPHQL_LIMITS.defaultListSize });
}

export function breadthRefusal(breadth: number): GraphQLError | undefined {
  if (breadth <= GRAPHQL_LIMITS.maxBreadth) return undefined;
  return limitExceeded(GRAPHQL_LIMIT_CODES.breadth, `Query breadth limit of ${GRAPHQL_LIMITS.maxBreadth} exceeded, found ${breadth}.`);
}

function checkBreadth(schema: GraphQLSchema, document: DocumentNode, request: QueryLimitsRequest): GraphQLError | undefined {
  const breadth = breadthOf(schema, document, request);
  return breadth === undefined ? undefined : breadthRefusal(breadth);
}

/**
 * graphql-armor counts a fragment's directives once, however many spreads name it, and skips the directives written on
 * the spreads themselves after the first; every directive written in the document counts here.
 */
const writtenDirectivesLimit: ValidationRule = (context) => {
  let written = 0;
  return {
    Directive() {
      written += 1;
    },
    Document: {
      leave() {
        if (written <= GRAPHQL_LIMITS.maxDirectives) return;
        context.reportError(
          limitExceeded(GRAPHQL_LIMIT_CODES.directives, `Directives limit of ${GRAPHQL_LIMITS.maxDirectives} exceeded, found ${written}.`),
        );
      },
    },
  };
};

/** A deep or aliased query is costly too; the most specific refusal is the one that answers. */
const REFUSAL_PRIORITY: readonly unknown[] = [
  GRAPHQL_LIMIT_CODES.depth,
  GRAPHQL_LIMIT_CODES.aliases,
  GRAPHQL_LIMIT_CODES.directives,
  GRAPHQL_LIMIT_CODES.cost,
];

const priorityOf = (refusal: GraphQLError) => REFUSAL_PRIORITY.indexOf(refusal.extensions.code);

/** Apollo hands back the same parsed document for a query it has seen, so each document's shape is judged once. */
const shapeRefusalsBySchema = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, readonly GraphQLError[]>>();

function shapeRefusalsOf(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
  let judged = shapeRefusalsBySchema.get(schema);
  if (!judged) {
    judged = new WeakMap();
    shapeRefusalsBySchema.set(schema, judged);
  }
  const known = judged.get(document);
  if (known) return known;
  const refusals = validate(schema, document, [...armor.validationRules, writtenDirectivesLimit]).toSorted((a, b) => priorityOf(a) - priorityOf(b));
  judged.set(document, refusals);
  return refusals;
}

/**
 * The refusals a parsed, valid document earns under the limits, the most specific first. The
 * server checks every request here, and the storefront test checks the storefront's queries here.
 */
export function checkQueryLimits(schema: GraphQLSchema, document: DocumentNode, request: QueryLimitsRequest = {}): readonly GraphQLError[] {
  const shapeRefusals = shapeRefusalsOf(schema, document);
  if (shapeRefusals.length > 0) return shapeRefusals;
  const breadthRefusal = checkBreadth(schema, document, request);
  return breadthRefusal ? [breadthRefusal] : [];
}

/** graphql-js 16's words, typo included, when `maxTokens` stops a parse; the token-flood test fails if they change. */
const TOKEN_LIMIT_PARSE_ERROR = `Syntax Error: Document contains more that ${GRAPHQL_LIMITS.maxTokens} tokens. Parsing aborted.`;

/**
 * Runs the limits after validation, before execution: Apollo relabels every validation-rule error
 * GRAPHQL_VALIDATION_FAILED, while an error thrown here keeps its own code. The token limit acts
 * inside the parser, whose refusal only gets its code and wording here.
 */
const queryLimitsPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ schema, document, operationName, request }) {
        const [refusal] = checkQueryLimits(schema, document, { operationName, variables: request.variables });
        if (refusal) throw refusal;
      },
      async didEncounterErrors({ errors }) {
        for (const error of errors) {
          if (error.message !== TOKEN_LIMIT_PARSE_ERROR) continue;
          error.message = `Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded, found more than ${GRAPHQL_LIMITS.maxTokens}: parsing stopped there.`;
          error.extensions.code = GRAPHQL_LIMIT_CODES.tokens;
        }
      },
    };
  },
};

/** Spread into `new ApolloServer({...})`. */
export const graphqlLimitOptions = {
  parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
  // Apollo's default, stated: one request carries one operation, so the limits above bound a request.
  allowBatchedHttpRequests: false,
} satisfies Pick<ApolloServerOptionsWithSchema<BaseContext>, "parseOptions" | "allowBatchedHttpRequests">;

/** Added to the server's plugins: the limits, and "Did you mean…" suggestions masked so a mistyped field is not answered with real ones. */
export const graphqlLimitPlugins: ApolloServerPlugin[] = [...armor.plugins, queryLimitsPlugin];
