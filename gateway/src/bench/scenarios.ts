import { SETTINGS } from "./bench-settings";
import {
  CARD_FIELDS,
  cataloguePage,
  graphqlPost,
  randomSearchPrefix,
  randomStoryId,
  randomType,
  randomView,
  restStories,
  storyPage,
} from "./catalogue-requests";
import type { LoadRequest, RequestPlan } from "./load-runner";
import type { PersistedCatalogue } from "./persisted-catalogue";
import type { CatalogueSample } from "./scratch-database";

export interface Targets {
  /** Fraction of the bare server's throughput the gateway must reach, when one is set. */
  minRatio?: number;
  maxP99Ms: number;
}

export interface Scenario {
  name: string;
  plan: RequestPlan;
  /** The request whose answer the bare server repeats: the plan's own when it never varies, one of similar size when it does. */
  representative: LoadRequest;
  targets: Targets;
}

const UNCACHED_P99_MS = 60;

function fixed(name: string, request: LoadRequest, targets: Targets): Scenario {
  return { name, plan: () => request, representative: request, targets };
}

/** One identical request repeated, answered by the response cache after the first. */
export function cachedScenarios(): Scenario[] {
  return [
    fixed(
      "GraphQL catalogue (page 1, 16, by downloads)",
      graphqlPost(`query Catalogue($limit: Int!) { stories(limit: $limit, sort: DOWNLOADS) { total pages currentPage hasMore endCursor items { ${CARD_FIELDS} } } }`, { limit: 16 }),
      { minRatio: 0.15, maxP99Ms: 60 },
    ),
    fixed(
      "GraphQL search + type filter",
      graphqlPost(`query Search($filter: StoryFilter) { stories(filter: $filter, limit: 16) { total items { ${CARD_FIELDS} } } }`, { filter: { search: "harbour", type: "MURDER" } }),
      { maxP99Ms: 60 },
    ),
    fixed("GraphQL story + similar stories", storyPage("synthetic-000042"), { maxP99Ms: 60 }),
    fixed("REST GET /stories", { method: "GET", path: "/api-coldcase/stories?page=1&limit=16&sort=downloads", headers: {} }, { minRatio: 0.25, maxP99Ms: 60 }),
  ];
}

/** Every request different and through the database (for a gateway started with the catalogue cache off). */
export function uncachedScenarios(sample: CatalogueSample): Scenario[] {
  const firstPage = cataloguePage({ sort: "DOWNLOADS", page: 1 });
  return [
    {
      name: "GraphQL catalogue (random sort, page 1–8, filters)",
      plan: () => cataloguePage(randomView({ filterChance: 0.1 })),
      representative: firstPage,
      targets: { minRatio: 0.08, maxP99Ms: UNCACHED_P99_MS },
    },
    {
      name: "GraphQL search prefix + type filter",
      plan: () => cataloguePage({ sort: "DOWNLOADS", page: 1, search: randomSearchPrefix(sample), type: randomType() }),
      representative: firstPage,
      targets: { minRatio: 0.05, maxP99Ms: UNCACHED_P99_MS },
    },
    {
      name: "GraphQL story + similar stories (random story)",
      plan: () => storyPage(randomStoryId(sample)),
      representative: storyPage(sample.storyIds[0] ?? "synthetic-000001"),
      targets: { minRatio: 0.08, maxP99Ms: UNCACHED_P99_MS },
    },
    {
      name: "REST GET /stories (random sort, page 1–8, filters)",
      plan: () => restStories(randomView({ filterChance: 0.1 })),
      representative: restStories({ sort: "DOWNLOADS", page: 1 }),
      targets: { minRatio: 0.1, maxP99Ms: UNCACHED_P99_MS },
    },
  ];
}

export const MIXED_TARGETS: Targets = { minRatio: 0.35, maxP99Ms: 30 };

/**
 * What visitors do: each request a different page of the catalogue (random sort, filters, page 1–8), a search as
 * typed, a story page, over GraphQL POST, REST and, when the gateway serves them, persisted GraphQL GETs; one in
 * five signed in with a reader's own access token, which no shared cache may answer.
 */
export function mixedBrowsing(sample: CatalogueSample, tokens: readonly string[], persisted: PersistedCatalogue | null): Scenario {
  const signedIn = () => (Math.random() < SETTINGS.signedInShare ? tokens[Math.floor(Math.random() * tokens.length)] : undefined);
  const viaGet = () => Math.random() < 0.5;
  const catalogue = (token: string | undefined) => {
    const view = randomView();
    return persisted && viaGet() ? persisted.cataloguePage(view, token) : cataloguePage(view, token);
  };
  const story = (token: string | undefined) => {
    const id = randomStoryId(sample);
    return persisted && viaGet() ? persisted.storyPage(id, token) : storyPage(id, token);
  };
  const kinds: { share: number; request: (token: string | undefined) => LoadRequest }[] = [
    { share: 0.35, request: catalogue },
    { share: 0.2, request: (token) => cataloguePage(randomView({ search: randomSearchPrefix(sample) }), token) },
    { share: 0.25, request: story },
    { share: 0.2, request: (token) => restStories(randomView(), token) },
  ];
  return {
    name: `mixed browsing (${Math.round(SETTINGS.signedInShare * 100)}% signed in${persisted ? ", persisted GETs" : ""})`,
    plan: () => {
      let roll = Math.random();
      const kind = kinds.find((candidate) => (roll -= candidate.share) < 0) ?? kinds[0];
      if (!kind) throw new Error("no request kinds");
      return kind.request(signedIn());
    },
    representative: cataloguePage({ sort: "DOWNLOADS", page: 1 }),
    targets: MIXED_TARGETS,
  };
}
