import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Shop, startShop, type TestUser } from "../test-support/commerce.test-fixtures";
import { type RouteCall, routesOf } from "../test-support/router-routes";
import { testDatabaseKinds } from "../test-support/test-databases";
import { buildShopSchema } from "./schema";

/**
 * Who may call each root field. Anything not listed here is taken to be for admins only, so a new
 * field is refused to everyone but admins until someone decides otherwise in this table.
 */
const OPEN_TO_EVERYONE = new Set([
  "stories",
  "featuredStories",
  "story",
  "cart",
  "order",
  "addToCart",
  "removeFromCart",
  "setCartEmail",
  "checkout",
  "requestOrderDownload",
  "requestRefund",
]);
const FOR_SIGNED_IN_USERS = new Set([
  "me",
  "myCredits",
  "myLibrary",
  "myShipments",
  "myCustomCases",
  "mySponsoredStories",
  "updateProfile",
  "redeemStoryWithCredits",
  "requestDownload",
  "requestCustomCaseDownload",
]);

/**
 * Who may call each REST route under /api-coldcase, as declared. As for GraphQL, a route not listed here is taken to be
 * for admins only, whatever its path.
 */
const ROUTES_OPEN_TO_EVERYONE = new Set(["GET /stories", "GET /stories/featured", "GET /stories/:id", "POST /events"]);
const ROUTES_FOR_SIGNED_IN_USERS = new Set([
  "POST /users/create",
  "GET /users/status",
  "GET /users/me",
  "GET /users/me/sponsored",
  "GET /users/me/hard-copies",
  "GET /users/me/custom-cases",
]);

/** The back office's REST prefixes: never opened to visitors or customers. */
const ADMIN_ROUTE = /^\/(admin|funnel)(\/|$)/;

/** How the admin fields say who they are for (the contract's wording), so the table above can be checked against the schema. */
const ADMINS_ONLY = "Admins only.";

let customers = 0;
/** A customer of their own per check: the admin's calls in one check (granting a role, say) must not change the next. */
function newCustomer(): TestUser {
  customers += 1;
  return { sub: `user|customer-${customers}`, email: `customer-${customers}@example.test` };
}

/** A value of the argument's type that passes GraphQL's own validation; the guard must refuse before anything reads it. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, sampleValue(field.type)]),
    );
  }
  switch (type.name) {
    case "Int":
      return 1;
    case "Float":
      return 1.5;
    case "Boolean":
      return false;
    case "DateTimeISO":
      return "2026-01-01T00:00:00.000Z";
    default:
      return "1";
  }
}

interface FieldCall {
  operation: "query" | "mutation";
  name: string;
  text: string;
  variables: Record<string, unknown>;
}

function callOf(operation: FieldCall["operation"], field: GraphQLField<unknown, unknown>): FieldCall {
  const required = field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const declarations = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(", ");
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  const selection = isLeafType(getNamedType(field.type)) ? "" : " { __typename }";
  return {
    operation,
    name: field.name,
    text: `${operation}${declarations ? `(${declarations})` : ""} { ${field.name}${passed ? `(${passed})` : ""}${selection} }`,
    variables: Object.fromEntries(required.map((arg) => [arg.name, sampleValue(arg.type)])),
  };
}

function rootCalls(schema: GraphQLSchema): FieldCall[] {
  const fieldsOf = (type: GraphQLObjectType | null | undefined) => Object.values(type?.getFields() ?? {});
  return [
    ...fieldsOf(schema.getQueryType()).map((field) => callOf("query", field)),
    ...fieldsOf(schema.getMutationType()).map((field) => callOf("mutation", field)),
  ];
}

const routeName = (route: RouteCall) => `${route.method} ${route.declared}`;

/**
 * The named types a visitor or a customer can be answered with: what the fields opened to them return, and everything
 * reachable from there (union members and an interface's implementations included).
 */
function typesReachableFrom(schema: GraphQLSchema, fields: readonly GraphQLField<unknown, unknown>[]): Map<string, GraphQLNamedType> {
  const reached = new Map<string, GraphQLNamedType>();
  const waiting: GraphQLNamedType[] = fields.map((field) => getNamedType(field.type));
  for (let type = waiting.pop(); type; type = waiting.pop()) {
    if (reached.has(type.name)) continue;
    reached.set(type.name, type);
    if (isAbstractType(type)) waiting.push(...schema.getPossibleTypes(type));
    if (isObjectType(type) || isInterfaceType(type)) waiting.push(...Object.values(type.getFields()).map((field) => getNamedType(field.type)));
  }
  return reached;
}

describe("the back office's guard", () => {
  const [sqlite] = testDatabaseKinds();
  let shop: Shop;
  let schema: GraphQLSchema;
  let calls: FieldCall[];
  let apiRoutes: RouteCall[];

  beforeAll(async () => {
    shop = await startShop(sqlite!);
    schema = await buildShopSchema(shop.gateway.modules.all);
    calls = rootCalls(schema);
    apiRoutes = shop.gateway.modules.all
      .flatMap((module) => module.routers ?? [])
      .filter((mounted) => mounted.mount === "api")
      .flatMap((mounted) => routesOf(mounted.router));
  });
  afterAll(async () => {
    await shop.stop();
  });

  const isOpenField = (name: string) => OPEN_TO_EVERYONE.has(name) || FOR_SIGNED_IN_USERS.has(name);
  const adminCalls = () => calls.filter((call) => !isOpenField(call.name));
  const isOpenRoute = (route: RouteCall) => ROUTES_OPEN_TO_EVERYONE.has(routeName(route)) || ROUTES_FOR_SIGNED_IN_USERS.has(routeName(route));
  const adminRoutes = () => apiRoutes.filter((route) => !isOpenRoute(route));
  const rootFields = () => [schema.getQueryType(), schema.getMutationType()].flatMap((type) => Object.values(type?.getFields() ?? {}));
  const codesOf = (errors: readonly { extensions?: Record<string, unknown> }[] | undefined) => (errors ?? []).map((error) => error.extensions?.code);

  it("knows every field and route it lists, and finds the back office's fields and routes", () => {
    const names = new Set(calls.map((call) => call.name));
    expect([...OPEN_TO_EVERYONE, ...FOR_SIGNED_IN_USERS].filter((name) => !names.has(name))).toEqual([]);
    expect(adminCalls().map((call) => call.name)).toEqual(
      expect.arrayContaining(["adminDashboard", "adjustCredits", "refundOrder", "shipments", "customCases"]),
    );
    const routeNames = new Set(apiRoutes.map(routeName));
    expect([...ROUTES_OPEN_TO_EVERYONE, ...ROUTES_FOR_SIGNED_IN_USERS].filter((name) => !routeNames.has(name))).toEqual([]);
    expect(adminRoutes().map(routeName)).toEqual(
      expect.arrayContaining(["GET /admin/dashboard", "GET /admin/stories", "GET /admin/user-credits", "POST /admin/user-credits", "GET /funnel/analytics", "GET /funnel/sessions"]),
    );
  });

  it("opens no field the schema describes as for admins, and no back-office route", () => {
    const misfiled = rootFields()
      .filter((field) => isOpenField(field.name) === (field.description ?? "").includes(ADMINS_ONLY))
      .map((field) => `${field.name}: ${isOpenField(field.name) ? "opened, yet described" : "guarded, yet not described"} as for admins`);
    expect(misfiled).toEqual([]);
    expect(apiRoutes.filter((route) => isOpenRoute(route) && ADMIN_ROUTE.test(route.declared)).map(routeName)).toEqual([]);
  });

  it("keeps admin-only types and fields off everything visitors and customers can be answered with", () => {
    const reached = typesReachableFrom(
      schema,
      rootFields().filter((field) => isOpenField(field.name)),
    );
    const leaks = [...reached.values()].flatMap((type) => [
      ...((type.description ?? "").includes(ADMINS_ONLY) ? [type.name] : []),
      ...(isObjectType(type) || isInterfaceType(type)
        ? Object.values(type.getFields())
            .filter((field) => (field.description ?? "").includes(ADMINS_ONLY))
            .map((field) => `${type.name}.${field.name}`)
        : []),
    ]);
    expect(leaks).toEqual([]);
  });

  it("refuses every admin and signed-in field to a visitor with 401", async () => {
    const refusals: string[] = [];
    for (const call of calls.filter((candidate) => !OPEN_TO_EVERYONE.has(candidate.name))) {
      const answer = await shop.visitor().graphql(call.text, call.variables);
      if (answer.status !== 401 || !codesOf(answer.errors).includes("UNAUTHENTICATED")) refusals.push(`${call.name}: ${answer.status} ${JSON.stringify(answer.errors)}`);
    }
    expect(refusals).toEqual([]);
  });

  it("refuses every admin field to a signed-in customer with 403", async () => {
    const refusals: string[] = [];
    const customer = newCustomer();
    for (const call of adminCalls()) {
      const answer = await shop.as(customer).graphql(call.text, call.variables);
      if (answer.status !== 403 || !codesOf(answer.errors).includes("FORBIDDEN")) refusals.push(`${call.name}: ${answer.status} ${JSON.stringify(answer.errors)}`);
    }
    expect(refusals).toEqual([]);
  });

  it("lets the fields it opens through the guard", async () => {
    const refused: string[] = [];
    const customer = newCustomer();
    for (const call of calls) {
      const client = OPEN_TO_EVERYONE.has(call.name) ? shop.visitor() : FOR_SIGNED_IN_USERS.has(call.name) ? shop.as(customer) : shop.admin();
      const answer = await client.graphql(call.text, call.variables);
      const codes = codesOf(answer.errors);
      if (codes.includes("UNAUTHENTICATED") || codes.includes("FORBIDDEN")) refused.push(`${call.name}: ${String(codes)}`);
    }
    expect(refused).toEqual([]);
  });

  it("refuses every back-office REST route with 401 to a visitor and 403 to a customer, and every signed-in one with 401 to a visitor", async () => {
    const refusals: string[] = [];
    const customer = newCustomer();
    for (const route of apiRoutes.filter((candidate) => !ROUTES_OPEN_TO_EVERYONE.has(routeName(candidate)))) {
      const init = { method: route.method, headers: { "content-type": "application/json" }, ...(route.method === "GET" ? {} : { body: "{}" }) };
      const anonymous = await shop.visitor().request(`/api-coldcase${route.path}`, init);
      const asCustomer = ROUTES_FOR_SIGNED_IN_USERS.has(routeName(route)) ? null : await shop.as(customer).request(`/api-coldcase${route.path}`, init);
      if (anonymous.status !== 401 || (asCustomer !== null && asCustomer.status !== 403)) refusals.push(`${routeName(route)}: ${anonymous.status}, ${asCustomer?.status ?? "-"}`);
    }
    expect(refusals).toEqual([]);
  });

  it("lets the REST routes it opens through the guard, and the others to an admin", async () => {
    const refused: string[] = [];
    const customer = newCustomer();
    for (const route of apiRoutes) {
      const client = ROUTES_OPEN_TO_EVERYONE.has(routeName(route)) ? shop.visitor() : ROUTES_FOR_SIGNED_IN_USERS.has(routeName(route)) ? shop.as(customer) : shop.admin();
      const init = { method: route.method, headers: { "content-type": "application/json" }, ...(route.method === "GET" ? {} : { body: "{}" }) };
      const answer = await client.request(`/api-coldcase${route.path}`, init);
      if (answer.status === 401 || answer.status === 403) refused.push(`${routeName(route)}: ${answer.status}`);
    }
    expect(refused).toEqual([]);
  });
});
