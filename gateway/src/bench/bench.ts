import "reflect-metadata";
import { type ChildProcess, fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createConnection } from "mysql2/promise";
import { DATABASE_SCHEMA } from "../app/database-schema";
import { composeModules } from "../app/modules";
import { createPlatformServices } from "../app/platform-services";
import { type DatabaseConfig, loadConfig } from "../platform/config";
import { openDatabase } from "../platform/database/data-source";
import { insertStories } from "../test-support/story-fixtures";
import { syntheticCatalogue } from "../test-support/synthetic-catalogue";
import { runCommerceBench } from "./commerce-bench";
import { SCENARIOS, type Scenario } from "./scenarios";

const STORIES = 10_000;
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const P99_TARGET_MS = 60;
const GATEWAY_PORT = 4101;
const BARE_PORT = 4102;

interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function scratchDatabase(): Promise<DatabaseConfig> {
  const url = process.env.BENCH_MYSQL_URL ?? "mysql://root@127.0.0.1:3306/";
  if (process.env.BENCH_DB === "sqlite") {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "coldcase-bench-")), "bench.sqlite");
    return { dialect: "sqlite", file };
  }
  const admin = await createConnection(url);
  await admin.query("DROP DATABASE IF EXISTS coldcase_bench");
  await admin.query("CREATE DATABASE coldcase_bench CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci");
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = "/coldcase_bench";
  return { dialect: "mysql", url: scratch.toString() };
}

function databaseUrl(database: DatabaseConfig): string {
  return database.dialect === "mysql" ? database.url : `sqlite:${database.file}`;
}

function startProcess(script: string, args: string[], env: NodeJS.ProcessEnv, readyWhen: (line: string) => boolean): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(script, args, { env, stdio: ["ignore", "pipe", "inherit", "ipc"] });
    child.on("message", () => resolve(child));
    child.stdout?.on("data", (chunk: Buffer) => {
      if (readyWhen(chunk.toString())) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`${path.basename(script)} exited with code ${code}`)));
  });
}

async function load(port: number, scenario: Scenario, seconds: number): Promise<Measurement> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${scenario.path}`,
    method: scenario.method,
    headers: { "content-type": "application/json" },
    body: scenario.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function average(measurements: Measurement[]): Measurement {
  const mean = (pick: (m: Measurement) => number) => measurements.reduce((sum, m) => sum + pick(m), 0) / measurements.length;
  return {
    requestsPerSecond: mean((m) => m.requestsPerSecond),
    p50: mean((m) => m.p50),
    p99: Math.max(...measurements.map((m) => m.p99)),
    errors: measurements.reduce((sum, m) => sum + m.errors, 0),
  };
}

async function captureResponse(scenario: Scenario): Promise<{ contentType: string; body: Buffer }> {
  const response = await fetch(`http://127.0.0.1:${GATEWAY_PORT}${scenario.path}`, {
    method: scenario.method,
    headers: { "content-type": "application/json" },
    body: scenario.body,
  });
  if (!response.ok) throw new Error(`${scenario.name}: gateway answered ${response.status}: ${await response.text()}`);
  const body = Buffer.from(await response.arrayBuffer());
  if (body.includes('"errors"')) throw new Error(`${scenario.name}: ${body.toString()}`);
  return { contentType: response.headers.get("content-type") ?? "application/json", body };
}

async function main(): Promise<void> {
  const database = await scratchDatabase();
  console.log(`Seeding ${STORIES.toLocaleString("en-US")} stories into a scratch ${database.dialect} database...`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coldcase-bench-files-"));
  const db = await openDatabase(database, DATABASE_SCHEMA);
  const platform = createPlatformServices({ ...loadConfig({ DATA_DIR: dataDir }), database }, db);
  await insertStories({ platform, modules: await composeModules(platform) }, syntheticCatalogue(STORIES));
  if (database.dialect === "mysql") await db.query("ANALYZE TABLE stories");
  await db.destroy();

  const gateway = await startProcess(
    path.join(__dirname, "../main.js"),
    [],
    {
      ...process.env,
      PORT: String(GATEWAY_PORT),
      PUBLIC_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
      DATABASE_URL: databaseUrl(database),
      DATA_DIR: dataDir,
      SEED_CATALOGUE: "false",
      // The load comes from one address; the per-caller limits would measure themselves.
      CART_WRITES_PER_MINUTE: "0",
      CHECKOUTS_PER_MINUTE: "0",
    },
    (line) => line.includes("shop.listening"),
  );

  const rows: string[][] = [];
  let failed = false;
  try {
    for (const scenario of SCENARIOS) {
      const captured = await captureResponse(scenario);
      const bare = await startProcess(
        path.join(__dirname, "bare-server.js"),
        [String(BARE_PORT), captured.contentType, captured.body.toString("base64")],
        process.env,
        () => false,
      );
      try {
        await load(GATEWAY_PORT, scenario, WARMUP_SECONDS);
        await load(BARE_PORT, scenario, WARMUP_SECONDS);
        const gatewayRounds: Measurement[] = [];
        const bareRounds: Measurement[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          bareRounds.push(await load(BARE_PORT, scenario, DURATION_SECONDS));
          gatewayRounds.push(await load(GATEWAY_PORT, scenario, DURATION_SECONDS));
        }
        const measured = average(gatewayRounds);
        const baseline = average(bareRounds);
        const ratio = measured.requestsPerSecond / baseline.requestsPerSecond;
        const meetsTargets =
          measured.errors === 0 && measured.p99 <= P99_TARGET_MS && (scenario.minRatio === undefined || ratio >= scenario.minRatio);
        failed ||= !meetsTargets;
        rows.push([
          scenario.name,
          measured.requestsPerSecond.toFixed(0),
          `${measured.p50.toFixed(1)} / ${measured.p99.toFixed(1)}`,
          String(measured.errors),
          baseline.requestsPerSecond.toFixed(0),
          ratio.toFixed(3),
          scenario.minRatio === undefined ? `p99 ≤ ${P99_TARGET_MS}` : `≥ ${scenario.minRatio}, p99 ≤ ${P99_TARGET_MS}`,
          meetsTargets ? "ok" : "MISSED",
        ]);
      } finally {
        bare.kill();
      }
    }
    const shopDb = await openDatabase(database, DATABASE_SCHEMA);
    try {
      const commerceOk = await runCommerceBench({ baseUrl: `http://127.0.0.1:${GATEWAY_PORT}`, dataDir, db: shopDb, seconds: DURATION_SECONDS });
      failed ||= !commerceOk;
    } finally {
      await shopDb.destroy();
    }
  } finally {
    gateway.kill();
  }

  const header = ["scenario", "req/s", "p50 / p99 ms", "errors", "bare req/s", "ratio", "target", ""];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const format = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  console.log(`\n${database.dialect}, ${STORIES} stories, ${CONNECTIONS} connections, ${ROUNDS} × ${DURATION_SECONDS} s rounds alternating with the bare server\n`);
  console.log(format(header));
  for (const row of rows) console.log(format(row));
  process.exit(failed ? 1 : 0);
}

void main();
