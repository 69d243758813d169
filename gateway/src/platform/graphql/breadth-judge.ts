import { type DocumentNode, type GraphQLError, type GraphQLSchema, visit } from "graphql";
import { LRUCache } from "lru-cache";
import { breadthOf, breadthRefusal } from "./graphql-limits";

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

  /** `operationName`: the one the document was prepared and compiled for, whatever a request names. */
  constructor(
    private readonly schema: GraphQLSchema,
    private readonly document: DocumentNode,
    private readonly operationName: string | undefined,
  ) {
    this.names = breadthVariables(document);
  }

  refusal(variables: Record<string, unknown>): GraphQLError | undefined {
    // A variable left out (its default applies) differs from one sent as null; only the request's own keys count, as
    // in coercion (`constructor` is a name a query may give a variable).
    const key = JSON.stringify(this.names.map((name) => (Object.hasOwn(variables, name) ? [variables[name]] : [])));
    const known = this.verdicts.get(key);
    if (known !== undefined) return known === NO_REFUSAL ? undefined : known;
    const breadth = breadthOf(this.schema, this.document, { operationName: this.operationName, variables });
    if (breadth === undefined) return undefined;
    const refusal = breadthRefusal(breadth);
    this.verdicts.set(key, refusal ?? NO_REFUSAL);
    return refusal;
  }
}
