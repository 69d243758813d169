import {
  type FieldNode,
  type FragmentDefinitionNode,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  type GraphQLCompositeType,
  type GraphQLField,
  GraphQLIncludeDirective,
  type GraphQLSchema,
  GraphQLSkipDirective,
  isCompositeType,
  isListType,
  isInterfaceType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  valueFromAST,
} from "graphql";

export interface BreadthQuery {
  schema: GraphQLSchema;
  operation: OperationDefinitionNode;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  /** Coerced variable values, operation defaults included. */
  variables: Record<string, unknown>;
  /** The size assumed for a list that no `limit` sizes. */
  defaultListSize: number;
}

function isSkipped(selection: SelectionNode, variables: Record<string, unknown>): boolean {
  return (
    getDirectiveValues(GraphQLSkipDirective, selection, variables)?.if === true ||
    getDirectiveValues(GraphQLIncludeDirective, selection, variables)?.if === false
  );
}

/**
 * The field's `limit` as the query sets it, or as the schema defaults it. A limit below 1 is
 * refused by its resolver and answers nothing, so it counts 0: never less, or it would cancel out
 * the breadth of the query's other fields.
 */
function limitOf(fieldDefinition: GraphQLField<unknown, unknown>, field: FieldNode, variables: Record<string, unknown>): number | undefined {
  const definition = fieldDefinition.args.find((argument) => argument.name === "limit");
  if (!definition) return undefined;
  const given = field.arguments?.find((argument) => argument.name.value === "limit");
  const value: unknown = given ? valueFromAST(given.value, definition.type, variables) : definition.defaultValue;
  return typeof value === "number" ? Math.max(0, value) : undefined;
}

/**
 * Counts the objects a query's answer can hold: a list holds as many as its `limit`, a page (an
 * object returned by a field with a `limit`) holds that many in its lists, and any other list
 * holds `defaultListSize`. Scalars are free. Introspection is free too: its answer is bounded by
 * the schema, not by the catalogue.
 *
 * Expects a document that passed validation and the cost limit, which rule out fragment cycles
 * and bound how far fragments expand.
 */
export function estimateBreadth(query: BreadthQuery): number {
  const rootType = query.schema.getRootType(query.operation.operation);
  return rootType ? selectionsBreadth(query, query.operation.selectionSet, rootType, undefined) : 0;
}

function selectionsBreadth(
  query: BreadthQuery,
  selectionSet: SelectionSetNode,
  parentType: GraphQLCompositeType,
  pageLimit: number | undefined,
): number {
  let breadth = 0;
  for (const selection of selectionSet.selections) {
    if (isSkipped(selection, query.variables)) continue;
    if (selection.kind === Kind.FIELD) {
      breadth += fieldBreadth(query, selection, parentType, pageLimit);
      continue;
    }
    const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : query.fragments.get(selection.name.value);
    const conditionType = fragment?.typeCondition ? query.schema.getType(fragment.typeCondition.name.value) : parentType;
    if (fragment && isCompositeType(conditionType)) breadth += selectionsBreadth(query, fragment.selectionSet, conditionType, pageLimit);
  }
  return breadth;
}

function fieldBreadth(query: BreadthQuery, field: FieldNode, parentType: GraphQLCompositeType, pageLimit: number | undefined): number {
  if (field.name.value.startsWith("__") || (!isObjectType(parentType) && !isInterfaceType(parentType))) return 0;
  const definition = parentType.getFields()[field.name.value];
  const returnedType = definition && getNullableType(definition.type);
  const itemType = returnedType && getNamedType(returnedType);
  if (!isCompositeType(itemType) || !field.selectionSet) return 0;
  const limit = limitOf(definition, field, query.variables);
  if (isListType(returnedType)) {
    const size = limit ?? pageLimit ?? query.defaultListSize;
    return size * (1 + selectionsBreadth(query, field.selectionSet, itemType, undefined));
  }
  return 1 + selectionsBreadth(query, field.selectionSet, itemType, limit);
}
