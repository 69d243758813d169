import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { systemContext } from "../platform/request-context";
import { insertStories } from "../test-support/story-fixtures";
import { testDatabaseKinds } from "../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../test-support/test-gateway";

const redisUrl = inject("redisUrl");
const mysqlKinds = redisUrl ? testDatabaseKinds().filter((kind) => kind.name === "mysql") : [];
/** Long enough that only the Redis broadcast can tell the other gateway in time. */
const NO_POLLING = { CACHE_SYNC_INTERVAL_MS: String(60 * 60 * 1000) };

describe.runIf(mysqlKinds.length === 0)("gateways telling each other of writes through Redis", () => {
  it.skip("need Redis and a MySQL or MariaDB server", () => {});
});

describe.each(mysqlKinds)("gateways on one $name database telling each other of writes through Redis", (kind) => {
  let writer: TestGateway;
  let other: TestGateway;

  beforeAll(async () => {
    const env = { ...NO_POLLING, REDIS_URL: redisUrl ?? "" };
    writer = await startTestGateway(kind, env);
    other = await startTestGateway(kind, env, (config) => ({ ...config, database: writer.platform.config.database }));
    await insertStories(writer, [{ id: "pier-case", title: "The Pier Case" }]);
  });
  afterAll(async () => {
    await other.stop();
    await writer.stop();
  });

  const title = async (gateway: TestGateway) =>
    (await gateway.graphql<{ story: { title: string } }>('{ story(id: "pier-case") { title } }')).data?.story.title;

  it("empties the other gateway's caches as soon as the write commits, without waiting for its poll", async () => {
    await other.platform.generations.refresh();
    expect(await title(other)).toBe("The Pier Case");
    expect(await title(other)).toBe("The Pier Case");

    const heard = new Promise<void>((resolve) => {
      const stopListening = other.platform.generations.onChange((name) => {
        if (name !== "catalogue") return;
        stopListening();
        resolve();
      });
    });
    await writer.modules.stories.services.updateStory(systemContext("test"), "pier-case", { title: "The Pier Case, Reopened" });
    await heard;
    expect(await title(other)).toBe("The Pier Case, Reopened");
  });
});
