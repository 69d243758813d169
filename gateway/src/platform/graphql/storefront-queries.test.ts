import fs from "node:fs";
import path from "node:path";
import {
  buildSchema,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInputType,
  isListType,
  isNonNullType,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  type SelectionSetNode,
  specifiedRules,
  typeFromAST,
  validate,
  visit,
} from "graphql";
import { describe, expect, it } from "vitest";
import { checkQueryLimits, graphqlLimitOptions } from "./graphql-limits";

const REPO_ROOT = path.resolve(__dirname, "../../../..");
const FRONTEND_SOURCES = path.join(REPO_ROOT, "frontend/src");
/** The largest `limit` the schema accepts anywhere (`Query.stories`: 1 to 100). */
const LARGEST_LIMIT = 100;

const schema = buildSchema(fs.readFileSync(path.join(REPO_ROOT, "schema/schema.graphql"), "utf8"));

const definitions: DefinitionNode[] = fs
  .readdirSync(FRONTEND_SOURCES, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".graphql"))
  .flatMap((file) => parse(fs.readFileSync(path.join(FRONTEND_SOURCES, file), "utf8")).definitions);

const operations = definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
const fragments = new Map(
  definitions
    .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
    .map((fragment) => [fragment.name.value, fragment]),
);

function fragmentsUsedBy(node: OperationDefinitionNode | FragmentDefinitionNode, used = new Map<string, FragmentDefinitionNode>()) {
  visit(node, {
    FragmentSpread(spread) {
      const name = spread.name.value;
      const fragment = fragments.get(name);
      if (!fragment) throw new Error(`${node.name?.value} uses the unknown fragment ${name}`);
      if (used.has(name)) return;
      used.set(name, fragment);
      fragmentsUsedBy(fragment, used);
    },
  });
  return [...used.values()];
}

/** Apollo Client adds `__typename` to every selection set below the root before sending. */
function withTypenames(document: DocumentNode): DocumentNode {
  const addTypename = (selectionSet: SelectionSetNode): SelectionSetNode =>
    selectionSet.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === "__typename")
      ? selectionSet
      : { ...selectionSet, selections: [...selectionSet.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } }] };
  return visit(document, {
    Field: { leave: (field) => (field.selectionSet ? { ...field, selectionSet: addTypename(field.selectionSet) } : field) },
    FragmentDefinition: { leave: (fragment) => ({ ...fragment, selectionSet: addTypename(fragment.selectionSet) }) },
  });
}

/** The request text as the storefront sends it: the operation with every fragment it reaches. */
function requestText(operation: OperationDefinitionNode): string {
  return print(withTypenames({ kind: Kind.DOCUMENT, definitions: [operation, ...fragmentsUsedBy(operation)] }));
}

/** Variables that make the operation as large as it can get: largest limits, optional parts included. */
/** The most any list an input takes may hold (a custom case's suspects). */
const LARGEST_INPUT_LIST = 6;

/** The largest value of an input type: every optional field given, lists full, limits at their largest. */
function largestValue(type: GraphQLInputType, where: string): unknown {
  if (isNonNullType(type)) return largestValue(type.ofType, where);
  if (isListType(type)) return Array.from({ length: LARGEST_INPUT_LIST }, () => largestValue(type.ofType, where));
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type)) return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, largestValue(field.type, where)]));
  if (type.name === "Int") return LARGEST_LIMIT;
  if (type.name === "Boolean") return true;
  if (type.name === "ID" || type.name === "String") return "any";
  if (type.name === "DateTimeISO") return "2026-11-24T00:00:00.000Z";
  throw new Error(`No largest value for ${type.name} in ${where}: add one here`);
}

function largestVariables(operation: OperationDefinitionNode, against: GraphQLSchema): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(against, definition.type);
    const name = definition.variable.name.value;
    if (!type || !isInputType(type)) throw new Error(`$${name} of ${operation.name?.value} has no input type in the schema`);
    variables[name] = largestValue(type, `$${name} of ${operation.name?.value}`);
  }
  return variables;
}

describe("the storefront's own queries", () => {
  it("are all found", () => {
    expect(operations.map((operation) => operation.name?.value).sort()).toEqual(
      expect.arrayContaining(["AdminDashboard", "CataloguePage", "StoryDetailPage", "Viewer"]),
    );
  });

  it.each(operations.map((operation) => [operation.name?.value ?? "anonymous", operation] as const))(
    "%s passes every limit at its largest",
    (_name, operation) => {
      const document = parse(requestText(operation), graphqlLimitOptions.parseOptions);
      expect(validate(schema, document, specifiedRules).map((error) => error.message)).toEqual([]);
      const refusals = checkQueryLimits(schema, document, { variables: largestVariables(operation, schema) });
      expect(refusals.map((error) => `${String(error.extensions.code)}: ${error.message}`)).toEqual([]);
    },
  );
});
