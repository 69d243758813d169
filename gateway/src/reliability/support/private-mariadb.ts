import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createConnection } from "mysql2/promise";
import { freePort } from "../../test-support/free-port";
import { pollUntil } from "./poll";

const START_TIMEOUT_MS = 60_000;
const KEPT_OUTPUT_CHARS = 20_000;

/**
 * A MariaDB server of the test's own, on a data directory and port nobody else uses, so the test may kill and restart
 * it; never the shared server the other suites use.
 */
export interface PrivateMariaDb {
  /** The server's address, without a database. */
  readonly serverUrl: string;
  /** SIGKILL: the server dies mid-write, as on a power cut; InnoDB recovers its data directory on the next start. */
  kill(): Promise<void>;
  /** Starts the server again on the same data directory and port, and waits until it answers. */
  restart(): Promise<void>;
  /** Stops it and removes its data directory. */
  destroy(): Promise<void>;
}

function located(command: string): string | null {
  try {
    return execFileSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

/** The server and installer binaries on this machine, or null when MariaDB is not installed. */
export function mariaDbBinaries(): { server: string; installer: string } | null {
  const server = located("mariadbd") ?? located("mysqld");
  const installer = located("mariadb-install-db") ?? located("mysql_install_db");
  return server && installer ? { server, installer } : null;
}

async function answers(url: string): Promise<boolean> {
  try {
    const connection = await createConnection({ uri: url, connectTimeout: 1_000 });
    await connection.query("SELECT 1");
    await connection.end();
    return true;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return once(child, "exit").then(() => undefined);
}

/** Initialises a data directory and starts a server on it, as STACK.md describes. */
export async function startPrivateMariaDb(binaries: { server: string; installer: string }): Promise<PrivateMariaDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "coldcase-mariadb-"));
  const dataDir = path.join(dir, "data");
  execFileSync(binaries.installer, ["--no-defaults", `--datadir=${dataDir}`, "--user=root", "--auth-root-authentication-method=normal", "--skip-test-db"], { stdio: "pipe" });
  const port = await freePort();
  const serverUrl = `mysql://root@127.0.0.1:${port}/`;
  let output = "";
  let child: ChildProcess | null = null;

  async function start(): Promise<void> {
    const server = spawn(
      binaries.server,
      ["--no-defaults", `--datadir=${dataDir}`, `--socket=${path.join(dir, "s.sock")}`, `--port=${port}`, "--bind-address=127.0.0.1", "--user=root", `--pid-file=${path.join(dir, "server.pid")}`],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-KEPT_OUTPUT_CHARS);
    };
    server.stdout?.on("data", keep);
    server.stderr?.on("data", keep);
    child = server;
    const ready = await pollUntil(
      async () => {
        if (server.exitCode !== null) throw new Error(`The private MariaDB server exited (${server.exitCode}):\n${output}`);
        return answers(serverUrl);
      },
      { timeoutMs: START_TIMEOUT_MS, intervalMs: 50 },
    );
    if (!ready) throw new Error(`The private MariaDB server did not answer within ${START_TIMEOUT_MS} ms:\n${output}`);
  }

  async function signal(name: NodeJS.Signals): Promise<void> {
    const server = child;
    child = null;
    if (!server) return;
    const gone = exited(server);
    server.kill(name);
    await gone;
  }

  await start();
  return {
    serverUrl,
    kill: () => signal("SIGKILL"),
    restart: start,
    async destroy() {
      await signal("SIGTERM");
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
