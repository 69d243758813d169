/** Sends each abusive request to a freshly started gateway and prints how long its refusal took. */
import { type ChildProcess, fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ABUSE_REQUESTS, CATALOGUE_QUERY, type RefusalBody, refusalOf } from "./abuse-queries";

const GATEWAY_PORT = 4103;
const ROUNDS = Number(process.env.ABUSE_ROUNDS ?? 20);
const GRAPHQL_URL = `http://127.0.0.1:${GATEWAY_PORT}/graphql`;

interface Timing {
  name: string;
  status: number;
  code: string;
  medianMs: number;
  maxMs: number;
}

function startGateway(dataDir: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, "../main.js"), [], {
      env: {
        ...process.env,
        PORT: String(GATEWAY_PORT),
        DATA_DIR: dataDir,
        DATABASE_URL: `sqlite:${path.join(dataDir, "abuse.sqlite")}`,
        // The comparison query then runs in full each time, like the refused ones would have.
        CATALOGUE_CACHE_TTL_MS: "0",
      },
      stdio: ["ignore", "pipe", "inherit", "ipc"],
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("shop.listening")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`the gateway exited with code ${code}`)));
  });
}

async function send(body: string): Promise<{ status: number; code: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(GRAPHQL_URL, { method: "POST", headers: { "content-type": "application/json" }, body });
  const answer = (await response.json()) as RefusalBody;
  const ms = performance.now() - started;
  return { status: response.status, code: String(refusalOf(answer).code ?? "-"), ms };
}

async function time(name: string, body: string): Promise<Timing> {
  const runs = [];
  for (let round = 0; round < ROUNDS; round += 1) runs.push(await send(body));
  const durations = runs.map((run) => run.ms).sort((a, b) => a - b);
  const last = runs[runs.length - 1];
  return {
    name,
    status: last?.status ?? 0,
    code: last?.code ?? "-",
    medianMs: durations[Math.floor(durations.length / 2)] ?? 0,
    maxMs: durations[durations.length - 1] ?? 0,
  };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coldcase-abuse-"));
  console.log("Starting a gateway with the shop's own catalogue...");
  const gateway = await startGateway(dataDir);
  const timings: Timing[] = [];
  let unexpected = false;
  try {
    timings.push(await time("catalogue query (for comparison)", JSON.stringify({ query: CATALOGUE_QUERY })));
    for (const request of ABUSE_REQUESTS) {
      const timing = await time(request.name, request.body);
      unexpected ||= timing.status !== request.status || timing.code !== request.code;
      timings.push(timing);
    }
  } finally {
    gateway.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const rows = timings.map((t) => [t.name, String(t.status), t.code, t.medianMs.toFixed(1), t.maxMs.toFixed(1)]);
  const header = ["request", "status", "code", "median ms", "max ms"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const format = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  console.log(`\n${ROUNDS} rounds each, one request at a time\n`);
  console.log(format(header));
  for (const row of rows) console.log(format(row));
  if (unexpected) console.log("\nA request was not refused as expected.");
  process.exit(unexpected ? 1 : 0);
}

void main();
