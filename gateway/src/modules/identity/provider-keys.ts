import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import type { JWK } from "oidc-provider" with { "resolution-mode": "import" };
import type { IdentityStore } from "./identity-store";
import { OidcRecord } from "./oidc-record.entity";

export interface ProviderKeys {
  /** Private signing keys (RS256) in JWK form; the provider publishes their public halves. */
  jwks: { keys: JWK[] };
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
}

const MODEL = "ProviderKeys";
const ID = "current";

function generate(): ProviderKeys {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: "jwk" }), kid: randomUUID(), alg: "RS256", use: "sig" } as JWK;
  return { jwks: { keys: [jwk] }, cookieKeys: [randomBytes(32).toString("base64url")] };
}

/**
 * The provider's keys, generated on the first start and kept in the database, so tokens and
 * sessions stay valid across restarts and every gateway process signs with the same keys.
 */
export async function loadProviderKeys(store: IdentityStore): Promise<ProviderKeys> {
  const stored = await store.reads.findOneBy(OidcRecord, { model: MODEL, id: ID });
  if (stored) return JSON.parse(stored.payload) as ProviderKeys;
  const keys = generate();
  // Two processes starting together: the first insert wins and both use what was stored.
  await store.write((manager) =>
    manager.createQueryBuilder().insert().into(OidcRecord).values({ model: MODEL, id: ID, payload: JSON.stringify(keys) }).orIgnore().execute(),
  );
  const kept = await store.reads.findOneByOrFail(OidcRecord, { model: MODEL, id: ID });
  return JSON.parse(kept.payload) as ProviderKeys;
}
