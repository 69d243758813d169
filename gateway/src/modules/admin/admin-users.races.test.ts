import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type Shop, startShop, type TestUser } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { User } from "../users/user.entity";
import { isAdminNow, type SetAdminRoleAnswer, setAdminRole, signUp } from "./admin-users.test-fixtures";

const DEPUTY: TestUser = { sub: "user|deputy", email: "deputy@example.test" };
const CLERK: TestUser = { sub: "user|clerk", email: "clerk@example.test" };
const ROUNDS = 6;

/**
 * Admins revoking each other in simultaneous requests. On MySQL/MariaDB the role changes run side by side and take
 * turns by locking the admins' rows; on SQLite they take turns anyway, one transaction at a time.
 */
describe.each(testDatabaseKinds())("admins revoking each other at once on $name", (kind) => {
  let shop: Shop;
  const ids = new Map<TestUser, number>();

  beforeAll(async () => {
    shop = await startShop(kind);
    for (const user of [ADMIN, DEPUTY, CLERK]) ids.set(user, await signUp(shop, user));
  });
  afterAll(async () => {
    await shop.stop();
  });

  const idOf = (user: TestUser) => ids.get(user)!;
  const admins = async () => (await shop.gateway.db.getRepository(User).find({ where: { isAdmin: true } })).map((user) => user.id).sort((a, b) => a - b);

  /** What one side of the race got: the changed user, the refusal, or a 403 when the other side won before this one was let in. */
  async function revoke(by: TestUser, whom: TestUser): Promise<string> {
    const answer = await setAdminRole(shop.as(by), idOf(whom), false);
    if (answer.status === 403) return "FORBIDDEN";
    const result: SetAdminRoleAnswer | undefined = answer.data?.setAdminRole;
    return result?.__typename === "AdminUser" ? "AdminUser" : `${result?.errorCode}: ${result?.message}`;
  }

  /** Makes exactly these users the admins, through the API, as an admin who is one of them. */
  async function makeAdmins(keeper: TestUser, wanted: readonly TestUser[]): Promise<void> {
    for (const user of [ADMIN, DEPUTY, CLERK]) {
      if (user === keeper) continue;
      const answer = await setAdminRole(shop.as(keeper), idOf(user), wanted.includes(user));
      if (answer.data?.setAdminRole.__typename !== "AdminUser") throw new Error(`Could not set the role of ${user.sub}: ${JSON.stringify(answer)}`);
    }
  }

  it("leaves exactly one of two admins, round after round", async () => {
    let keeper: TestUser = ADMIN;
    for (let round = 1; round <= ROUNDS; round++) {
      await makeAdmins(keeper, [ADMIN, DEPUTY]);
      const other = keeper === ADMIN ? DEPUTY : ADMIN;
      // Both are let in as admins before either change is made.
      expect([await isAdminNow(shop, keeper), await isAdminNow(shop, other)]).toEqual([true, true]);
      const answers = await Promise.all([revoke(keeper, other), revoke(other, keeper)]);
      expect(answers.filter((answer) => answer === "AdminUser")).toHaveLength(1);
      expect(answers.filter((answer) => answer !== "AdminUser")[0]).toMatch(/^FORBIDDEN$|^ROLE_CHANGE_REFUSED: \S+ is the last admin/);
      const left = await admins();
      expect(left).toHaveLength(1);
      keeper = left[0] === idOf(ADMIN) ? ADMIN : DEPUTY;
      expect(await isAdminNow(shop, keeper)).toBe(true);
      expect(await isAdminNow(shop, keeper === ADMIN ? DEPUTY : ADMIN)).toBe(false);
    }
  });

  it("keeps the third admin and one of the two, when two of three revoke each other", async () => {
    let keeper: TestUser = (await admins())[0] === idOf(ADMIN) ? ADMIN : DEPUTY;
    for (let round = 1; round <= ROUNDS; round++) {
      await makeAdmins(keeper, [ADMIN, DEPUTY, CLERK]);
      const answers = await Promise.all([revoke(ADMIN, DEPUTY), revoke(DEPUTY, ADMIN)]);
      expect(answers.filter((answer) => answer === "AdminUser")).toHaveLength(1);
      expect(answers.filter((answer) => answer !== "AdminUser")[0]).toMatch(/^FORBIDDEN$|^ROLE_CHANGE_REFUSED: You are no longer an admin/);
      const left = await admins();
      expect(left).toHaveLength(2);
      expect(left).toContain(idOf(CLERK));
      keeper = CLERK;
    }
  });
});
