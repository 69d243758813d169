import { type DocumentNode, type GraphQLError, type GraphQLSchema, visit } from "graphql";
import { LRUCache } from "lru-cache";
import { breadthOf, breadthRefusal, type QueryLimitsRequest } from "./graphql-limits";

/** Verdicts kept per document: one per distinct page size, say, of which a client sends few. */
const MAX_VERDICTS = 64;
const NO_REFUSAL = "within";

/** The variables a document's breadth can depend on: those given to its `limit` arguments and its directives. */
function breadthVariables(document: DocumentNode): readonly string[] {
  const names = new Set<string>();
  const collect = (node: Parameters<typeof visit>[0]) =>
    visit(node, {
      Variable(variable) {
        names.add(variable.name.value);
      },
    });
  visit(document, {
    Argument(argument) {
      if (argument.name.value === "limit") collect(argument.value);
    },
    Directive(directive) {
      collect(directive);
    },
  });
  return [...names].sort();
}

/**
 * Judges the breadth of one valid document for each request, as `checkQueryLimits` does, but once per distinct value
 * of the variables the breadth depends on: a catalogue's pages differ in their filters and page number, which it does
 * not read. A verdict is kept only when every variable coerced, as the breadth is then a function of those values.
 */
export class BreadthJudge {
  private readonly names: readonly string[];
  private readonly verdicts = new LRUCache<string, GraphQLError | typeof NO_REFUSAL>({ max: MAX_VERDICTS });

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly document: DocumentNode,
  ) {
    this.names = breadthVariables(document);
  }

  refusal(request: QueryLimitsRequest): GraphQLError | undefined {
    const variables = request.variables ?? {};
    // A variable left out (its default applies) differs from one sent as null.
    const key = JSON.stringify(this.names.map((name) => (name in variables ? [variables[name]] : [])));
    const known = this.verdicts.get(key);
    if (known !== undefined) return known === NO_REFUSAL ? undefined : known;
    const breadth = breadthOf(this.schema, this.document, request);
    if (breadth === undefined) return undefined;
    const refusal = breadthRefusal(breadth);
    this.verdicts.set(key, refusal ?? NO_REFUSAL);
    return refusal;
  }
}
