import { SETTINGS } from "./bench-settings";
import { capture, checkPlan, measureAlternating } from "./load-runner";
import { mixedBrowsingOn } from "./mixed-browsing-setup";
import { type RunningServer, startBareServer, startGateway } from "./processes";
import { LOAD_HEADER, loadRow, type ResultTable, verdict } from "./result-tables";
import { PLAN_SAMPLES } from "./scenario-runner";
import { seedScratchDatabase } from "./scratch-database";

/** How much slower the p99 may grow from the small catalogue to the large one. */
const MAX_P99_GROWTH = 1.2;

const stories = (count: number) => `${count.toLocaleString("en-US")} stories`;

/**
 * Mixed browsing on a small and a large catalogue, loaded in turn with the bare server, so the
 * two p99s are taken under the same conditions and their ratio shows whether cost grows with size.
 */
export async function runFlatness(): Promise<ResultTable[]> {
  const small = await seedScratchDatabase(SETTINGS.smallStories);
  const large = await seedScratchDatabase(SETTINGS.largeStories);
  const servers: RunningServer[] = [];
  try {
    const smallGateway = await startGateway({ databaseUrl: small.url, dataDir: small.dataDir });
    servers.push(smallGateway);
    const largeGateway = await startGateway({ databaseUrl: large.url, dataDir: large.dataDir });
    servers.push(largeGateway);
    const smallBrowsing = await mixedBrowsingOn(smallGateway.baseUrl, small.sample);
    const largeBrowsing = await mixedBrowsingOn(largeGateway.baseUrl, large.sample);
    await checkPlan(smallGateway.baseUrl, smallBrowsing.plan, PLAN_SAMPLES);
    await checkPlan(largeGateway.baseUrl, largeBrowsing.plan, PLAN_SAMPLES);
    const bare = await startBareServer(await capture(largeGateway.baseUrl, largeBrowsing.representative));
    servers.push(bare);
    const [baseline, smallMeasured, largeMeasured] = await measureAlternating([
      { baseUrl: bare.baseUrl, plan: largeBrowsing.plan },
      { baseUrl: smallGateway.baseUrl, plan: smallBrowsing.plan },
      { baseUrl: largeGateway.baseUrl, plan: largeBrowsing.plan },
    ]);
    if (!baseline || !smallMeasured || !largeMeasured) throw new Error("no measurement");
    const growth = largeMeasured.p99 / smallMeasured.p99;
    return [
      {
        title: `${largeBrowsing.name} at two catalogue sizes, cache on`,
        header: LOAD_HEADER,
        rows: [
          loadRow(stories(small.stories), smallMeasured, baseline, smallBrowsing.targets),
          loadRow(stories(large.stories), largeMeasured, baseline, largeBrowsing.targets),
        ],
      },
      {
        title: "Flatness: mixed browsing's p99 from the small catalogue to the large one",
        header: [`p99 at ${stories(small.stories)}`, `p99 at ${stories(large.stories)}`, "ratio", "target", ""],
        rows: [[`${smallMeasured.p99.toFixed(1)} ms`, `${largeMeasured.p99.toFixed(1)} ms`, growth.toFixed(2), `≤ ${MAX_P99_GROWTH}`, verdict(growth <= MAX_P99_GROWTH)]],
      },
    ];
  } finally {
    for (const server of servers) await server.stop();
    small.discard();
    large.discard();
  }
}
