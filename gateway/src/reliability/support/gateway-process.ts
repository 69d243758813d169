import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { pollUntil } from "./poll";

/** The gateway as `npm start` runs it, built by `npm run test:reliability` before the suite starts. */
const GATEWAY_MAIN = path.resolve(__dirname, "../../../dist/main.js");
const START_TIMEOUT_MS = 60_000;
/** Enough of the gateway's log to tell why it did not start. */
const KEPT_OUTPUT_CHARS = 20_000;

export interface GatewayProcessSettings {
  readonly databaseUrl: string;
  readonly dataDir: string;
  readonly port: number;
  /** Settings of the test's own, over the defaults below. */
  readonly env?: Readonly<Record<string, string>>;
}

/** The per-caller limits: every request of a test comes from one address, which they would refuse within seconds. */
const LIMITS_OFF = {
  CART_WRITES_PER_MINUTE: "0",
  CHECKOUTS_PER_MINUTE: "0",
  MUTATIONS_PER_MINUTE: "0",
  EVENT_BATCHES_PER_SESSION_PER_MINUTE: "0",
  EVENT_BATCHES_PER_ADDRESS_PER_MINUTE: "0",
  SIGN_INS_PER_MINUTE: "0",
  SIGN_UPS_PER_MINUTE: "0",
};

/** A running `node dist/main.js`. */
export interface GatewayProcess {
  readonly baseUrl: string;
  readonly pid: number;
  /** The end of what it printed, for failure messages. */
  output(): string;
  /** Every line it logged at level error since it started. */
  errorLines(): string[];
  /** SIGKILL: no shutdown hook runs, open transactions are left for the database to roll back. */
  kill(): Promise<void>;
  /** SIGTERM: the gateway's own orderly shutdown. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return once(child, "exit").then(() => undefined);
}

/**
 * Starts the built gateway as a child process on the given database, data directory and port, as a deployment does
 * (no catalogue seeding, sandbox payments, limits per caller off: every test request comes from one address), and
 * resolves once it answers its health check.
 */
export async function startGatewayProcess(settings: GatewayProcessSettings): Promise<GatewayProcess> {
  if (!fs.existsSync(GATEWAY_MAIN)) throw new Error(`${GATEWAY_MAIN} is missing: build the gateway first (npm run build -w gateway).`);
  const baseUrl = `http://127.0.0.1:${settings.port}`;
  const child = spawn(process.execPath, [GATEWAY_MAIN], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "test",
      DATABASE_URL: settings.databaseUrl,
      DATA_DIR: settings.dataDir,
      PORT: String(settings.port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      SEED_CATALOGUE: "false",
      PAYMENT_PROVIDER: "sandbox",
      ...LIMITS_OFF,
      ...settings.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const errors: string[] = [];
  // Everything is read to the end, not only until it answers: a full pipe would stall the gateway's logging.
  const keep = (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    output = (output + text).slice(-KEPT_OUTPUT_CHARS);
    for (const line of text.split("\n")) if (line.includes('"level":"error"')) errors.push(line);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const gone = exited(child);
  const pid = child.pid ?? 0;

  const answers = async () => {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The gateway exited (${child.exitCode ?? child.signalCode}) before it answered:\n${output}`);
    try {
      return (await fetch(`${baseUrl}/healthz`)).ok;
    } catch {
      // Not listening yet.
      return false;
    }
  };
  if (!(await pollUntil(answers, { timeoutMs: START_TIMEOUT_MS, intervalMs: 50 }))) {
    child.kill("SIGKILL");
    await gone;
    throw new Error(`The gateway did not answer within ${START_TIMEOUT_MS} ms:\n${output}`);
  }

  return {
    baseUrl,
    pid,
    output: () => output,
    errorLines: () => [...errors],
    async kill() {
      child.kill("SIGKILL");
      await gone;
    },
    async stop() {
      child.kill("SIGTERM");
      await gone;
    },
  };
}
