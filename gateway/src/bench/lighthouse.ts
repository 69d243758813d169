import fs from "node:fs";

/** One page's Lighthouse result: category scores out of 100, and the metrics behind performance. */
export interface LighthouseScore {
  path: string;
  performance: number;
  /** Every run's performance score, lowest first; the other figures are the median run's. */
  performanceRuns: number[];
  accessibility: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

interface AuditedResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

function categoryScore(result: AuditedResult, id: string): number {
  return Math.round((result.categories[id]?.score ?? 0) * 100);
}

function metric(result: AuditedResult, id: string): number {
  const value = result.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse reported no ${id}`);
  return value;
}

type Lighthouse = typeof import("lighthouse", { with: { "resolution-mode": "import" } }).default;

/** Headless Chromium now and then loses a trace's start (NO_NAVSTART); such a run is repeated, a real failure is not. */
const ATTEMPTS_PER_PAGE = 3;

async function auditPage(lighthouse: Lighthouse, port: number, url: string): Promise<AuditedResult> {
  let lastError = "";
  for (let attempt = 1; attempt <= ATTEMPTS_PER_PAGE; attempt++) {
    const run = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "seo"] });
    if (!run) throw new Error(`Lighthouse returned no result for ${url}`);
    if (!run.lhr.runtimeError) return run.lhr;
    lastError = `${run.lhr.runtimeError.code}: ${run.lhr.runtimeError.message}`;
  }
  throw new Error(`Lighthouse could not audit ${url}: ${lastError}`);
}

/** The run whose performance score is the median of the page's runs (the lower middle one of an even number). */
function medianRun(results: AuditedResult[]): AuditedResult {
  const ranked = [...results].sort((first, second) => categoryScore(first, "performance") - categoryScore(second, "performance"));
  const median = ranked[Math.floor((ranked.length - 1) / 2)];
  if (!median) throw new Error("no Lighthouse run to take the median of");
  return median;
}

/**
 * Lighthouse's mobile run (its defaults: a mid-range phone, simulated slow 4G and CPU throttling)
 * of each path, `runsPerPage` times in turn, in the system Chromium (CHROME_PATH, else /usr/bin/chromium).
 * One run's score moves by several points with whatever else the machine is doing, so the median run is reported.
 */
export async function runLighthouse(baseUrl: string, paths: string[], runsPerPage: number): Promise<LighthouseScore[]> {
  // Both packages are ES modules: import() loads them from this CommonJS build (tsc keeps it under Node16 modules).
  const { default: lighthouse } = await import("lighthouse");
  const { launch } = await import("chrome-launcher");
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  // chrome-launcher reports a missing browser from an event no caller can catch, which would end the benchmark.
  if (!fs.existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath}: install it (bash .ci/ensure-chromium.sh) or set CHROME_PATH`);
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const scores: LighthouseScore[] = [];
    for (const path of paths) {
      const results: AuditedResult[] = [];
      for (let run = 0; run < runsPerPage; run++) results.push(await auditPage(lighthouse, chrome.port, new URL(path, baseUrl).href));
      const result = medianRun(results);
      scores.push({
        path,
        performance: categoryScore(result, "performance"),
        performanceRuns: results.map((run) => categoryScore(run, "performance")).sort((first, second) => first - second),
        accessibility: categoryScore(result, "accessibility"),
        seo: categoryScore(result, "seo"),
        fcpMs: metric(result, "first-contentful-paint"),
        lcpMs: metric(result, "largest-contentful-paint"),
        cls: metric(result, "cumulative-layout-shift"),
        tbtMs: metric(result, "total-blocking-time"),
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
