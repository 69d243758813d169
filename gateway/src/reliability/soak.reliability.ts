import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createConnection } from "mysql2/promise";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogueSample } from "../bench/scratch-database";
import { signedInReaders } from "../bench/sign-in-flow";
import { PAYING_CARD, payInSandbox, ShopClient } from "../test-support/commerce.test-fixtures";
import { freePort } from "../test-support/free-port";
import type { TestDatabase } from "../test-support/test-databases";
import { reliabilityDatabase } from "./support/mariadb-suite";
import { type GatewayProcess, startGatewayProcess } from "./support/gateway-process";
import { judgeMemory, sampleRss } from "./support/soak-memory";
import { soakPlan } from "./support/soak-traffic";

/**
 * The everyday run (and CI, whose budget is thirty minutes for everything) soaks for two minutes past the warm-up; the
 * full ten-minute soak runs with SOAK_SECONDS=600.
 */
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
/**
 * The first fifth of the run fills caches, pools and the JIT, and lets V8 size its heap to the load (it grows the old
 * generation well past the live data before collecting it, which takes a minute or two under this load): memory is
 * judged after it. A short run still warms up for 90 seconds, added to its time.
 */
const WARM_UP_SECONDS = Math.max(SOAK_SECONDS * 0.2, 90);
const JUDGED_SECONDS = SOAK_SECONDS * 0.8;
/** Each end of the judged span is an eighth of it, averaged. */
const WINDOW_SECONDS = JUDGED_SECONDS / 8;
const MAX_GROWTH = 0.1;
const SAMPLE_EVERY_MS = 2_000;
const CONNECTIONS = 8;
const READERS = 6;
const BUYERS = 3;
/** A few checkouts, paid on the sandbox's page, all the way through the webhook, beside the browsing. */
const CHECKOUT_EVERY_MS = 4_000;

const reliability = reliabilityDatabase("soak");

async function catalogueSample(url: string): Promise<CatalogueSample> {
  const connection = await createConnection(url);
  try {
    const [rows] = await connection.query("SELECT id, title FROM stories WHERE is_available = 1");
    const stories = rows as { id: string; title: string }[];
    const words = stories.flatMap((story) => story.title.toLowerCase().match(/[a-z]{3,}/g) ?? []);
    const prefixes = new Set(words.flatMap((word) => [word.slice(0, 2), word.slice(0, 3), word.slice(0, 5)]));
    return { storyIds: stories.map((story) => story.id), searchPrefixes: [...prefixes] };
  } finally {
    await connection.end();
  }
}

function urlOf(database: TestDatabase): string {
  if (database.config.dialect !== "mysql") throw new Error("the soak runs on MariaDB/MySQL");
  return database.config.url;
}

async function orderStates(url: string): Promise<Record<string, number>> {
  const connection = await createConnection(url);
  try {
    const [rows] = await connection.query("SELECT state, COUNT(*) AS orders FROM orders GROUP BY state");
    return Object.fromEntries((rows as { state: string; orders: number | string }[]).map((row) => [row.state, Number(row.orders)]));
  } finally {
    await connection.end();
  }
}

describe.runIf(reliability && SOAK_SECONDS > 0)(`a ${WARM_UP_SECONDS + JUDGED_SECONDS}-second soak of mixed traffic on MariaDB`, () => {
  let database: TestDatabase;
  let dataDir: string;
  let gateway: GatewayProcess;

  beforeAll(async () => {
    if (!reliability) return;
    database = await reliability.create();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coldcase-soak-"));
    // The shop as a newcomer runs it: the seeded catalogue, development sign-in.
    gateway = await startGatewayProcess({ databaseUrl: urlOf(database), dataDir, port: await freePort(), env: { NODE_ENV: "development", SEED_CATALOGUE: "true" } });
  });
  afterAll(async () => {
    await gateway?.stop();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "serves every request without a 5xx, and its memory stays flat after the warm-up",
    async () => {
      const sample = await catalogueSample(urlOf(database));
      expect(sample.storyIds.length).toBeGreaterThan(BUYERS);
      const readers = await signedInReaders(gateway.baseUrl, READERS + BUYERS);
      const buyers = readers.slice(READERS).map((token) => new ShopClient(gateway.baseUrl, token));

      const checkouts = { paid: 0, alreadyOwned: 0 };
      const failedCheckouts: string[] = [];
      let nextStory = 0;
      let checkingOut: Promise<void> = Promise.resolve();
      const checkout = async (buyer: ShopClient) => {
        try {
          const storyId = sample.storyIds[nextStory++ % sample.storyIds.length];
          const added = await buyer.addToCart(`kit-${storyId}`);
          // Once every story has been bought, a buyer meets their own again.
          if (added.errorCode === "ALREADY_OWNED") {
            checkouts.alreadyOwned += 1;
            return;
          }
          if (added.__typename !== "Cart") throw new Error(`could not add kit-${storyId}: ${JSON.stringify(added)}`);
          const { redirectUrl } = await buyer.startCheckout();
          const paid = await payInSandbox(redirectUrl, PAYING_CARD);
          if (paid.status === 303) checkouts.paid += 1;
          else failedCheckouts.push(`sandbox answered ${paid.status}`);
        } catch (error) {
          failedCheckouts.push(error instanceof Error ? error.message : String(error));
        }
      };
      let turn = 0;
      const checkoutTimer = setInterval(() => {
        const buyer = buyers[turn++ % buyers.length] as ShopClient;
        checkingOut = checkingOut.then(() => checkout(buyer));
      }, CHECKOUT_EVERY_MS);

      const rss = sampleRss(gateway.pid, SAMPLE_EVERY_MS);
      const plan = soakPlan({ sample, readers: readers.slice(0, READERS) });
      const result = await autocannon({
        url: gateway.baseUrl,
        connections: CONNECTIONS,
        duration: WARM_UP_SECONDS + JUDGED_SECONDS,
        requests: [{ setupRequest: (request) => ({ ...request, ...plan() }) }],
      });
      clearInterval(checkoutTimer);
      rss.stop();
      await checkingOut;

      const memory = judgeMemory(rss.samples, WARM_UP_SECONDS * 1000, WINDOW_SECONDS * 1000);
      const curve = rss.samples.filter((_sample, index) => index % 10 === 0).map((sample) => sample.megabytes.toFixed(0));
      const states = await orderStates(urlOf(database));
      const served = result.requests.total;
      console.log(
        `reliability: soak ${WARM_UP_SECONDS} s warm-up + ${JUDGED_SECONDS} s judged, ${served.toLocaleString("en-US")} requests (${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms), ` +
          `${result["5xx"]} 5xx, ${result["4xx"]} 4xx, ${result.errors} errors, ${result.timeouts} timeouts, ${checkouts.paid} checkouts paid, ${checkouts.alreadyOwned} skipped as already owned (orders ${JSON.stringify(states)}); ` +
          `RSS start ${memory.startMb.toFixed(0)} MB, after warm-up ${memory.settledMb.toFixed(0)} MB, end ${memory.endMb.toFixed(0)} MB, max ${memory.maxMb.toFixed(0)} MB, ` +
          `growth after warm-up ${(memory.growth * 100).toFixed(1)}% (${rss.samples.length} samples, every ${(SAMPLE_EVERY_MS * 10) / 1000} s: ${curve.join(" ")} MB)`,
      );
      for (const line of gateway.errorLines().slice(0, 5)) console.log(`reliability: soak gateway error: ${line.slice(0, 400)}`);

      expect(served).toBeGreaterThan(0);
      expect({ "5xx": result["5xx"], "4xx": result["4xx"], errors: result.errors, timeouts: result.timeouts }).toEqual({ "5xx": 0, "4xx": 0, errors: 0, timeouts: 0 });
      expect(failedCheckouts).toEqual([]);
      expect(checkouts.paid).toBeGreaterThan(0);
      expect(gateway.errorLines()).toEqual([]);
      expect(memory.growth).toBeLessThanOrEqual(MAX_GROWTH);
    },
    (WARM_UP_SECONDS + JUDGED_SECONDS + 180) * 1000,
  );
});
