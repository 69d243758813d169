import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages, sentMails, type Shop, startShop, storyFixtures } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { aBrief, buyCustomCase, customCaseById, customCaseOf, DELIVER, finishedCasePdf, OPERATOR_EMAIL, operated, putFile, REQUEST_UPLOAD, START_WRITING } from "./commissions.test-fixtures";
import { CUSTOM_CASE_DELIVERED_TOPIC } from "./delivered-email";

const mysqlKinds = testDatabaseKinds().filter((kind) => kind.name === "mysql");

// Named even when no MySQL is available, so the file always holds a suite and the skip is reported.
describe.runIf(mysqlKinds.length === 0)("custom case production under concurrent requests (MySQL/MariaDB)", () => {
  it.skip("needs a MySQL or MariaDB server", () => {});
});

/** SQLite runs one transaction at a time; these races are about row locks, so MySQL/MariaDB only. */
describe.each(mysqlKinds)("custom case production under concurrent requests on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("r", 1), env: { OPERATOR_EMAIL } });
  });
  afterAll(async () => {
    await shop.stop();
  });

  async function paidCase(): Promise<{ id: number; number: string }> {
    const purchase = await buyCustomCase(shop, shop.visitor(), aBrief(new Date()), { email: "race@example.test" });
    return { id: (await customCaseOf(shop, purchase.orderId)).id, number: purchase.number };
  }

  it("starts writing once when two admins click at the same moment", async () => {
    const { id } = await paidCase();
    const answers = await Promise.all(Array.from({ length: 8 }, () => operated(shop.admin(), START_WRITING, id)));
    expect(answers.filter((answer) => answer.__typename === "CustomCase")).toHaveLength(1);
    expect(answers.filter((answer) => answer.__typename === "InvalidTransitionError")).toHaveLength(7);
  });

  it("delivers once, with exactly one email, when ten deliveries arrive at once", async () => {
    const { id, number } = await paidCase();
    const admin = shop.admin();
    await operated(admin, START_WRITING, id);
    const link = await operated(admin, REQUEST_UPLOAD, id);
    expect((await putFile(link.url ?? "", await finishedCasePdf())).status).toBe(200);

    const answers = await Promise.all(Array.from({ length: 10 }, () => operated(shop.admin(), DELIVER, id)));
    expect(answers.filter((answer) => answer.__typename === "CustomCase")).toHaveLength(1);
    expect(answers.filter((answer) => answer.__typename === "InvalidTransitionError").map((answer) => answer.message)).toEqual(
      Array.from({ length: 9 }, () => "Only a case being written can be delivered, once. This case is already delivered."),
    );
    await shop.gateway.outboxWorker.runDue();
    expect(await customCaseById(shop, id)).toMatchObject({ status: "DELIVERED" });
    expect(await outboxMessages(shop.gateway, CUSTOM_CASE_DELIVERED_TOPIC)).toHaveLength(1);
    expect(sentMails(shop.gateway).filter((mail) => mail.subject === `Your custom case is ready (order ${number})`)).toHaveLength(1);
  });

  it("keeps one finished PDF when uploads race each other", async () => {
    const { id } = await paidCase();
    const admin = shop.admin();
    await operated(admin, START_WRITING, id);
    const link = await operated(admin, REQUEST_UPLOAD, id);
    const drafts = await Promise.all(Array.from({ length: 5 }, (_unused, index) => finishedCasePdf(`Draft ${index}`)));
    const answers = await Promise.all(drafts.map((draft) => putFile(link.url ?? "", draft)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const row = await customCaseById(shop, id);
    expect(row?.caseFile).toMatch(new RegExp(`^custom-case-${id}-`));
    expect(fs.readdirSync(path.join(shop.gateway.dataDir, "custom-cases")).filter((file) => file.startsWith(`custom-case-${id}-`))).toEqual([row?.caseFile]);
  });
});
