import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createConnection } from "mysql2/promise";
import { inject } from "vitest";
import type { DatabaseConfig } from "../platform/config";

export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

export interface TestDatabaseKind {
  name: "sqlite" | "mysql";
  create(): Promise<TestDatabase>;
}

const sqlite: TestDatabaseKind = {
  name: "sqlite",
  async create() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "coldcase-test-"));
    return {
      config: { dialect: "sqlite", file: path.join(dir, "test.sqlite") },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  },
};

function mysql(serverUrl: string): TestDatabaseKind {
  return {
    name: "mysql",
    async create() {
      const name = `coldcase_test_${randomBytes(6).toString("hex")}`;
      const server = new URL(serverUrl);
      server.pathname = "/";
      const admin = await createConnection(server.toString());
      await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await admin.end();
      const url = new URL(server.toString());
      url.pathname = `/${name}`;
      return {
        config: { dialect: "mysql", url: url.toString() },
        drop: async () => {
          const cleanup = await createConnection(server.toString());
          await cleanup.query(`DROP DATABASE IF EXISTS \`${name}\``);
          await cleanup.end();
        },
      };
    },
  };
}

/** SQLite always; MySQL/MariaDB when the global setup found one. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const mysqlUrl = inject("mysqlUrl");
  return mysqlUrl ? [sqlite, mysql(mysqlUrl)] : [sqlite];
}
