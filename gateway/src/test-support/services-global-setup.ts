import { Redis } from "ioredis";
import { createConnection } from "mysql2/promise";
import type { TestProject } from "vitest/node" with { "resolution-mode": "import" };

declare module "vitest" {
  export interface ProvidedContext {
    mysqlUrl: string | null;
    redisUrl: string | null;
  }
}

/** Where a developer's machine usually has them (the project's machines run MariaDB and Redis here). */
const LOCAL_MYSQL_URL = "mysql://root@127.0.0.1:3306/";
const LOCAL_REDIS_URL = "redis://127.0.0.1:6379";

async function answers(url: string): Promise<boolean> {
  try {
    const connection = await createConnection({ uri: url, connectTimeout: 2_000 });
    await connection.query("SELECT 1");
    await connection.end();
    return true;
  } catch {
    return false;
  }
}

async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on("error", () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** Redis for the suites that test gateways telling each other of writes: TEST_REDIS_URL, else the local server, else skipped. */
async function provideRedis(project: TestProject): Promise<void> {
  const url = process.env.TEST_REDIS_URL || LOCAL_REDIS_URL;
  if (await redisAnswers(url)) {
    project.provide("redisUrl", url);
    return;
  }
  if (process.env.REQUIRE_REDIS_TESTS) throw new Error(`REQUIRE_REDIS_TESTS is set but no Redis answers at ${url}`);
  console.warn(`\n!!! Redis suites SKIPPED: nothing answers at ${url}. Set TEST_REDIS_URL to run them.\n`);
  project.provide("redisUrl", null);
}

async function startContainer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const { MySqlContainer } = await import("@testcontainers/mysql");
  const container = await new MySqlContainer("mysql:8.4").withRootPassword("test").start();
  return {
    url: `mysql://root:test@${container.getHost()}:${container.getPort()}/`,
    stop: async () => {
      await container.stop();
    },
  };
}

/**
 * Redis as above; and MySQL for the integration suites, the first that works of: TEST_MYSQL_URL, a server answering at
 * 127.0.0.1:3306 as root without a password, a throwaway MySQL container. Without any of them the
 * MySQL suites are skipped, loudly, unless REQUIRE_MYSQL_TESTS makes that a failure.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await provideRedis(project);
  const configured = process.env.TEST_MYSQL_URL;
  if (configured) {
    if (!(await answers(configured))) throw new Error(`TEST_MYSQL_URL is set to ${configured}, but no MySQL answers there.`);
    project.provide("mysqlUrl", configured);
    return async () => {};
  }
  if (await answers(LOCAL_MYSQL_URL)) {
    console.info(`MySQL integration suites run against the local server at ${LOCAL_MYSQL_URL}`);
    project.provide("mysqlUrl", LOCAL_MYSQL_URL);
    return async () => {};
  }
  try {
    const container = await startContainer();
    project.provide("mysqlUrl", container.url);
    return container.stop;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.REQUIRE_MYSQL_TESTS) throw new Error(`REQUIRE_MYSQL_TESTS is set but no MySQL is available: ${reason}`);
    console.warn(
      `\n!!! MySQL integration suites SKIPPED: TEST_MYSQL_URL is not set, nothing answers at ${LOCAL_MYSQL_URL} and no container runtime is available (${reason}).\n` +
        "!!! Set TEST_MYSQL_URL=mysql://user:pass@host:3306/ to run them against a MySQL or MariaDB server.\n",
    );
    project.provide("mysqlUrl", null);
    return async () => {};
  }
}
