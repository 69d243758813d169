import { createHash } from "node:crypto";
import type { PersistedQueryOptions } from "@apollo/server";
import { LRUCache } from "lru-cache";

/** One operation of a persisted query manifest (Apollo's `apollo-persisted-query-manifest` format). */
export interface PersistedQueryManifestOperation {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly body: string;
}

export interface PersistedQueryManifest {
  readonly operations: readonly PersistedQueryManifestOperation[];
}

/** Apollo Server stores automatic persisted queries under this prefix in the cache it is given. */
const APOLLO_APQ_KEY_PREFIX = "apq:";

/** Bounds what other clients may register: a registration costs memory until it falls out. */
const REGISTRATION_LIMITS = { max: 2_000, maxSize: 8 * 1024 * 1024 } as const;

function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/**
 * The query texts `/graphql` knows by their SHA-256: the storefront's operations from its manifest,
 * known from the start so its first GET needs no registration, and the queries other clients
 * register through automatic persisted queries, kept in a bounded LRU.
 */
export class PersistedQueryStore {
  private readonly manifest: ReadonlyMap<string, string>;
  private readonly registered = new LRUCache<string, string>({
    ...REGISTRATION_LIMITS,
    sizeCalculation: (text) => text.length + 1,
  });

  constructor(manifest: PersistedQueryManifest) {
    for (const operation of manifest.operations) {
      // A manifest id is what clients send as `sha256Hash`, which Apollo checks against the text on registration.
      if (operation.id !== sha256Hex(operation.body)) throw new Error(`Persisted query ${operation.name}: its id is not the SHA-256 of its body`);
    }
    this.manifest = new Map(manifest.operations.map((operation) => [operation.id, operation.body]));
  }

  /** The query text registered under `sha256Hash`, if any. */
  queryTextOf(sha256Hash: string): string | undefined {
    return this.manifest.get(sha256Hash) ?? this.registered.get(sha256Hash);
  }

  /** Apollo Server's `persistedQueries` option, backed by this store. */
  apolloOption(): PersistedQueryOptions {
    const hashOf = (key: string) => (key.startsWith(APOLLO_APQ_KEY_PREFIX) ? key.slice(APOLLO_APQ_KEY_PREFIX.length) : key);
    return {
      cache: {
        get: async (key) => this.queryTextOf(hashOf(key)),
        set: async (key, text) => {
          if (!this.manifest.has(hashOf(key))) this.registered.set(hashOf(key), text);
        },
        delete: async (key) => this.registered.delete(hashOf(key)),
      },
      // The LRU bounds registrations; a time limit would only make the storefront's own queries expire.
      ttl: null,
    };
  }
}
