import type { AddressInfo } from "node:net";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DataSource } from "typeorm";
import { DATABASE_SCHEMA } from "../app/database-schema";
import { createGateway, type Gateway, type GatewayOptions } from "../app/gateway";
import { loadConfig, type ShopConfig } from "../platform/config";
import { openDatabase } from "../platform/database/data-source";
import { createShopServer } from "../platform/http/shop-server";
import { freePort } from "./free-port";
import type { TestDatabase, TestDatabaseKind } from "./test-databases";

export interface TestGateway extends Pick<Gateway, "platform" | "modules" | "outboxWorker" | "knownQueries" | "readRoutes"> {
  /** Where the server listens (always 127.0.0.1). */
  baseUrl: string;
  /** The shop's own address as configured: links, the sandbox's page and its webhook use it. */
  publicUrl: string;
  db: DataSource;
  dataDir: string;
  graphql<T>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphqlResponse<T>>;
  /**
   * Stops this gateway, keeping its database, data directory and port, and starts a new one on them with the same
   * configuration, as a redeploy does. Use the returned gateway from then on.
   */
  restart(): Promise<TestGateway>;
  stop(): Promise<void>;
}

export interface GraphqlResponse<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** The limits counted per account and per address, off: every test client shares 127.0.0.1. */
const CALLER_LIMITS_OFF = { MUTATIONS_PER_MINUTE: "0", SIGN_INS_PER_MINUTE: "0", SIGN_UPS_PER_MINUTE: "0" };

/**
 * The real gateway over real HTTP with a fresh database of the given kind. It listens on a port chosen before it
 * starts, so its public URL is its real address (the sandbox's webhook, sent to `<publicUrl>/webhooks/sandbox`, arrives)
 * unless the test sets PORT or PUBLIC_URL itself.
 */
export async function startTestGateway(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  adjust: (config: ShopConfig) => ShopConfig = (config) => config,
  options: GatewayOptions = {},
): Promise<TestGateway> {
  const database = await kind.create();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coldcase-files-"));
  const port = env.PORT ?? String(await freePort());
  const config = adjust({
    // Every test client shares one address: the per-caller limits are off unless a test turns them on.
    ...loadConfig({ DATA_DIR: dataDir, PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}`, CART_WRITES_PER_MINUTE: "0", CHECKOUTS_PER_MINUTE: "0", ...CALLER_LIMITS_OFF, ...env }),
    database: database.config,
  });
  return launch(config, database, dataDir, options);
}

async function launch(config: ShopConfig, database: TestDatabase, dataDir: string, options: GatewayOptions): Promise<TestGateway> {
  const db = await openDatabase(config.database, DATABASE_SCHEMA);
  const gateway = await createGateway(config, db, options);
  const server = createShopServer(gateway.handler).listen(config.port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    server.once("listening", () => resolve());
    server.once("error", reject);
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function shutDown(): Promise<void> {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // The tests are done with this gateway: any connection still open, idle or not, is cut rather than waited for.
    server.closeAllConnections();
    await closed;
    await gateway.stop();
    await db.destroy();
  }

  return {
    baseUrl,
    publicUrl: config.publicUrl,
    db,
    platform: gateway.platform,
    modules: gateway.modules,
    outboxWorker: gateway.outboxWorker,
    knownQueries: gateway.knownQueries,
    readRoutes: gateway.readRoutes,
    dataDir,
    async graphql<T>(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as Omit<GraphqlResponse<T>, "status">;
      return { status: response.status, ...body };
    },
    async restart() {
      await shutDown();
      // The port just freed, so the public URL (and every link signed with it) stays right.
      return launch({ ...config, port: Number(new URL(baseUrl).port) }, database, dataDir, options);
    },
    async stop() {
      await shutDown();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
