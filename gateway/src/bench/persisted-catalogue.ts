import fs from "node:fs";
import path from "node:path";
import { type CatalogueView, graphqlFilter } from "./catalogue-requests";
import { type LoadRequest, send } from "./load-runner";

/** The storefront's own catalogue and story queries, sent as persisted GETs the way its Apollo client sends them. */
export interface PersistedCatalogue {
  /** The first page of a view: the storefront's query pages by cursor, so deeper pages go through POST or REST. */
  cataloguePage(view: CatalogueView, token?: string): LoadRequest;
  storyPage(id: string, token?: string): LoadRequest;
}

interface ManifestOperation {
  id: string;
  name: string;
}

/** The manifest the build emits beside the gateway's code, or the source copy when the build does not carry it. */
const MANIFEST_CANDIDATES = [path.join(__dirname, "../app/persisted-query-manifest.json"), path.join(__dirname, "../../src/app/persisted-query-manifest.json")];

function manifestOperations(): ManifestOperation[] {
  const file = MANIFEST_CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (!file) return [];
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as { operations?: ManifestOperation[] };
  return manifest.operations ?? [];
}

function persistedGet(operation: ManifestOperation, variables: Record<string, unknown>, token: string | undefined): LoadRequest {
  const params = new URLSearchParams({
    operationName: operation.name,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: operation.id } }),
  });
  return {
    method: "GET",
    path: `/graphql?${params.toString()}`,
    headers: { "apollo-require-preflight": "true", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  };
}

/** The persisted catalogue queries when this gateway answers them over GET; null when it does not (yet). */
export async function findPersistedCatalogue(baseUrl: string, storyId: string): Promise<PersistedCatalogue | null> {
  const operations = manifestOperations();
  const catalogue = operations.find((operation) => operation.name === "CataloguePage");
  const story = operations.find((operation) => operation.name === "StoryDetailPage");
  if (!catalogue || !story) return null;
  const persisted: PersistedCatalogue = {
    cataloguePage: (view, token) => {
      const filter = graphqlFilter(view);
      return persistedGet(catalogue, { filter, sort: view.sort, limit: 16, includeFeatured: Object.keys(filter).length === 0 }, token);
    },
    storyPage: (id, token) => persistedGet(story, { id }, token),
  };
  const probes = [persisted.cataloguePage({ sort: "DOWNLOADS", page: 1 }), persisted.storyPage(storyId)];
  for (const probe of probes) {
    const response = await send(baseUrl, probe);
    const body = (await response.json().catch(() => null)) as { data?: unknown; errors?: unknown } | null;
    if (!response.ok || !body?.data || body.errors) return null;
  }
  return persisted;
}
