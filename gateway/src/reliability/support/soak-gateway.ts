import { type ChildProcess, fork } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../../test-support/free-port";

/** The gateway `npm run test:reliability` builds first: the soak runs the shop as production runs it, in its own process. */
export const BUILT_GATEWAY = path.resolve(__dirname, "../../../dist/main.js");

export interface SoakGateway {
  baseUrl: string;
  pid: number;
  /** Lines the gateway logged at level error, for the report when something failed. */
  errorLines(): string[];
  stop(): Promise<void>;
}

/** The per-caller limits: every request of the soak comes from one address, which they would refuse within seconds. */
const LIMITS_OFF = {
  CART_WRITES_PER_MINUTE: "0",
  CHECKOUTS_PER_MINUTE: "0",
  MUTATIONS_PER_MINUTE: "0",
  EVENT_BATCHES_PER_SESSION_PER_MINUTE: "0",
  EVENT_BATCHES_PER_ADDRESS_PER_MINUTE: "0",
  SIGN_INS_PER_MINUTE: "0",
  SIGN_UPS_PER_MINUTE: "0",
};

/** Starts `node dist/main.js` on a free port against the given database; resolves once it listens. */
export async function startSoakGateway(databaseUrl: string, dataDir: string): Promise<SoakGateway> {
  if (!fs.existsSync(BUILT_GATEWAY)) throw new Error(`${BUILT_GATEWAY} is missing: run \`npm run build -w gateway\` first (npm run test:reliability does).`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const errors: string[] = [];
  const child: ChildProcess = fork(BUILT_GATEWAY, [], {
    env: { ...process.env, NODE_ENV: "development", PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: baseUrl, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...LIMITS_OFF },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    // Every line is read to the end, not only until ready: a full pipe would stall the gateway's logging.
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      if (text.includes("shop.listening")) resolve();
      for (const line of text.split("\n")) if (line.includes('"level":"error"')) errors.push(line);
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.once("exit", (code) => reject(new Error(`the gateway exited with code ${code} before listening`)));
  });
  if (child.pid === undefined) throw new Error("the gateway has no process id");
  return {
    baseUrl,
    pid: child.pid,
    errorLines: () => [...errors],
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
