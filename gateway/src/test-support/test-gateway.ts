import http from "node:http";
import type { AddressInfo } from "node:net";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DataSource } from "typeorm";
import { DATABASE_SCHEMA } from "../app/database-schema";
import { createGateway, type Gateway } from "../app/gateway";
import { loadConfig, type ShopConfig } from "../platform/config";
import { openDatabase } from "../platform/database/data-source";
import type { TestDatabaseKind } from "./test-databases";

export interface TestGateway extends Pick<Gateway, "platform" | "modules" | "outboxWorker"> {
  baseUrl: string;
  db: DataSource;
  dataDir: string;
  graphql<T>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphqlResponse<T>>;
  stop(): Promise<void>;
}

export interface GraphqlResponse<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** The real gateway over real HTTP on an ephemeral port, with a fresh database of the given kind. */
export async function startTestGateway(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  adjust: (config: ShopConfig) => ShopConfig = (config) => config,
): Promise<TestGateway> {
  const database = await kind.create();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coldcase-files-"));
  const config = adjust({ ...loadConfig({ DATA_DIR: dataDir, PORT: "0", ...env }), database: database.config });
  const db = await openDatabase(config.database, DATABASE_SCHEMA);
  const gateway = await createGateway(config, db);
  const server = http.createServer(gateway.handler).listen(config.port, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    db,
    platform: gateway.platform,
    modules: gateway.modules,
    outboxWorker: gateway.outboxWorker,
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
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.stop();
      await db.destroy();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
