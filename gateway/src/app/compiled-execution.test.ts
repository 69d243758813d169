import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import storefrontOperations from "./persisted-query-manifest.json";
import { buildShopSchema } from "./schema";
import { insertStories } from "../test-support/story-fixtures";
import { testDatabaseKinds } from "../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../test-support/test-gateway";
import { startTestIssuer, type TestIssuer } from "../test-support/test-issuer";
import { authenticate } from "../platform/http/authentication";
import { CompiledExecution } from "../platform/graphql/compiled-execution";
import { systemContext } from "../platform/request-context";
import { CATALOGUE_DATA_SET } from "../modules/stories/stories.types";
import type { RequestLoaders } from "../platform/graphql/graphql-context";
import { createGraphqlEndpoint, type GraphqlEndpoint } from "../platform/graphql/graphql-server";

const AUDIENCE = "https://shop.example.test/api-coldcase";

function operation(name: string): string {
  const found = storefrontOperations.operations.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`The storefront has no operation ${name}`);
  return found.body;
}

interface Served {
  url: string;
  endpoint: GraphqlEndpoint;
  server: http.Server;
}

interface Answer {
  status: number;
  body: unknown;
}

/** The storefront's queries as it sends them, with answers of every kind: data, expected refusals, bad variables. */
const CASES: { name: string; query: string; variables?: Record<string, unknown>; signedIn?: boolean }[] = [
  { name: "the first catalogue page", query: operation("CataloguePage"), variables: { sort: "DOWNLOADS", limit: 16, includeFeatured: true } },
  {
    name: "a searched and filtered catalogue page",
    query: operation("CataloguePage"),
    variables: { filter: { search: "harbour", type: "MURDER" }, sort: "TITLE", limit: 2, includeFeatured: false },
  },
  { name: "a cursor that is not one", query: operation("CataloguePage"), variables: { sort: "DATE", limit: 16, after: "nope", includeFeatured: false } },
  { name: "a page size out of range", query: operation("CataloguePage"), variables: { sort: "DATE", limit: 0, includeFeatured: false } },
  { name: "a page size that is not a number", query: operation("CataloguePage"), variables: { sort: "DATE", limit: "many", includeFeatured: false } },
  { name: "a story page", query: operation("StoryDetailPage"), variables: { id: "harbour-case" } },
  { name: "a story that does not exist", query: operation("StoryDetailPage"), variables: { id: "no-such-case" } },
  { name: "a story's sponsorship", query: operation("StorySponsorship"), variables: { id: "sponsored-case" } },
  { name: "an anonymous viewer", query: operation("Viewer") },
  { name: "a signed-in viewer", query: operation("Viewer"), signedIn: true },
  { name: "the account page, anonymously", query: operation("AccountPage") },
  { name: "the account page, signed in", query: operation("AccountPage"), signedIn: true },
  { name: "the dashboard, without the admin role", query: operation("AdminDashboard"), variables: { revenueRange: "LAST_30_DAYS" }, signedIn: true },
  { name: "an order that does not exist", query: operation("OrderPage"), variables: { id: "1", accessToken: "nope" } },
  { name: "a page asked for twice under aliases", query: "query Twice { a: stories(limit: 1) { total items { id title } } b: stories(limit: 1, page: 2) { currentPage items { id } } }" },
];

describe.each(testDatabaseKinds())("compiled execution on $name", (kind) => {
  let issuer: TestIssuer;
  let gateway: TestGateway;
  let standard: Served;
  let compiled: Served;
  const compiledExecution = new CompiledExecution({ compileAfterRuns: 0 });

  async function serve(execution: CompiledExecution): Promise<Served> {
    const { modules, platform } = gateway;
    const endpoint = await createGraphqlEndpoint({
      schema: await buildShopSchema(modules.all),
      loaders: (ctx) => Object.assign({}, ...modules.all.map((module) => module.loaders?.(ctx) ?? {})) as RequestLoaders,
      execution,
    });
    const app = express();
    const auth = { ...platform.config.auth, issuer: issuer.issuer, jwksUri: issuer.jwksUri, audience: AUDIENCE };
    app.use("/graphql", ...authenticate(auth, (identity) => modules.users.services.syncFromIdentity(identity), false), ...endpoint.handler);
    const server = http.createServer(app).listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, endpoint, server };
  }

  async function ask(served: Served, query: string, variables: Record<string, unknown> | undefined, signedIn: boolean): Promise<Answer> {
    const now = Math.floor(Date.now() / 1000);
    const token = issuer.sign({ iss: issuer.issuer, aud: AUDIENCE, sub: "user|jit-reader", iat: now, exp: now + 600 });
    const response = await fetch(served.url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(signedIn ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: await response.json() };
  }

  beforeAll(async () => {
    issuer = await startTestIssuer();
    gateway = await startTestGateway(kind, { CATALOGUE_CACHE_TTL_MS: "0" });
    await insertStories(gateway, [
      { id: "harbour-case", title: "The Harbour Case", featured: true },
      { id: "harbour-lights", title: "Harbour Lights", downloads: 5 },
      { id: "sponsored-case", title: "The Sponsored Case", sponsorName: "Ada's Bookshop" },
      { id: "quiet-harbour", title: "A Quiet Harbour", downloads: 2 },
    ]);
    standard = await serve(new CompiledExecution({ compileAfterRuns: Number.POSITIVE_INFINITY }));
    compiled = await serve(compiledExecution);
  });
  afterAll(async () => {
    for (const served of [standard, compiled]) {
      await new Promise<void>((resolve) => served.server.close(() => resolve()));
      await served.endpoint.stop();
    }
    await gateway.stop();
    await issuer.stop();
  });

  it.each(CASES)("answers $name as graphql-js does", async ({ query, variables, signedIn }) => {
    const expected = await ask(standard, query, variables, signedIn ?? false);
    expect(await ask(compiled, query, variables, signedIn ?? false)).toEqual(expected);
    // The second run reuses the compiled query.
    expect(await ask(compiled, query, variables, signedIn ?? false)).toEqual(expected);
  });

  it("compiled the queries and left mutations to graphql-js", async () => {
    const before = compiledExecution.compiledDocuments;
    const mutation = await ask(compiled, operation("AddToCart"), { productId: "kit-harbour-case" }, false);
    expect(mutation.status).toBe(200);
    expect(compiledExecution.compiledDocuments).toBe(before);
    expect(before).toBe(new Set(CASES.map((testCase) => testCase.query)).size);
  });

  it("keeps no more query text compiled than it is allowed, executing the rest as graphql-js does", async () => {
    const bounded = new CompiledExecution({ compileAfterRuns: 0, maxQueryCharacters: 100 });
    const served = await serve(bounded);
    try {
      const page = { filter: { search: "harbour" }, sort: "TITLE", limit: 2, includeFeatured: false };
      const expected = await ask(standard, operation("CataloguePage"), page, false);
      for (let run = 0; run < 3; run += 1) expect(await ask(served, operation("CataloguePage"), page, false)).toEqual(expected);
      expect(bounded.compiledDocuments).toBe(0);
      expect(await ask(served, "{ stories(limit: 1) { total } }", undefined, false)).toEqual(await ask(standard, "{ stories(limit: 1) { total } }", undefined, false));
      expect(bounded.compiledDocuments).toBe(1);
    } finally {
      await new Promise<void>((resolve) => served.server.close(() => resolve()));
      await served.endpoint.stop();
    }
  });

  it("masks an unexpected failure and logs it, as graphql-js's answer does", async () => {
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => {
      logged.push(String(line));
    });
    try {
      await gateway.db.query("ALTER TABLE stories DROP COLUMN short_description");
      // The stories the earlier cases read are held in memory; a catalogue write leaves them behind.
      await gateway.platform.uow.run(systemContext("test"), (tx) => gateway.platform.generations.bump(tx, CATALOGUE_DATA_SET));
      const search = { filter: { search: "harbour" }, sort: "DOWNLOADS", limit: 16, includeFeatured: false };
      const expected = await ask(standard, operation("CataloguePage"), search, false);
      expect(expected.body).toMatchObject({ errors: [{ message: "Internal server error", path: ["stories"], extensions: { code: "INTERNAL_SERVER_ERROR" } }] });
      expect(await ask(compiled, operation("CataloguePage"), search, false)).toEqual(expected);
      expect(JSON.stringify(await ask(compiled, operation("CataloguePage"), search, false))).not.toMatch(/short_description|sqlite|no such column|unknown column/i);
      const entries = logged.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === "graphql.unexpected_error");
      expect(entries).toHaveLength(3);
      for (const entry of entries) expect(JSON.stringify(entry)).toMatch(/short_description/);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
