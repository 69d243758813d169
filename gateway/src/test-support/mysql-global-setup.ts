import type { TestProject } from "vitest/node" with { "resolution-mode": "import" };

declare module "vitest" {
  export interface ProvidedContext {
    mysqlUrl: string | null;
  }
}

/**
 * MySQL for the integration suites: TEST_MYSQL_URL when set (CI points it at the machine's
 * MariaDB), else a throwaway MySQL 8 container, else the MySQL suites are skipped, loudly.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const configured = process.env.TEST_MYSQL_URL;
  if (configured) {
    project.provide("mysqlUrl", configured);
    return async () => {};
  }
  try {
    const { MySqlContainer } = await import("@testcontainers/mysql");
    const container = await new MySqlContainer("mysql:8.4").withRootPassword("test").start();
    project.provide("mysqlUrl", `mysql://root:test@${container.getHost()}:${container.getPort()}/`);
    return async () => {
      await container.stop();
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.REQUIRE_MYSQL_TESTS) throw new Error(`REQUIRE_MYSQL_TESTS is set but no MySQL is available: ${reason}`);
    console.warn(
      `\n!!! MySQL integration suites SKIPPED: TEST_MYSQL_URL is not set and no container runtime is available (${reason}).\n` +
        "!!! Set TEST_MYSQL_URL=mysql://root@127.0.0.1:3306/ to run them against a local MySQL or MariaDB.\n",
    );
    project.provide("mysqlUrl", null);
    return async () => {};
  }
}
