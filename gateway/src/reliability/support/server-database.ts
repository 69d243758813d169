import { randomBytes } from "node:crypto";
import { createConnection } from "mysql2/promise";
import type { TestDatabaseKind } from "../../test-support/test-databases";

/** Fresh databases on the given MySQL/MariaDB server, as the suites' own MySQL kind makes them on the shared one. */
export function databasesOn(serverUrl: string): TestDatabaseKind {
  return {
    name: "mysql",
    async create() {
      const name = `coldcase_reliability_${randomBytes(6).toString("hex")}`;
      const admin = await createConnection(serverUrl);
      await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return {
        config: { dialect: "mysql", url: url.toString() },
        drop: async () => {
          const cleanup = await createConnection(serverUrl);
          await cleanup.query(`DROP DATABASE IF EXISTS \`${name}\``);
          await cleanup.end();
        },
      };
    },
  };
}
