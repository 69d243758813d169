import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROVIDER_ROUTES } from "../modules/identity/embedded-provider";
import { ADMIN, type Shop, startShop } from "../test-support/commerce.test-fixtures";
import { type RouteCall, routesOf } from "../test-support/router-routes";
import { testDatabaseKinds } from "../test-support/test-databases";

const TWO_MB = 2 * 1024 * 1024;
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** What the shop's parsers read between them; a route reads at most one of these, and leaves the others unread. */
const CONTENT_TYPES = ["application/json", "application/x-www-form-urlencoded", "text/plain", "application/octet-stream"];

/**
 * Routes whose limit is above 2 MB (files), each answering only a signed link, so their 413 is checked with their own
 * limit where such links are made (admin-stories.uploads.test.ts, custom-case-production.test.ts).
 */
const LARGER_LIMITS = new Set(["PUT /files/stories/:id/cover", "PUT /files/stories/:id/kit", "PUT /files/custom-cases/:id/upload"]);

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * Sends 2 MB, declared in Content-Length or in chunks without one, and takes the answer as soon as it comes: a route
 * refusing early does not wait for the rest, which may then fail to send.
 */
function send(baseUrl: string, method: string, path: string, contentType: string, chunked: boolean, token: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { "content-type": contentType, authorization: `Bearer ${token}` };
    if (!chunked) headers["content-length"] = TWO_MB;
    const request = http.request(`${baseUrl}${path}`, { method, headers });
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, contentType: String(response.headers["content-type"] ?? ""), body: Buffer.concat(chunks).toString("utf8") });
        request.destroy();
      });
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const writeMore = (): void => {
      while (sent < TWO_MB && !answered && !request.destroyed) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once("drain", writeMore);
          return;
        }
      }
      if (sent >= TWO_MB && !request.destroyed) request.end();
    };
    writeMore();
  });
}

/** The provider's routes, reached through one middleware rather than declared routes. */
const providerRoutes: RouteCall[] = Object.values(PROVIDER_ROUTES).map((path) => ({ method: "POST", declared: path, path }));

describe("request body limits", () => {
  const [sqlite] = testDatabaseKinds();
  let shop: Shop;
  let routes: RouteCall[];

  beforeAll(async () => {
    shop = await startShop(sqlite!);
    const moduleRoutes = shop.gateway.modules.all
      .flatMap((module) => module.routers ?? [])
      .flatMap((mounted) => routesOf(mounted.router, mounted.mount === "api" ? "/api-coldcase" : ""));
    routes = [
      { method: "POST", declared: "/graphql", path: "/graphql" },
      ...providerRoutes,
      ...moduleRoutes.filter((route) => WRITE_METHODS.has(route.method) && !LARGER_LIMITS.has(`${route.method} ${route.declared}`)),
    ];
  });
  afterAll(async () => {
    await shop.stop();
  });

  it("finds the routes that read bodies", () => {
    expect(routes.map((route) => `${route.method} ${route.declared}`)).toEqual(
      expect.arrayContaining([
        "POST /graphql",
        "POST /oauth/token",
        "POST /api-coldcase/events",
        "POST /api-coldcase/admin/stories",
        "POST /webhooks/sandbox",
        "POST /pay/sandbox/:sessionId",
        "POST /idp/interaction/:uid/login",
        "POST /idp/reset",
      ]),
    );
  });

  it.each([false, true])("refuses 2 MB (chunked: %s) with 413 on every route that reads a body, in the route's own format", async (chunked) => {
    // An admin's token, so the back office's routes get as far as reading the body.
    const token = shop.token(ADMIN);
    const wrong: string[] = [];
    for (const route of routes) {
      const answers = [];
      for (const contentType of CONTENT_TYPES) answers.push({ contentType, answer: await send(shop.gateway.baseUrl, route.method, route.path, contentType, chunked, token) });
      const name = `${route.method} ${route.declared}`;
      const tooLarge = answers.filter(({ answer }) => answer.status === 413);
      // A body of a type the route does not read is left unread: the route answers as if there were none, but never fails.
      const failed = answers.filter(({ answer }) => answer.status >= 500);
      if (tooLarge.length === 0) wrong.push(`${name}: no 413 (${answers.map(({ answer }) => answer.status).join(", ")})`);
      for (const { contentType, answer } of failed) wrong.push(`${name} as ${contentType}: ${answer.status}`);
      for (const { answer } of tooLarge) {
        // The sign-in screens' forms say it on a page; everything else, the provider's protocol routes included, in JSON.
        const html = route.declared.startsWith("/idp/interaction") || route.declared.startsWith("/idp/reset");
        if (html ? !answer.contentType.startsWith("text/html") : !answer.contentType.startsWith("application/json")) wrong.push(`${name}: 413 as ${answer.contentType}`);
        else if (route.declared === "/graphql" && !answer.body.includes('"code":"PAYLOAD_TOO_LARGE"')) wrong.push(`${name}: ${answer.body}`);
        else if (!html && route.declared !== "/graphql" && !answer.body.includes('"errorCode":"PAYLOAD_TOO_LARGE"')) wrong.push(`${name}: ${answer.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
