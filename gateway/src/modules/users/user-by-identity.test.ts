import type { EntityManager } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../platform/request-context";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../../test-support/test-gateway";
import { User } from "./user.entity";
import { UserByIdentity } from "./user-by-identity";

describe.each(testDatabaseKinds())("a user read by identity on $name", (kind) => {
  let gateway: TestGateway;
  const manager = (): EntityManager => gateway.platform.uow.manager(systemContext("test"));
  const save = (user: Partial<User>) => gateway.platform.uow.run(systemContext("test"), (tx) => tx.transaction.manager.save(tx.transaction.manager.create(User, user)));

  beforeAll(async () => {
    gateway = await startTestGateway(kind);
  });
  afterAll(async () => {
    await gateway.stop();
  });

  it("is the user TypeORM reads, every column alike: booleans, nulls and dates", async () => {
    const issuer = "https://issuer.example/";
    const saved = await save({ authIssuer: issuer, authSubject: "granted", email: "ada@example.com", emailVerified: true, isAdmin: true, adminOverride: true, firstName: "Ada", lastName: null });
    await save({ authIssuer: issuer, authSubject: "plain", email: null, emailVerified: false, isAdmin: false, adminOverride: null, firstName: null, lastName: "Lovelace" });
    const reader = new UserByIdentity();
    for (const subject of ["granted", "plain"]) {
      const read = await reader.read(manager(), issuer, subject);
      expect(read).toBeInstanceOf(User);
      expect(read).toEqual(await manager().findOneByOrFail(User, { authIssuer: issuer, authSubject: subject }));
    }
    expect((await reader.read(manager(), issuer, "granted"))?.id).toBe(saved.id);
  });

  it("is null for an identity never seen, and tells issuers apart", async () => {
    const reader = new UserByIdentity();
    expect(await reader.read(manager(), "https://issuer.example/", "nobody")).toBeNull();
    expect(await reader.read(manager(), "https://other-issuer.example/", "granted")).toBeNull();
  });
});
