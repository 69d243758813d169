import { describe, it } from "vitest";
import { type TestDatabaseKind, testDatabaseKinds } from "../../test-support/test-databases";

/**
 * The reliability catalogue runs on MariaDB (or MySQL): its races are about row locks and unique indexes, which SQLite,
 * running one transaction at a time, cannot lose. The global setup fails the run when REQUIRE_MYSQL_TESTS is set and no
 * server answers; otherwise the suite is skipped, and says so loudly.
 */
export function reliabilityDatabase(suite: string): TestDatabaseKind | null {
  const mysql = testDatabaseKinds().find((kind) => kind.name === "mysql") ?? null;
  if (!mysql) console.warn(`\n!!! reliability: "${suite}" SKIPPED: no MySQL or MariaDB server. Set TEST_MYSQL_URL to run it.\n`);
  return mysql;
}

/** A suite of the catalogue, on MariaDB, or skipped as `reliabilityDatabase` says. */
export function describeOnMariaDb(name: string, body: (kind: TestDatabaseKind) => void): void {
  const kind = reliabilityDatabase(name);
  if (!kind) {
    describe(name, () => {
      it.skip("needs a MySQL or MariaDB server", () => {});
    });
    return;
  }
  describe(`${name} on MariaDB`, () => body(kind));
}
