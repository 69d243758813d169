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

describe("a signed-in request's context", () => {
  it("starts reading the generations as the request arrives, while its viewer is still being read", async () => {
    const viewer = deferred<Viewer>();
    const generations = deferred<void>();
    let generationReads = 0;
    const sources: SignedInContextSources = {
      resolveViewer: () => viewer.promise,
      readGenerations: () => {
        generationReads += 1;
        return generations.promise;
      },
    };
    const context = credentialsWithoutVerifying(CONFIG, sources, verifiedTokens()).contextOf(request({ authorization: AUTHORIZATION }), "127.0.0.1");
    expect(generationReads).toBe(1);
    viewer.resolve(READER);
    const ctx = await context;
    expect(ctx?.viewer).toEqual(READER);
    expect(ctx?.generationsRead).toBe(generations.promise);
    generations.resolve();
  });

  it("reads no generations for a visitor", async () => {
    let generationReads = 0;
    const sources: SignedInContextSources = {
      resolveViewer: () => Promise.resolve(READER),
      readGenerations: async () => {
        generationReads += 1;
      },
    };
    const ctx = await credentialsWithoutVerifying(CONFIG, sources, verifiedTokens()).contextOf(request({}), "127.0.0.1");
    expect(ctx?.viewer).toBeNull();
    expect(ctx?.generationsRead).toBeUndefined();
    expect(generationReads).toBe(0);
  });

  it("leaves a failed generations read to whoever awaits it, and fails the request whose viewer could not be read", async () => {
    const sources: SignedInContextSources = {
      resolveViewer: () => Promise.reject(new Error("database away")),
      readGenerations: () => Promise.reject(new Error("database away")),
    };
    await expect(credentialsWithoutVerifying(CONFIG, sources, verifiedTokens()).contextOf(request({ authorization: AUTHORIZATION }), "127.0.0.1")).rejects.toThrow("database away");
  });
});
