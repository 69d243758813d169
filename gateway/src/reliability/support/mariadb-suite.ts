import { describe, it } from "vitest";
import { type TestDatabaseKind, testDatabaseKinds } from "../../test-support/test-databases";

/**
 * The reliability catalogue runs on MariaDB (or MySQL): its races are about row locks and unique indexes, which SQLite,
 * running one transaction at a time, cannot lose. The global setup fails the run when REQUIRE_MYSQL_TESTS is set and no
 * server answers; otherwise the suite is skipped, and says so loudly.
 */
export function describeOnMariaDb(name: string, body: (kind: TestDatabaseKind) => void): void {
  const kind = testDatabaseKinds().find((candidate) => candidate.name === "mysql");
  if (!kind) {
    describe(name, () => {
      console.warn(`\n!!! reliability: "${name}" SKIPPED: no MySQL or MariaDB server. Set TEST_MYSQL_URL to run it.\n`);
      it.skip("needs a MySQL or MariaDB server", () => {});
    });
    return;
  }
  describe(`${name} on MariaDB`, () => body(kind));
}
