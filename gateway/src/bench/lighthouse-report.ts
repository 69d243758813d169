import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SETTINGS } from "./bench-settings";
import { runLighthouse } from "./lighthouse";
import { startGateway } from "./processes";
import { type ResultTable, verdict } from "./result-tables";

const TARGETS = { performance: 95, maxCls: 0.02, maxLcpMs: 2_000 } as const;

async function firstStoryId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api-coldcase/stories?limit=1`);
  const body = (await response.json()) as { stories?: { _id: string }[] };
  const id = body.stories?.[0]?._id;
  if (!id) throw new Error(`the catalogue answered ${response.status} without a story`);
  return id;
}

/**
 * Lighthouse (mobile) on the storefront as `npm start` serves it: the built frontend and the
 * shop's own seeded catalogue with its artwork, on a fresh SQLite database.
 */
export async function runLighthouseReport(): Promise<ResultTable> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coldcase-bench-lighthouse-"));
  const gateway = await startGateway({ databaseUrl: `sqlite:${path.join(dataDir, "coldcase.sqlite")}`, dataDir, env: { SEED_CATALOGUE: "true" } });
  try {
    const paths = ["/stories", `/stories/${await firstStoryId(gateway.baseUrl)}`];
    const scores = await runLighthouse(gateway.baseUrl, paths, SETTINGS.lighthouseRuns);
    return {
      title: `Lighthouse, mobile (simulated throttling), the storefront as npm start serves it: the median of ${SETTINGS.lighthouseRuns} runs per page`,
      header: ["page", "performance", "runs", "LCP s", "CLS", "FCP s", "TBT ms", "accessibility", "SEO", "target", ""],
      rows: scores.map((score) => [
        score.path,
        String(score.performance),
        score.performanceRuns.join(" "),
        (score.lcpMs / 1000).toFixed(2),
        score.cls.toFixed(3),
        (score.fcpMs / 1000).toFixed(2),
        score.tbtMs.toFixed(0),
        String(score.accessibility),
        String(score.seo),
        `≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.maxLcpMs / 1000} s, CLS ≤ ${TARGETS.maxCls}`,
        verdict(score.performance >= TARGETS.performance && score.lcpMs <= TARGETS.maxLcpMs && score.cls <= TARGETS.maxCls),
      ]),
    };
  } finally {
    await gateway.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
