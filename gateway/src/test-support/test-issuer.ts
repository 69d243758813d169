import { createHmac, generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ShopConfig } from "../platform/config";

export type SigningAlgorithm = "RS256" | "HS256" | "none";

export interface TokenOptions {
  alg?: SigningAlgorithm;
  /** Sign with a key the issuer never published. */
  foreignKey?: boolean;
}

export interface TestIssuer {
  issuer: string;
  jwksUri: string;
  publicKeyPem: string;
  sign(claims: Record<string, unknown>, options?: TokenOptions): string;
  stop(): Promise<void>;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString("base64url");

function rsaKeys(): { privateKey: KeyObject; publicKey: KeyObject } {
  return generateKeyPairSync("rsa", { modulusLength: 2048 });
}

/** A minimal token issuer publishing its JWKS over real HTTP, and able to forge every kind of bad token. */
export async function startTestIssuer(): Promise<TestIssuer> {
  const own = rsaKeys();
  const foreign = rsaKeys();
  const jwk = { ...own.publicKey.export({ format: "jwk" }), kid: "test-key", alg: "RS256", use: "sig" };
  const server = http.createServer((req, res) => {
    if (req.url === "/.well-known/jwks.json") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const publicKeyPem = own.publicKey.export({ format: "pem", type: "spki" }).toString();

  return {
    issuer: `${origin}/`,
    jwksUri: `${origin}/.well-known/jwks.json`,
    publicKeyPem,
    sign(claims, options = {}) {
      const alg = options.alg ?? "RS256";
      const header = base64url(JSON.stringify({ alg, typ: "JWT", kid: "test-key" }));
      const payload = base64url(JSON.stringify(claims));
      const input = `${header}.${payload}`;
      if (alg === "none") return `${input}.`;
      if (alg === "HS256") return `${input}.${base64url(createHmac("sha256", publicKeyPem).update(input).digest())}`;
      const key = options.foreignKey ? foreign.privateKey : own.privateKey;
      return `${input}.${base64url(sign("RSA-SHA256", Buffer.from(input), key))}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** For `startTestGateway`: the shop accepts this issuer's tokens, for `audience`. */
export function trusting(issuer: TestIssuer, audience: string): (config: ShopConfig) => ShopConfig {
  return (config) => ({ ...config, auth: { ...config.auth, issuer: issuer.issuer, jwksUri: issuer.jwksUri, audience } });
}
