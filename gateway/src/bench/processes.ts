import { type ChildProcess, fork } from "node:child_process";
import path from "node:path";
import { freePort } from "../test-support/free-port";

/** A server the benchmark started in its own process, so it competes for the CPU like a deployed one. */
export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export interface CapturedResponse {
  contentType: string;
  body: Buffer;
}

/** Ready once every one of `events` has been logged. */
function startProcess(script: string, args: string[], env: NodeJS.ProcessEnv, events: readonly string[]): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(script, args, { env, stdio: ["ignore", "pipe", "inherit", "ipc"] });
    child.on("message", () => resolve(child));
    const awaited = new Set(events);
    // Read every line, not only until ready: a full pipe would stall the server's logging.
    child.stdout?.on("data", (chunk: Buffer) => {
      const output = chunk.toString();
      for (const event of awaited) if (output.includes(event)) awaited.delete(event);
      if (events.length > 0 && awaited.size === 0) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`${path.basename(script)} exited with code ${code}`)));
  });
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill();
    });
}

export interface GatewayOptions {
  databaseUrl: string;
  dataDir: string;
  /** Settings beyond the benchmark's own, e.g. `CATALOGUE_CACHE_TTL_MS`. */
  env?: Record<string, string>;
}

/** The shop as `npm start` runs it, on a free port, against the given database. */
export async function startGateway(options: GatewayOptions): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = await startProcess(
    path.join(__dirname, "../main.js"),
    [],
    {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      SEED_CATALOGUE: "false",
      // The load and the readers' sign-ups come from one address; the per-caller limits would measure themselves.
      CART_WRITES_PER_MINUTE: "0",
      CHECKOUTS_PER_MINUTE: "0",
      MUTATIONS_PER_MINUTE: "0",
      SIGN_UPS_PER_MINUTE: "0",
      SIGN_INS_PER_MINUTE: "0",
      ...options.env,
    },
    // Measured once the catalogue's index is built and its stories read, as a gateway runs for all but its first seconds.
    ["shop.listening", "stories.index_built", "stories.cards_warmed"],
  );
  return { baseUrl, stop: stopper(child) };
}

/** The yardstick: a bare node:http server answering every request with the captured bytes. */
export async function startBareServer(response: CapturedResponse): Promise<RunningServer> {
  const port = await freePort();
  const child = await startProcess(path.join(__dirname, "bare-server.js"), [String(port), response.contentType, response.body.toString("base64")], process.env, []);
  return { baseUrl: `http://127.0.0.1:${port}`, stop: stopper(child) };
}
