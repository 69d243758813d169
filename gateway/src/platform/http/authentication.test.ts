import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { VerifiedTokens } from "../caches/verified-tokens";
import type { AuthConfig } from "../config";
import type { Viewer } from "../request-context";
import { credentialsWithoutVerifying, type SignedInContextSources } from "./authentication";

const CONFIG: AuthConfig = {
  provider: "embedded",
  issuer: "https://issuer.example.test/",
  jwksUri: "https://issuer.example.test/jwks",
  audience: "https://shop.example.test/api-coldcase",
  adminEmails: new Set(),
  adminPermission: "admin:shop",
  emailClaim: "https://shop.example.test/email",
  emailVerifiedClaim: "https://shop.example.test/email_verified",
};
const AUTHORIZATION = "Bearer verified.token.value";
const READER: Viewer = { id: 7, email: "reader@example.test", emailVerified: true, firstName: null, lastName: null, isAdmin: false };

function verifiedTokens(): VerifiedTokens {
  const tokens = new VerifiedTokens();
  const exp = Math.floor(Date.now() / 1000) + 600;
  tokens.remember(AUTHORIZATION, { payload: { sub: "user|reader", iss: CONFIG.issuer, exp }, header: { alg: "RS256" }, token: "verified.token.value" });
  return tokens;
}

function request(headers: Record<string, string>): IncomingMessage {
  return { headers } as IncomingMessage;
}

function deferred<T>(): { promise: Promise<T>; resolve(value: T): void; reject(error: Error): void } {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe("a signed-in request's context, answered without Express", () => {
  function counting(read: () => Promise<void>): { sources: (viewer: () => Promise<Viewer>) => SignedInContextSources; reads: () => number } {
    let reads = 0;
    return {
      sources: (resolveViewer) => ({
        resolveViewer,
        readGenerations: () => {
          reads += 1;
          return read();
        },
      }),
      reads: () => reads,
    };
  }

  it("starts reading the generations for public data as the request arrives, while its viewer is still being read", async () => {
    const viewer = deferred<Viewer>();
    const generations = deferred<void>();
    const reads = counting(() => generations.promise);
    const context = credentialsWithoutVerifying(CONFIG, reads.sources(() => viewer.promise), verifiedTokens()).contextOf(request({ authorization: AUTHORIZATION }), "127.0.0.1", true);
    expect(reads.reads()).toBe(1);
    viewer.resolve(READER);
    const ctx = await context;
    expect(ctx?.viewer).toEqual(READER);
    expect(ctx?.generationsRead).toBe(generations.promise);
    generations.resolve();
  });

  it("reads no generations for a visitor, nor for a signed-in request for its own data", async () => {
    const reads = counting(async () => undefined);
    const credentials = credentialsWithoutVerifying(CONFIG, reads.sources(async () => READER), verifiedTokens());
    const visitor = await credentials.contextOf(request({}), "127.0.0.1", true);
    expect(visitor?.viewer).toBeNull();
    expect(visitor?.generationsRead).toBeUndefined();
    const own = await credentials.contextOf(request({ authorization: AUTHORIZATION }), "127.0.0.1", false);
    expect(own?.viewer).toEqual(READER);
    expect(own?.generationsRead).toBeUndefined();
    expect(reads.reads()).toBe(0);
  });

  it("fails the request whose viewer could not be read, and leaves the generations read's failure to whoever awaits it", async () => {
    const unreadViewer = counting(() => Promise.reject(new Error("generations away")));
    await expect(
      credentialsWithoutVerifying(CONFIG, unreadViewer.sources(() => Promise.reject(new Error("viewer away"))), verifiedTokens()).contextOf(request({ authorization: AUTHORIZATION }), "127.0.0.1", true),
    ).rejects.toThrow("viewer away");

    const unreadGenerations = counting(() => Promise.reject(new Error("generations away")));
    const ctx = await credentialsWithoutVerifying(CONFIG, unreadGenerations.sources(async () => READER), verifiedTokens()).contextOf(request({ authorization: AUTHORIZATION }), "127.0.0.1", true);
    expect(ctx?.viewer).toEqual(READER);
    await expect(ctx?.generationsRead).rejects.toThrow("generations away");
  });
});
