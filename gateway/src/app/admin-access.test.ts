import type { Router } from "express";
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Shop, startShop, type TestUser } from "../test-support/commerce.test-fixtures";
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

/** REST routes under these prefixes belong to the back office. */
const ADMIN_ROUTE = /^\/(admin|funnel)(\/|$)/;

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

interface RouteCall {
  method: string;
  path: string;
}

interface RouteLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

function routesOf(router: Router): RouteCall[] {
  return (router.stack as RouteLayer[]).flatMap((layer) => {
    if (!layer.route) return [];
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    const methods = Object.keys(layer.route.methods).filter((method) => layer.route?.methods[method]);
    return paths.flatMap((routePath) => methods.map((method) => ({ method: method.toUpperCase(), path: routePath.replace(/:\w+/g, "1") })));
  });
}

describe("the back office's guard", () => {
  const [sqlite] = testDatabaseKinds();
  let shop: Shop;
  let calls: FieldCall[];
  let adminRoutes: RouteCall[];

  beforeAll(async () => {
    shop = await startShop(sqlite!);
    calls = rootCalls(await buildShopSchema(shop.gateway.modules.all));
    adminRoutes = shop.gateway.modules.all
      .flatMap((module) => module.routers ?? [])
      .filter((mounted) => mounted.mount === "api")
      .flatMap((mounted) => routesOf(mounted.router))
      .filter((route) => ADMIN_ROUTE.test(route.path));
  });
  afterAll(async () => {
    await shop.stop();
  });

  const adminCalls = () => calls.filter((call) => !OPEN_TO_EVERYONE.has(call.name) && !FOR_SIGNED_IN_USERS.has(call.name));
  const codesOf = (errors: readonly { extensions?: Record<string, unknown> }[] | undefined) => (errors ?? []).map((error) => error.extensions?.code);

  it("knows every field it lists, and finds the back office's fields and routes", () => {
    const names = new Set(calls.map((call) => call.name));
    expect([...OPEN_TO_EVERYONE, ...FOR_SIGNED_IN_USERS].filter((name) => !names.has(name))).toEqual([]);
    expect(adminCalls().map((call) => call.name)).toEqual(
      expect.arrayContaining(["adminDashboard", "adjustCredits", "refundOrder", "shipments", "customCases"]),
    );
    expect(adminRoutes.map((route) => `${route.method} ${route.path}`)).toEqual(expect.arrayContaining(["GET /admin/dashboard", "GET /admin/stories", "GET /admin/user-credits", "POST /admin/user-credits", "GET /funnel/analytics", "GET /funnel/sessions"]));
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

  it("refuses every back-office REST route with 401 to a visitor and 403 to a customer", async () => {
    const refusals: string[] = [];
    const customer = newCustomer();
    for (const route of adminRoutes) {
      const init = { method: route.method, headers: { "content-type": "application/json" }, ...(route.method === "GET" ? {} : { body: "{}" }) };
      const anonymous = await shop.visitor().request(`/api-coldcase${route.path}`, init);
      const asCustomer = await shop.as(customer).request(`/api-coldcase${route.path}`, init);
      if (anonymous.status !== 401 || asCustomer.status !== 403) refusals.push(`${route.method} ${route.path}: ${anonymous.status}, ${asCustomer.status}`);
    }
    expect(refusals).toEqual([]);
  });
});
