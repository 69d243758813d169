import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type Shop, startShop, type TestUser } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { type RequestContext, systemContext } from "../../platform/request-context";
import { User } from "../users/user.entity";
import { adminUser, adminUsers, isAdminNow, setAdminRole, signUp } from "./admin-users.test-fixtures";

const DEPUTY: TestUser = { sub: "user|deputy", email: "deputy@example.test" };
const CLERK: TestUser = { sub: "user|clerk", email: "clerk@example.test" };

describe.each(testDatabaseKinds())("granting and revoking the admin role on $name", (kind) => {
  let shop: Shop;
  let chiefId: number;
  let deputyId: number;
  let clerkId: number;

  beforeAll(async () => {
    shop = await startShop(kind);
    chiefId = await signUp(shop, ADMIN);
    deputyId = await signUp(shop, DEPUTY, { firstName: "Dana", lastName: "Deputy" });
    clerkId = await signUp(shop, CLERK);
  });
  afterAll(async () => {
    await shop.stop();
  });

  /** A request let in while `user` was an admin, as it reaches the service (the role may have changed since). */
  async function requestOf(user: TestUser): Promise<RequestContext> {
    const row = await shop.gateway.db.getRepository(User).findOneByOrFail({ authSubject: user.sub });
    return { ...systemContext("test:role-change"), viewer: { ...row, isAdmin: true } };
  }

  const roles = () => shop.gateway.modules.users.services.roles;
  const adminIds = async () => (await shop.gateway.db.getRepository(User).find({ where: { isAdmin: true }, order: { id: "ASC" } })).map((user) => user.id);

  it("grants the role, which the user has from their next request on", async () => {
    const granted = await setAdminRole(shop.admin(), deputyId, true);
    expect(granted.data?.setAdminRole).toMatchObject({ __typename: "AdminUser", id: String(deputyId), isAdmin: true, roleSource: "GRANTED", firstName: "Dana" });
    expect(await isAdminNow(shop, DEPUTY)).toBe(true);
    expect((await adminUsers(shop.as(DEPUTY))).items.map((user) => user.id)).toContain(String(clerkId));
    expect((await adminUser(shop.admin(), deputyId))?.user).toMatchObject({ isAdmin: true, roleSource: "GRANTED" });
  });

  it("never changes one's own role", async () => {
    for (const admin of [false, true]) {
      const answer = await setAdminRole(shop.admin(), chiefId, admin);
      expect(answer.data?.setAdminRole).toEqual({ __typename: "RoleChangeRefusedError", errorCode: "ROLE_CHANGE_REFUSED", message: "You cannot change your own admin role." });
    }
    expect(await isAdminNow(shop, ADMIN)).toBe(true);
  });

  it("revokes a granted role: the user's next request is a customer's", async () => {
    const revoked = await setAdminRole(shop.admin(), deputyId, false);
    expect(revoked.data?.setAdminRole).toMatchObject({ __typename: "AdminUser", isAdmin: false, roleSource: "REVOKED" });
    expect(await isAdminNow(shop, DEPUTY)).toBe(false);
    const refused = await shop.as(DEPUTY).graphql("{ adminUsers { items { id } } }");
    expect(refused.status).toBe(403);
    expect((await shop.as(DEPUTY).request("/api-coldcase/admin/dashboard")).status).toBe(403);
  });

  it("revokes a role ADMIN_EMAILS gives, and the revocation outlasts the user's requests and the admin list applied at start", async () => {
    await setAdminRole(shop.admin(), deputyId, true);
    const revoked = await setAdminRole(shop.as(DEPUTY), chiefId, false);
    expect(revoked.data?.setAdminRole).toMatchObject({ __typename: "AdminUser", isAdmin: false, roleSource: "REVOKED" });
    expect(await isAdminNow(shop, ADMIN)).toBe(false);
    expect(await isAdminNow(shop, ADMIN)).toBe(false);

    await shop.gateway.modules.users.services.applyAdminList(systemContext("test:start-up"));
    expect(await adminIds()).toEqual([deputyId]);
    expect(await isAdminNow(shop, ADMIN)).toBe(false);

    const restored = await setAdminRole(shop.as(DEPUTY), chiefId, true);
    expect(restored.data?.setAdminRole).toMatchObject({ isAdmin: true, roleSource: "GRANTED" });
    expect(await isAdminNow(shop, ADMIN)).toBe(true);
  });

  it("never revokes the last admin, even for a request let in before its sender lost the role", async () => {
    // The chief and the deputy are admins. The deputy takes the chief's role; a request the chief sent before
    // that, arriving after, would take the deputy's and leave nobody.
    const chiefsEarlierRequest = await requestOf(ADMIN);
    expect((await setAdminRole(shop.as(DEPUTY), chiefId, false)).data?.setAdminRole.__typename).toBe("AdminUser");
    const refused = await roles().setAdminRole(chiefsEarlierRequest, deputyId, false);
    expect(refused).toEqual({ ok: false, error: { errorCode: "ROLE_CHANGE_REFUSED", message: "deputy@example.test is the last admin; make someone else an admin first." } });
    expect(await adminIds()).toEqual([deputyId]);
    expect(await isAdminNow(shop, DEPUTY)).toBe(true);
  });

  it("refuses a change from a request whose sender lost the role meanwhile, while other admins remain", async () => {
    // Admins: the deputy and the clerk. The chief, no longer one, sent a grant before losing the role.
    await setAdminRole(shop.as(DEPUTY), clerkId, true);
    const staleRequest = await requestOf(ADMIN);
    const refused = await roles().setAdminRole(staleRequest, clerkId, false);
    expect(refused).toEqual({ ok: false, error: { errorCode: "ROLE_CHANGE_REFUSED", message: "You are no longer an admin, so you cannot change admin roles." } });
    expect(await adminIds()).toEqual([deputyId, clerkId]);
  });

  it("leaves one admin when two revoke each other at once", async () => {
    // Admins: the deputy and the clerk.
    const [deputyRequest, clerkRequest] = await Promise.all([requestOf(DEPUTY), requestOf(CLERK)]);
    const answers = await Promise.all([roles().setAdminRole(deputyRequest, clerkId, false), roles().setAdminRole(clerkRequest, deputyId, false)]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.find((answer) => !answer.ok)).toMatchObject({ ok: false, error: { errorCode: "ROLE_CHANGE_REFUSED", message: expect.stringContaining("is the last admin") } });
    expect(await adminIds()).toHaveLength(1);
  });

  it("answers NotFoundError for a user who does not exist", async () => {
    const [survivor] = await adminIds();
    await setAdminRole(shop.as(survivor === deputyId ? DEPUTY : CLERK), chiefId, true);
    for (const userId of ["999999", "abc", "0"]) {
      const answer = await setAdminRole(shop.admin(), userId, true);
      expect(answer.data?.setAdminRole).toEqual({ __typename: "NotFoundError", errorCode: "NOT_FOUND", message: "There is no user with this id." });
    }
  });
});
